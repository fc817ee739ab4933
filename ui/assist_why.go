package ui

// withWhy adds to a hint the reason for it, in a sentence (ui.why.<tag>),
// when package ai gave one this app can say.
func (a *App) withWhy(hint string, adv Advice) string {
	if adv.Why == "" || hint == "" {
		return hint
	}
	id := "ui.why." + adv.Why
	if s := a.T(id); s != id {
		return hint + " " + s
	}
	return hint
}
