package online

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

// TestCreateKoikoiOptions: Create a table offers Koi-Koi's every option
// as the New game screen does; Aki picks the Museum preset, six rounds
// and turns every option away from the preset's own; the server's table
// plays exactly those rules, which the waiting room names, and Ben, who
// joins by code, plays them too.
func TestCreateKoikoiOptions(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")

	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	v := aki.app.View.Create
	f := aki.kk.TableRules
	test.Tap(f.Presets["museum"])
	f.Rounds.SetSelected("6")
	want := koikoi.MustPreset("museum")
	want.Set("rounds", "6")
	for _, name := range koikoi.OptionNames {
		if name == "rounds" {
			continue
		}
		sel := f.Pickers[name]
		if sel == nil {
			t.Fatalf("no picker for %s", name)
		}
		vals := koikoi.OptionValues(name)
		cur, _ := want.Get(name)
		other := vals[(slices.Index(vals, cur)+1)%len(vals)]
		sel.SetSelectedIndex(slices.Index(vals, other))
		if err := want.Set(name, other); err != nil {
			t.Fatal(err)
		}
	}
	tap(t, v.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	room := aki.app.View.Room
	if room.Rules == nil {
		t.Fatal("the waiting room does not name the rules")
	}
	l := i18n.New("en")
	desc := kkui.DescribeRules(l, &want)
	if room.Rules.Text != desc {
		t.Errorf("the waiting room names the rules %q; want %q", room.Rules.Text, desc)
	}
	if !strings.HasPrefix(desc, l.T("preset.museum.name")+", 6 rounds. Changed options: Tsukifuda: ") {
		t.Errorf("rules named %q", desc)
	}

	ben.app.ShowLobby(Koikoi)
	test.Type(ben.app.View.Lobby.Code, room.Code.Text)
	tap(t, ben.app.View.Lobby.Join)
	until(t, "both tables", func() bool { return aki.played != nil && ben.played != nil }, aki, ben)
	for _, d := range []*device{aki, ben} {
		got, err := koikoi.ParseRules(d.played.Info().Options)
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("the server's table plays %q; want %q", got.String(), want.String())
		}
	}
}
