package ikebana

// restoreTable shows the match as it stands after a panic where the table
// applied its events (kit.Guard reported it): the flights under way and
// the batch still to fly are dropped, and the table is built anew from the
// match's observation.
func (a *App) restoreTable() {
	t := a.table
	if t == nil || a.match == nil {
		return
	}
	t.seq.Stop()
	a.match.taken()
	t.shown = false
	a.route()
}
