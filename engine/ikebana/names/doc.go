// Package names puts Ikebana's cards and scores into words, in any
// language: the same phrases for the app's screens, its tutorial and the
// terminal game. The texts are message ids of the i18n package
// (ikebana.card, ikebana.colour.*, ikebana.combo.*, ikebana.colours),
// filled by whatever Localizer the caller has.
package names
