package koikoi

// adviceWhy says in a sentence (ui.why.<tag>) why package ai suggests its
// move, or "" when it gave no reason this app can say.
func (a *App) adviceWhy(adv Advice) string {
	if adv.Why == "" {
		return ""
	}
	id := "ui.why." + adv.Why
	if s := a.T(id); s != id {
		return s
	}
	return ""
}
