// Package local plays Koi-Koi on this device behind the match interface
// (engine/match): a person against a computer at a level, two people
// passing the phone, or two computers. The table screens know only
// match.Match; this package is the engine and the computer players behind
// it.
package local
