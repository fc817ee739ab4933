package ikebana

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ikebana/ai"
)

var (
	usedID      = regexp.MustCompile(`"(ikebanaapp\.[a-z.]+)"`)
	usedPrefix  = regexp.MustCompile(`"(ikebanaapp\.[a-z.]+\.)" \+`)
	placeholder = regexp.MustCompile(`{{\.([A-Za-z]+)}}`)
)

// TestTextsExist checks that every ikebanaapp id the screens use exists in
// every language, and that each language has exactly English's ids with the
// same placeholders.
func TestTextsExist(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	used := map[string]bool{}
	var prefixes []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range usedID.FindAllStringSubmatch(string(b), -1) {
			if !strings.HasSuffix(m[1], ".") { // a prefix, checked below
				used[m[1]] = true
			}
		}
		for _, m := range usedPrefix.FindAllStringSubmatch(string(b), -1) {
			prefixes = append(prefixes, m[1])
		}
	}
	for _, lv := range ai.Levels {
		used["ikebanaapp.level."+lv] = true
	}
	if len(used) < 20 {
		t.Fatalf("found only %d ikebanaapp ids in the sources", len(used))
	}
	en, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	names := func(msgs map[string]map[string]string, id string) []string {
		var out []string
		for _, text := range msgs[id] {
			for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
				out = append(out, m[1])
			}
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, p := range prefixes {
		found := false
		for id := range en {
			found = found || strings.HasPrefix(id, p)
		}
		if !found {
			t.Errorf("no English message starts with %s", p)
		}
	}
	for _, lang := range i18n.Languages() {
		msgs, err := i18n.Messages(lang.Code)
		if err != nil {
			t.Fatal(err)
		}
		for id := range used {
			if msgs[id]["other"] == "" {
				t.Errorf("%s: %s is used and missing", lang.Code, id)
			}
		}
		for id := range en {
			if !strings.HasPrefix(id, "ikebanaapp.") {
				continue
			}
			if _, ok := msgs[id]; !ok {
				t.Errorf("%s: %s is missing", lang.Code, id)
				continue
			}
			if a, b := names(en, id), names(msgs, id); !slices.Equal(a, b) {
				t.Errorf("%s: %s has placeholders %v, English %v", lang.Code, id, b, a)
			}
		}
		for id := range msgs {
			if _, ok := en[id]; strings.HasPrefix(id, "ikebanaapp.") && !ok {
				t.Errorf("%s: %s is not in English", lang.Code, id)
			}
		}
	}
}
