package ikebana

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The scoring screen's prestige statement: for each florist the prestige
// at the round's start, what he paid and received during it (refusals and
// purchases, to and from whom, totalled), the bank's payment for his
// bouquet and his prestige after. When the screen opens the bank's
// payments roll up, at the Animations setting's pace but never longer
// than 1.5 s; a tap anywhere skips to the end.

const (
	// rollTime is how long the bank's payments take to roll up at normal
	// speed; maxRollSpeed keeps a slow setting within 1.5 s.
	rollTime     = 1200 * time.Millisecond
	maxRollSpeed = 1.25
)

var paidColor = color.NRGBA{R: 0xf0, G: 0x9a, B: 0x8a, A: 0xff}

// roller is a number that rolls from one value to another.
type roller struct {
	text     *canvas.Text
	from, to int
	plus     bool // shown with its sign, "+18"
	shown    int
}

// at shows the number a fraction f of the way.
func (r *roller) at(f float32) {
	v := r.from + int(float32(r.to-r.from)*f+0.5)
	if v == r.shown && r.text.Text != "" {
		return
	}
	r.shown = v
	r.text.Text = fmt.Sprint(v)
	if r.plus {
		r.text.Text = signed(v)
	}
	r.text.Refresh()
}

// signed writes n with its sign: "+3", "-2", "0".
func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

// amountText is a number at the right of a line.
func amountText(s string, c color.Color, bold bool) *canvas.Text {
	t := newText(s, 13, c, bold)
	t.Alignment = fyne.TextAlignTrailing
	return t
}

// statement is seat p's prestige during the round of lg; the bank's
// payment and the prestige after go into rolls.
func (a *App) statement(p ikebana.Seat, lg ledger, rolls *[]*roller) fyne.CanvasObject {
	l, w := a.l(), a.w()
	var rows []fyne.CanvasObject
	var st statementLines
	line := func(label string, amount *canvas.Text) {
		st.labels = append(st.labels, label)
		st.amounts = append(st.amounts, amount)
		lb := widget.NewLabel(label)
		lb.Wrapping = fyne.TextWrapWord
		lb.SizeName = theme.SizeNameCaptionText
		rows = append(rows, container.NewBorder(nil, nil, nil, amount, lb))
	}
	line(l.T("ikebanaapp.score.ledger.start"), amountText(fmt.Sprint(lg.start[p]), textColor, false))
	kinds := []struct {
		id        string
		buy, paid bool
	}{{"refused", false, true}, {"bought", true, true}, {"refusedin", false, false}, {"sold", true, false}}
	none := true
	for _, k := range kinds {
		shares := lg.shares(p, k.buy, k.paid)
		if len(shares) == 0 {
			continue
		}
		none = false
		var parts []string
		total := 0
		for _, s := range shares {
			if k.paid {
				parts = append(parts, l.T("ikebanaapp.score.ledger.to", map[string]any{"Amount": s.amount, "Who": w.payee(s.who)}))
				total -= s.amount
			} else {
				parts = append(parts, l.T("ikebanaapp.score.ledger.from", map[string]any{"Amount": s.amount, "Who": w.seller(s.who)}))
				total += s.amount
			}
		}
		c := color.Color(goldColor)
		if k.paid {
			c = paidColor
		}
		list := strings.Join(parts, l.T("ikebanaapp.score.ledger.sep"))
		line(l.T("ikebanaapp.score.ledger."+k.id, map[string]any{"List": list}), amountText(signed(total), c, false))
	}
	if none {
		line(l.T("ikebanaapp.score.ledger.none"), amountText("0", mutedColor, false))
	}
	bank := amountText("", goldColor, true)
	line(l.T("ikebanaapp.score.ledger.bank"), bank)
	after := amountText("", textColor, true)
	line(l.T("ikebanaapp.score.ledger.after"), after)
	*rolls = append(*rolls, &roller{text: bank, to: lg.bank[p], plus: true},
		&roller{text: after, from: lg.after[p] - lg.bank[p], to: lg.after[p]})
	if a.Scores != nil {
		a.Scores.statements = append(a.Scores.statements, st)
	}
	return tight(container.New(layout.NewCustomPaddedVBoxLayout(0), rows...))
}

// statementLines are a statement's lines as shown, for tests: each
// line's words and the number at its right.
type statementLines struct {
	labels  []string
	amounts []*canvas.Text
}

// tight spaces o's lines of text closely: a statement, a bouquet's
// description.
func tight(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewThemeOverride(o, tightTheme{theme.Current()})
}

// tightTheme spaces lines of text closely.
type tightTheme struct{ fyne.Theme }

func (t tightTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return 3
	}
	return t.Theme.Size(n)
}

// rollKey names a round's scoring: it rolls up once.
type rollKey struct {
	m     *Match
	round int
}

// rollUp rolls rolls up to their values on a.roll and returns the layer
// that catches a tap to skip it, or nil when nothing rolls (animations
// off, or this round's scores rolled already).
func (a *App) rollUp(round int, rolls []*roller) fyne.CanvasObject {
	a.roll.Stop()
	speed := min(a.animSpeed(), maxRollSpeed)
	key := rollKey{a.match, round}
	if speed == 0 || a.rolled == key {
		for _, r := range rolls {
			r.at(1)
		}
		return nil
	}
	a.rolled = key
	skip := kit.NewTapArea(a.roll.Finish) // over the screen: a tap anywhere takes the numbers to their end
	a.roll.Speed = speed
	a.roll.Add(kit.Beat{
		Duration: rollTime,
		Frame: func(f float32) {
			e := 1 - (1-f)*(1-f) // fast, then slowing to its value
			for _, r := range rolls {
				r.at(e)
			}
		},
		Done: skip.Hide,
	})
	if a.Scores != nil {
		a.Scores.skip = skip
	}
	return skip
}
