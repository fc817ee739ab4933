package ikebana

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// paceLine is one narration line of the computers' turns as a player sees
// it at the default speed: how long it stayed the newest line, and
// whether a card (or a payment's token) was on its way when it appeared.
type paceLine struct {
	text  string
	alone time.Duration
	moved bool
}

// computersPace plays the player's first move (draw, keep) in a game of
// four at the default speed and drives the computers' turns through the
// sequencer step by step (no clock): it returns their lines in order, the
// narration once the table rests, and how long the turns took.
func computersPace(t *testing.T, anim string) ([]paceLine, string, time.Duration) {
	t.Helper()
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = anim
	sh.win.Resize(fyne.NewSize(412, 915))
	tb, m := startTable(t, a, 4, 8, you, "easy")
	tb.Hold()
	test.Tap(tb.Draw)
	tb.seq.Finish()
	test.Tap(tb.Keep) // the player's keep is told as its card leaves
	newest := func() string {
		ls := strings.Split(tb.narration.Text, "\n")
		return ls[len(ls)-1]
	}
	var lines []paceLine
	text := tb.narration.Text
	var clock time.Duration
	since := clock
	// look notes a line come since the last look, at the clock's time
	look := func() {
		if tb.narration.Text != text {
			text = tb.narration.Text
			if len(lines) > 0 {
				lines[len(lines)-1].alone = clock - since
			}
			since = clock
			lines = append(lines, paceLine{text: newest(), moved: tb.flyer.Visible() || tb.coin.box.Visible()})
		}
	}
	tb.seq.Tick(1) // the player's keep lands
	for tb.seq.Busy() && a.Table() == tb {
		d := tb.seq.Duration()
		look() // a line told as the step begins
		tb.seq.Tick(0.5)
		clock += d / 2
		look() // a line told as a card turns over
		tb.seq.Tick(1)
		clock += d - d/2
	}
	if a.Table() != tb || !m.MyTurn() {
		t.Fatal("the table left, or it is not the player's turn once the computers played")
	}
	return lines, tb.narration.Text, clock
}

// TestComputersPace: at the default speed, every line of the computers'
// turns but the last stays the newest for at least minTold, appears while
// its card (or its payment) is on its way, and the whole round since the
// player's move is still told once the player's turn comes (issue 29).
func TestComputersPace(t *testing.T) {
	lines, rest, _ := computersPace(t, store.AnimNormal)
	if len(lines) < 6 {
		t.Fatalf("the computers' turns told in %d lines; want three turns' draws and decisions", len(lines))
	}
	for i, l := range lines {
		t.Logf("%-60q newest for %v, card moving: %v", l.text, l.alone, l.moved)
		if i < len(lines)-1 && l.alone < minTold {
			t.Errorf("%q is the newest line for %v; want at least %v", l.text, l.alone, minTold)
		}
		if !l.moved {
			t.Errorf("%q appeared while no card moved", l.text)
		}
		if !strings.Contains(rest, l.text) {
			t.Errorf("once the player's turn comes the narration is\n%s\nwant it to keep %q", rest, l.text)
		}
	}
}

// TestComputersPaceFast: Fast keeps its pace: the computers' turns take
// less than half as long as at the default speed.
func TestComputersPaceFast(t *testing.T) {
	_, _, normal := computersPace(t, store.AnimNormal)
	_, _, fast := computersPace(t, store.AnimFast)
	t.Logf("the computers' turns take %v at normal speed, %v at fast", normal, fast)
	if fast*2 >= normal {
		t.Errorf("the computers' turns take %v at fast, %v at normal: fast is not fast", fast, normal)
	}
}
