package webnotify

import "github.com/koikoi-app/koikoi/i18n"

// The games' names as the server knows them.
const (
	koikoi  = "koikoi"
	ikebana = "ikebana"
)

// gameName is a game's name in the player's language (an unknown name is
// Koi-Koi's, as the online screens name it).
func gameName(l *i18n.Localizer, game string) string {
	if game == ikebana {
		return l.T("ikebanaapp.home.title")
	}
	return l.T("ui.app.title")
}

// TableURL is the address, relative to the app's, that opens the app at
// a table (OnOpen hears it).
func TableURL(table string) string { return "./?table=" + table }

// TurnNotice is the notification that a turn-based table of game waits
// for the player's move.
func TurnNotice(l *i18n.Localizer, game, table string) Notice {
	return Notice{
		Title: l.T("notify.turn.title"),
		Body:  l.T("notify.turn.body", map[string]any{"Game": gameName(l, game)}),
		Tag:   "turn-" + table,
		URL:   TableURL(table),
	}
}

// InviteNotice is the notification that the friend from invites the
// player to a table of game.
func InviteNotice(l *i18n.Localizer, from, game, table string) Notice {
	return Notice{
		Title: l.T("notify.invite.title"),
		Body:  l.T("online.invites.line", map[string]any{"Name": from, "Game": gameName(l, game)}),
		Tag:   "invite-" + table,
		URL:   "./",
	}
}

// NameMark stands for the inviting friend's name in the service
// worker's sentences (Sentences): the worker puts the push's "from" in
// its place.
const NameMark = "{from}"

// Sentences are the service worker's sentences in l's language, by key:
// "turn.title", "turn.koikoi", "turn.ikebana", "invite.title",
// "invite.koikoi", "invite.ikebana" (with NameMark for the friend's
// name). They are the sentences TurnNotice and InviteNotice show in the
// page, so the page and the worker say the same.
func Sentences(l *i18n.Localizer) map[string]string {
	out := map[string]string{}
	for _, g := range []string{koikoi, ikebana} {
		turn := TurnNotice(l, g, "")
		inv := InviteNotice(l, NameMark, g, "")
		out["turn.title"], out["turn."+g] = turn.Title, turn.Body
		out["invite.title"], out["invite."+g] = inv.Title, inv.Body
	}
	return out
}
