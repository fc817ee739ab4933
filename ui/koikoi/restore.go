package koikoi

// restoreTable shows the match as it stands after a panic where the table
// applied its steps (kit.Guard reported it): the steps under way are
// dropped and a new table screen is built from the match's log and
// observation.
func (a *App) restoreTable() {
	if a.table == nil || a.match == nil {
		return
	}
	a.table.seq.Stop()
	a.table = newTableScreen(a, a.match)
	a.h.Show(a.table.build)
}
