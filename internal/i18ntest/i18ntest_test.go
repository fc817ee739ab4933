package i18ntest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

func TestPlaceholders(t *testing.T) {
	const s = "{{.Card}} takes {{ .Target }} and {{.Card.Acc}}: {{.N}}"
	if got, want := Placeholders(s), []string{"Card", "N", "Target"}; !slices.Equal(got, want) {
		t.Errorf("Placeholders = %v; want %v", got, want)
	}
	if got := Strip(s); got != " takes  and : " {
		t.Errorf("Strip = %q", got)
	}
}

// source writes a package's source and its test into a new folder.
func source(t *testing.T, code, test string) string {
	dir := t.TempDir()
	for name, text := range map[string]string{"a.go": code, "a_test.go": test} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestSourceIDs finds whole and partial ids in the sources, not in their
// tests, nor with another prefix.
func TestSourceIDs(t *testing.T) {
	dir := source(t, `package a
var _ = []string{"ui.home.new", "ui.end." + "x", "ui.home.new", "uix.no", "ui-no", "ikebanaapp.no"}
`, `package a
var _ = "ui.test.only"
`)
	ids, partial, err := SourceIDs(dir, "ui.")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"ui.home.new"}; !slices.Equal(ids, want) {
		t.Errorf("ids = %v; want %v", ids, want)
	}
	if want := []string{"ui.end."}; !slices.Equal(partial, want) {
		t.Errorf("partial = %v; want %v", partial, want)
	}
}

// recorder notes the errors a check reports instead of failing.
type recorder struct {
	testing.TB
	errs int
}

func (r *recorder) Errorf(string, ...any) { r.errs++ }
func (r *recorder) Helper()               {}

// TestNamed passes ids that every language holds and reports the others.
func TestNamed(t *testing.T) {
	good := source(t, `package a
var _ = []string{"ui.home.new", "ui.settings.anim." + "x"}
`, "package a\n")
	r := &recorder{TB: t}
	if ids := Named(r, good, "ui.", "ui.settings.anim.off"); r.errs != 0 || !slices.Equal(ids, []string{"ui.home.new"}) {
		t.Errorf("known ids: %d errors, ids %v", r.errs, ids)
	}
	bad := source(t, `package a
var _ = []string{"ui.no.such.text", "ui.no.such.prefix." + "x"}
`, "package a\n")
	r = &recorder{TB: t}
	Named(r, bad, "ui.", "ui.nor.this")
	// Each missing id in each language, and the prefix once.
	if want := 2*len(i18n.Languages()) + 1; r.errs != want {
		t.Errorf("unknown ids: %d errors; want %d", r.errs, want)
	}
}

func TestRendered(t *testing.T) {
	if n := len(Localizers()); n != len(i18n.Languages()) {
		t.Errorf("Localizers: %d; want one for each of %d languages", n, len(i18n.Languages()))
	}
	leak := regexp.MustCompile(`x\.[a-z]`)
	for _, s := range []string{"", "x.id", "see x.other", "a <no value>", "a {{.N}}"} {
		rec := &recorder{TB: t}
		Rendered(rec, "test", "x.id", "en", s, leak)
		if rec.errs == 0 {
			t.Errorf("Rendered passes %q", s)
		}
	}
	Rendered(t, "test", "x.id", "en", "a text", leak)
}
