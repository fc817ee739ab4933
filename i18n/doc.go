// Package i18n holds the game's texts in English, French, Spanish, German
// and Japanese, and formats numbers the way each language writes them.
//
// The messages live in locales/active.{en,fr,es,de,ja}.toml, embedded in the
// binary and loaded into one go-i18n bundle with English as the default.
// Ids are stable and dotted: card.jan-crane, month.3, kind.bright,
// yaku.inoshikacho.name, term.koikoi, preset.museum.desc, option.gaji.name,
// option.value.on, level.hard.desc, count.points, cli.prompt.play, and the
// app's screens (ui.*) and tutorial (tutorial.*) in sections of their own.
// Each game puts its own things into words through these ids in its names
// package (engine/koikoi/names: a card, month, rank or yaku;
// engine/ikebana/names), so that i18n knows no game.
//
// # A short tour
//
// Pick a language once, from the player's saved choice or the system:
//
//	code := i18n.Match(lang.SystemLocale().String()) // in the Fyne app
//	code := i18n.FromEnv()                           // in koikoi play (LC_ALL, LC_MESSAGES, LANG)
//	l := i18n.New(code)
//
// Then ask it for texts:
//
//	l.T("card.jan-crane")        // "Grue et soleil"
//	l.T("cli.you.drew", map[string]any{"Card": l.Noun("card.aug-moon")}) // "Vous piochez la pleine lune."
//	l.N("count.points", 12)      // "12 points"; plural messages see the count as {{.Count}}
//	l.Number(1234)               // "1 234"
//	l.Signed(-5)                 // "-5"
//
// T and N never panic: a message missing in one language comes in English,
// a message missing everywhere comes back as its id, so a gap shows on screen
// instead of crashing the game. The tests make sure there are no gaps: every
// id of active.en.toml exists in every language with the same placeholders
// and the plural forms the language needs (one and other in English, French,
// Spanish and German; other in Japanese).
//
// Placeholders are filled from a map; numbers in it should already be
// formatted with Number. Plural messages are used with N, which adds the
// formatted count as {{.Count}}.
//
// # Working on translations
//
// English (active.en.toml) is the source: add a message there first, with a
// description when its meaning is not obvious from the text, then add the
// same id to every other file and run go test ./i18n/, which names every
// missing id, placeholder and plural form. Messages are written in the file
// format of goi18n, so its merge command works on them. To start a new
// language, say Portuguese:
//
//	cd i18n/locales
//	touch translate.pt.toml
//	go run github.com/nicksnyder/go-i18n/v2/goi18n@v2.7.0 merge -sourceLanguage en active.en.toml translate.pt.toml
//	# translate the messages of translate.pt.toml, then fold them in:
//	go run github.com/nicksnyder/go-i18n/v2/goi18n@v2.7.0 merge active.*.toml translate.*.toml
//	rm translate.*.toml
//
// After changing English texts, the same merge (active.*.toml alone) writes
// translate.xx.toml files holding the messages each language must look at
// again (goi18n tracks them by the hash it stores in the active files). Then
// add the language to the list of Languages in i18n.go. The code does not
// declare messages with i18n.Message, so goi18n extract has nothing to do
// here.
package i18n
