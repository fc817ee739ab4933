package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

func readUILocale(t *testing.T, code string) map[string]map[string]string {
	t.Helper()
	m, err := i18n.Messages(code)
	if err != nil {
		t.Fatal(err)
	}
	for id := range m {
		if !strings.HasPrefix(id, "ui.") {
			delete(m, id) // the app's own messages only
		}
	}
	return m
}

var placeholder = regexp.MustCompile(`\{\{\s*\.(\w+)\s*\}\}`)

func placeholders(s string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	slices.Sort(out)
	return out
}

// TestUIMessages checks that every ui.* message exists in every language
// with the same placeholders and the plural forms the language needs.
func TestUIMessages(t *testing.T) {
	en := readUILocale(t, "en")
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			m := readUILocale(t, l.Code)
			for id, msg := range en {
				got, ok := m[id]
				if !ok {
					t.Errorf("%s: missing", id)
					continue
				}
				want := placeholders(msg["other"])
				if p := placeholders(got["other"]); !slices.Equal(p, want) {
					t.Errorf("%s: placeholders %v; want %v", id, p, want)
				}
				if _, plural := msg["one"]; plural && l.Code != "ja" && got["one"] == "" {
					t.Errorf("%s: no plural form one", id)
				}
				if got["other"] == "" {
					t.Errorf("%s: empty", id)
				}
			}
			for id := range m {
				if _, ok := en[id]; !ok {
					t.Errorf("%s: no ui id in active.en.toml", id)
				}
			}
		})
	}
}

// TestUIMessagesUsed checks that every ui.* id the code names exists.
func TestUIMessagesUsed(t *testing.T) {
	en := readUILocale(t, "en")
	files, _ := filepath.Glob("*.go")
	id := regexp.MustCompile(`"(ui\.[a-z0-9.-]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range id.FindAllStringSubmatch(string(b), -1) {
			if strings.HasSuffix(m[1], ".") {
				continue // a prefix completed at run time
			}
			if _, ok := en[m[1]]; !ok {
				t.Errorf("%s names %s, which active.en.toml lacks", f, m[1])
			}
		}
	}
	// The ids built at run time.
	for _, s := range []string{"off", "fast", "normal", "slow"} {
		if _, ok := en["ui.settings.anim."+s]; !ok {
			t.Errorf("ui.settings.anim.%s missing", s)
		}
	}
	for _, s := range []string{"shobu", "last-card", "teshi", "kuttsuki", "exhausted", "field-four"} {
		if _, ok := en["ui.end."+s]; !ok {
			t.Errorf("ui.end.%s missing", s)
		}
	}
}

// TestLocalizerHasUI checks that the i18n bundle loads the ui files.
func TestLocalizerHasUI(t *testing.T) {
	for _, l := range i18n.Languages() {
		if got := i18n.New(l.Code).T("ui.home.new"); got == "ui.home.new" || got == "" {
			t.Errorf("%s: ui.home.new = %q; the bundle does not load the ui messages of active.%s.toml", l.Code, got, l.Code)
		}
	}
}
