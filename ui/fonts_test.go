package ui

import (
	"bytes"
	"fmt"
	"image"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/koikoi-app/koikoi/assets"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The text styles the app writes with, Fyne's widgets included.
var textStyles = map[string]fyne.TextStyle{
	"regular":     {},
	"bold":        {Bold: true},
	"italic":      {Italic: true},
	"bold italic": {Bold: true, Italic: true},
	"monospace":   {Monospace: true},
}

// fyneFallback is the font Fyne falls back to for a style when the theme's
// font lacks a character (fyne internal/painter CachedFontFace).
func fyneFallback(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace:
		return theme.DefaultTextMonospaceFont()
	case s.Bold && s.Italic:
		return theme.DefaultTextBoldItalicFont()
	case s.Bold:
		return theme.DefaultTextBoldFont()
	case s.Italic:
		return theme.DefaultTextItalicFont()
	}
	return theme.DefaultTextFont()
}

// fontChain returns the faces Fyne looks a character up in for a style with
// the app's theme, in its order: the theme's font, Fyne's own font of the
// style, its emoji and symbol fonts (system fonts, which the web and phones
// lack, are left out on purpose).
func fontChain(t *testing.T, s fyne.TextStyle) []*font.Face {
	t.Helper()
	res := []fyne.Resource{kit.Theme{}.Font(s), fyneFallback(s), theme.DefaultSymbolFont()}
	if e := theme.DefaultEmojiFont(); e != nil {
		res = append(res, e)
	}
	var faces []*font.Face
	for _, r := range res {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("font %s: %v", r.Name(), err)
		}
		faces = append(faces, f)
	}
	return faces
}

// textsOfLanguage returns every text of one language the app can show: every
// field of every message of every part (but the translators' notes), and
// the names that are the same in every language (languages, yaku kanji).
func textsOfLanguage(t *testing.T, code string) map[string]string {
	t.Helper()
	msgs, err := i18n.Messages(code)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for id, m := range msgs {
		for field, text := range m {
			if field != "description" {
				out[id+"."+field] = text
			}
		}
	}
	for _, l := range i18n.Languages() {
		out["language "+l.Code] = l.Name
	}
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		kanji, romaji := names.Japanese(y)
		out["yaku "+y.String()] = kanji + " " + romaji
	}
	return out
}

// TestFontsCoverTexts checks that every character of every text of every
// language has a glyph in the fonts the app ships (its CJK subset, then
// Fyne's own fonts), in every text style. When it fails after new texts,
// rebuild the subset: assets/fonts/build.sh.
func TestFontsCoverTexts(t *testing.T) {
	for name, style := range textStyles {
		t.Run(name, func(t *testing.T) {
			faces := fontChain(t, style)
			for _, l := range i18n.Languages() {
				missing := map[rune]string{}
				for id, text := range textsOfLanguage(t, l.Code) {
					for _, r := range text {
						if unicode.Is(unicode.Zs, r) && !covered(faces[:1], r) {
							// go-text keeps a space in the font of the text
							// before it (kanji): the theme's font needs them.
							missing[r] = id
						}
						if unicode.IsControl(r) || covered(faces, r) {
							continue
						}
						missing[r] = id
					}
				}
				for r, id := range missing {
					t.Errorf("%s %s: %q (U+%04X) has no glyph in any shipped font: run assets/fonts/build.sh", l.Code, id, r, r)
				}
			}
		})
	}
}

func covered(faces []*font.Face, r rune) bool {
	for _, f := range faces {
		if _, ok := f.NominalGlyph(r); ok {
			return true
		}
	}
	return false
}

// TestFontsDrawKanji draws "日本語" through Fyne's painter with the app's
// theme in every style and checks that it comes out in the shipped CJK font
// of that weight (drawn alike when the font is given directly), not as
// missing-glyph boxes. (Where the system has a CJK font, Fyne would draw
// kanji even without the theme's font; TestFontsCoverTexts does not depend
// on the system.)
func TestFontsDrawKanji(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(kit.Theme{})
	draw := func(s string, style fyne.TextStyle, source fyne.Resource) image.Image {
		txt := canvas.NewText(s, kit.CreamColor)
		txt.TextSize = 20
		txt.TextStyle = style
		txt.FontSource = source
		w := test.NewWindow(txt)
		defer w.Close()
		w.Resize(fyne.NewSize(120, 40))
		return w.Canvas().Capture()
	}
	for name, style := range textStyles {
		t.Run(name, func(t *testing.T) {
			want := fyne.NewStaticResource("cjk-regular.otf", assets.CJKRegular())
			switch {
			case style.Monospace:
				want = fyne.NewStaticResource("cjk-mono.otf", assets.CJKMono())
			case style.Bold:
				want = fyne.NewStaticResource("cjk-bold.otf", assets.CJKBold())
			}
			got := draw("日本語", style, nil)
			if !same(got, draw("日本語", fyne.TextStyle{}, want)) {
				t.Errorf("日本語 is not drawn with %s", want.Name())
			}
			if same(got, draw("\u4dc0\u4dc1\u4dc2", style, nil)) { // hexagram symbols: in no shipped font
				t.Error("日本語 is drawn as missing glyphs")
			}
		})
	}
}

func same(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}

// TestCJKLineHeight checks that text is as tall, and sits on the same
// baseline, with the app's theme as with Fyne's own fonts, in every style and
// size: the CJK subsets carry the line metrics of the Fyne font each stands
// before (assets/fonts/build.sh sets them), so no layout moves because of
// them in any language.
func TestCJKLineHeight(t *testing.T) {
	a := test.NewTempApp(t)
	type line struct{ height, baseline float32 }
	measure := func(th fyne.Theme) map[string]line {
		a.Settings().SetTheme(th)
		out := map[string]line{}
		for name, style := range textStyles {
			for size := float32(8); size <= 48; size += 0.5 {
				s, base := a.Driver().RenderedTextSize("Agy 12", size, style, nil)
				out[fmt.Sprintf("%s %.1f", name, size)] = line{s.Height, base}
			}
		}
		return out
	}
	want := measure(theme.DefaultTheme())
	for k, got := range measure(kit.Theme{}) {
		if got != want[k] {
			t.Errorf("%s: height, baseline %v; with Fyne's font %v", k, got, want[k])
		}
	}
}
