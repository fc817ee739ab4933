package koikoi

import (
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/store"
)

// keepDaily adds a finished daily to the dailies' history: its day, its
// record for the replay and the final score, the person's first. Only the
// day's first finished result counts: a second one (the same day's daily
// played again from an older copy of the save) is not kept.
func (m *Match) keepDaily() {
	if m.Store == nil || m.Save.Daily == "" {
		return
	}
	text, self, opp, ok := m.finalRecord()
	if !ok {
		return
	}
	err := m.Store.AddDaily(store.Daily{Date: m.Save.Daily, Game: store.DailyKoikoi, Record: text,
		Score: []int{self, opp}, Pending: m.DailyPending != nil && m.DailyPending(), Finished: time.Now().UTC()})
	if !errors.Is(err, store.ErrDailyPlayed) {
		m.report(err)
	}
}
