package assets

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

func TestIkebanaIDs(t *testing.T) {
	var want []string
	for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
		want = append(want, c.String())
	}
	if got := IkebanaIDs(); !slices.Equal(got, want) {
		t.Errorf("IkebanaIDs() = %v;\nwant the ikebana package's cards %v", got, want)
	}
	ids := IkebanaIDs()
	ids[0] = "changed"
	if IkebanaIDs()[0] != "red-1a" {
		t.Error("IkebanaIDs returns the package's own slice; want a copy")
	}
}

func TestIkebanaUnknownCard(t *testing.T) {
	for _, id := range []string{"", "red-6", "red-5a", "multi-0", "multi-6", "Red-1a", "purple-1a", "jan-crane", "back", "red-1a "} {
		b, err := IkebanaCardSVG(id)
		if !errors.Is(err, ErrUnknownCard) {
			t.Errorf("IkebanaCardSVG(%q) error = %v; want one wrapping ErrUnknownCard", id, err)
			continue
		}
		if b != nil || !strings.Contains(err.Error(), "\""+id+"\"") {
			t.Errorf("IkebanaCardSVG(%q) = %d bytes, %q; want no bytes and an error naming the id", id, len(b), err)
		}
	}
}

// TestIkebanaSVG checks every card and the back: valid XML of the kinds of
// elements Fyne draws, and filled shapes only. A stroke would be drawn by
// oksvg at the same pixel width at every size (see pen).
func TestIkebanaSVG(t *testing.T) {
	pictures := map[string][]byte{"back": IkebanaBackSVG()}
	for _, id := range IkebanaIDs() {
		b, err := IkebanaCardSVG(id)
		if err != nil {
			t.Fatalf("IkebanaCardSVG(%q): %v", id, err)
		}
		pictures[id] = b
	}
	for name, b := range pictures {
		checkSVG(t, name, b)
		checkFilledOnly(t, name, b)
	}
	if len(pictures) != 56 {
		t.Errorf("%d pictures; want 55 cards and a back", len(pictures))
	}
	a, _ := IkebanaCardSVG("blue-3a")
	if b, _ := IkebanaCardSVG("blue-3a"); &a[0] != &b[0] {
		t.Error("IkebanaCardSVG drew blue-3a twice; want it kept after the first call")
	}
}

// checkFilledOnly fails when an element of b has a stroke or no fill.
func checkFilledOnly(t *testing.T, name string, b []byte) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(b))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "line", "polyline":
			t.Errorf("%s: <%s> can only be stroked", name, se.Name.Local)
		case "path", "rect", "circle", "ellipse", "polygon":
			if !slices.ContainsFunc(se.Attr, func(a xml.Attr) bool { return a.Name.Local == "fill" && a.Value != "none" }) {
				t.Errorf("%s: a <%s> without a fill", name, se.Name.Local)
			}
		}
		for _, a := range se.Attr {
			if strings.HasPrefix(a.Name.Local, "stroke") || a.Name.Local == "style" {
				t.Errorf("%s: <%s %s=%q>; want filled shapes only", name, se.Name.Local, a.Name.Local, a.Value)
			}
		}
	}
}

// BenchmarkIkebanaDraw draws all 55 cards and the back without the cache:
// what the first look at every card costs.
func BenchmarkIkebanaDraw(b *testing.B) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = len(ikebanaBack())
		for _, id := range ikebanaIDs {
			n += len(drawIkebana(id))
		}
	}
	b.ReportMetric(float64(n), "bytes/deck")
}
