package ikebana

import (
	"fmt"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// TestTextsExist checks that every ikebanaapp and ikebanaplay id the
// screens use exists in every language (that every language holds English's ids, with the same
// placeholders, is the i18n package's test).
func TestTextsExist(t *testing.T) {
	var levels []string
	for _, lv := range ai.Levels {
		levels = append(levels, "ikebanaapp.level."+lv)
	}
	if ids := i18ntest.Named(t, ".", "ikebanaapp.", levels...); len(ids) < 20 {
		t.Fatalf("found only %d ikebanaapp ids in the sources", len(ids))
	}
	var places []string
	for p := 1; p <= ikebana.MaxPlayers; p++ {
		places = append(places, fmt.Sprintf("ikebanaplay.stats.place.%d", p))
	}
	if ids := i18ntest.Named(t, ".", "ikebanaplay.", places...); len(ids) < 20 {
		t.Fatalf("found only %d ikebanaplay ids in the sources", len(ids))
	}
}
