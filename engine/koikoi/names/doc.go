// Package names puts Koi-Koi's cards, months, ranks and yaku into words,
// in any language: the same phrases for the app's screens, its tutorial
// and the terminal game. The texts are message ids of the i18n package
// (card.*, month.*, kind.*, yaku.*.name, yaku.*.desc), filled by whatever
// Localizer the caller has. A yaku's Japanese name is the same in every
// language (Japanese).
package names
