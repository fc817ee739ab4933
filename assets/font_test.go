package assets

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font/sfnt"
)

// TestJapaneseFont checks that the Japanese font has a glyph for every
// character of the Japanese texts.
func TestJapaneseFont(t *testing.T) {
	f, err := sfnt.Parse(JapaneseFont())
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../i18n/locales/*.ja.toml")
	if len(files) == 0 {
		t.Skip("no Japanese texts next to this package")
	}
	var buf sfnt.Buffer
	for _, name := range files {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range string(text) {
			if r < 0x2E80 {
				continue // Latin, digits and punctuation come from Fyne's font
			}
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s: %q (U+%04X) has no glyph: rebuild fonts/japanese.ttf (fonts/README.md)", filepath.Base(name), r, r)
			}
		}
	}
}
