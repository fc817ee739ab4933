package i18ntest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

// SourceIDs returns the message ids that the Go files of dir, not their
// tests, name as string literals beginning with prefix ("ui."): whole
// ids, and partial ones (ending in ".", completed at run time), each
// sorted and distinct.
func SourceIDs(dir, prefix string) (ids, partial []string, err error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, nil, err
	}
	lit := regexp.MustCompile(`"(` + regexp.QuoteMeta(prefix) + `[a-z0-9.-]+)"`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		for _, m := range lit.FindAllStringSubmatch(string(b), -1) {
			if strings.HasSuffix(m[1], ".") {
				partial = append(partial, m[1])
			} else {
				ids = append(ids, m[1])
			}
		}
	}
	slices.Sort(ids)
	slices.Sort(partial)
	return slices.Compact(ids), slices.Compact(partial), nil
}

// Named checks that every id the sources of dir name with prefix (see
// SourceIDs), and every id of more (the ids built at run time), has a text
// in every language, and that every partial id begins an English one. It
// returns the ids it found in the sources, for the caller to hold that
// the search found them.
func Named(t testing.TB, dir, prefix string, more ...string) []string {
	t.Helper()
	ids, partial, err := SourceIDs(dir, prefix)
	if err != nil {
		t.Fatal(err)
	}
	en, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range partial {
		found := false
		for id := range en {
			found = found || strings.HasPrefix(id, p)
		}
		if !found {
			t.Errorf("the sources name %s, and no English message starts with it", p)
		}
	}
	for _, l := range i18n.Languages() {
		msgs, err := i18n.Messages(l.Code)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range append(slices.Clip(ids), more...) {
			if msgs[id]["other"] == "" {
				t.Errorf("%s: %s is used and missing", l.Code, id)
			}
		}
	}
	return ids
}
