package assets

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
)

// specPath is the project's card list (docs/cards.tsv), relative to this
// package's directory: tests read only files inside the repository.
const specPath = "../docs/cards.tsv"

// checkSVG parses b as XML and reports what a card must not contain.
func checkSVG(t *testing.T, name string, b []byte) {
	t.Helper()
	if len(b) < 1500 {
		t.Errorf("%s: %d bytes; want a non-trivial picture", name, len(b))
	}
	if len(b) > 40000 {
		t.Errorf("%s: %d bytes; want at most 40000", name, len(b))
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	shapes := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: not valid XML: %v", name, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "text", "filter", "mask", "pattern", "style", "use", "image", "clipPath":
			t.Errorf("%s: has <%s>, which Fyne does not draw", name, se.Name.Local)
		case "path", "rect", "circle", "ellipse", "polygon", "line":
			shapes++
		}
		for _, a := range se.Attr {
			if a.Name.Local == "transform" && strings.Contains(a.Value, "scale(") && !strings.Contains(a.Value, "scale(-1 1)") {
				// Fyne's oksvg reads scale(s) as scale(s, 0): always give two values.
				i := strings.Index(a.Value, "scale(")
				if !strings.Contains(a.Value[i:], " ") {
					t.Errorf("%s: one-value scale in %q", name, a.Value)
				}
			}
		}
	}
	if shapes < 10 {
		t.Errorf("%s: %d shapes; want at least 10", name, shapes)
	}
}

func TestCards(t *testing.T) {
	if len(IDs()) != 48 {
		t.Fatalf("len(IDs()) = %d; want 48", len(IDs()))
	}
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			full, err := CardSVG(id)
			if err != nil {
				t.Fatalf("CardSVG(%q): %v", id, err)
			}
			checkSVG(t, id, full)
			if !bytes.Contains(full, []byte(`<g id="corner">`)) {
				t.Errorf("CardSVG(%q) has no corner group", id)
			}
			plain, err := CardSVGPlain(id)
			if err != nil {
				t.Fatalf("CardSVGPlain(%q): %v", id, err)
			}
			checkSVG(t, id+" (plain)", plain)
			if bytes.Contains(plain, []byte(`id="corner"`)) {
				t.Errorf("CardSVGPlain(%q) has a corner group", id)
			}
		})
	}
}

func TestUnknownCard(t *testing.T) {
	for _, id := range []string{"", "jan-plain-3", "../icon", "back"} {
		if _, err := CardSVG(id); !errors.Is(err, ErrUnknownCard) {
			t.Errorf("CardSVG(%q) error = %v; want ErrUnknownCard", id, err)
		}
		if _, err := CardSVGPlain(id); !errors.Is(err, ErrUnknownCard) {
			t.Errorf("CardSVGPlain(%q) error = %v; want ErrUnknownCard", id, err)
		}
	}
}

func TestBackAndIcon(t *testing.T) {
	checkSVG(t, "back", BackSVG())
	checkSVG(t, "icon.svg", IconSVG())
	cfg, err := png.DecodeConfig(bytes.NewReader(IconPNG()))
	if err != nil {
		t.Fatalf("icon.png: %v", err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Errorf("icon.png is %dx%d; want 512x512", cfg.Width, cfg.Height)
	}
}

// TestSpec checks the generator's ids against docs/cards.tsv.
func TestSpec(t *testing.T) {
	f, err := os.Open(specPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		id, _, _ := strings.Cut(sc.Text(), "\t")
		if id == "" || id == "id" {
			continue
		}
		want = append(want, id)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if got := IDs(); !slices.Equal(got, want) {
		t.Errorf("IDs() = %v;\nwant %v (from %s)", got, want, specPath)
	}
}
