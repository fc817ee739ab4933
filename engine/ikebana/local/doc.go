// Package local plays Ikebana on this device behind the match interface
// (engine/match): two to five florists, people passing the phone and
// computers at their levels, mixed at will. The table screens know only
// match.Match; this package is the engine and the computer players behind
// it.
package local
