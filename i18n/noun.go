package i18n

import (
	"embed"
	"strings"
	"sync"
	"text/template"

	"github.com/koikoi-app/koikoi/internal/noun"
)

// One table a language of the forms its sentences give a name:
// locales/nouns.<code>.tsv, beside the messages.
//
//go:embed locales/nouns.*.tsv
var nounFS embed.FS

// Noun is a name in the forms sentences give it (see noun.Noun): what
// Localizer.Noun returns and message templates take.
type Noun = noun.Noun

// Nouns joins nouns into one, form by form, with list (see noun.Join).
func Nouns(ns []Noun, list func([]string) string) Noun { return noun.Join(ns, list) }

var (
	nounsOnce sync.Once
	nounRows  map[string]map[string][4]string // language → message id → the, acc, dat, of
)

// loadNouns reads the noun tables once. Each line holds a message id and
// its forms, tab-separated: id, the, acc, dat, of; an empty or missing
// form is the definite one. Lines starting with # are comments.
func loadNouns() {
	nounsOnce.Do(func() {
		nounRows = map[string]map[string][4]string{}
		for _, l := range languages {
			b, err := nounFS.ReadFile("locales/nouns." + l.Code + ".tsv")
			if err != nil {
				continue // a language whose names take no article (Japanese)
			}
			rows := map[string][4]string{}
			for _, line := range strings.Split(string(b), "\n") {
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				f := strings.Split(line, "\t")
				var forms [4]string
				copy(forms[:], f[1:])
				for i := range forms {
					if forms[i] == "" {
						forms[i] = forms[0]
					}
				}
				rows[f[0]] = forms
			}
			nounRows[l.Code] = rows
		}
	})
}

// Noun returns the name of message id (such as "card.jun-plain-1") in
// the forms a sentence gives it. A name the language's table does not
// hold is the bare name in every form.
func (l *Localizer) Noun(id string) Noun { return l.NounWith(id, nil) }

// NounWith is Noun for a name made from a template (Ikebana's
// "ikebana.card": "{{.Colour}} {{.Value}}"): the name and each of the
// table's forms are filled from data, the forms with the same
// placeholders as the message ("le {{.Value}} {{.Colour}}").
func (l *Localizer) NounWith(id string, data map[string]any) Noun {
	loadNouns()
	name := l.T(id, data)
	n := Noun{Name: name, The: name, Acc: name, Dat: name, Of: name}
	if f, ok := nounRows[l.code][id]; ok {
		n.The, n.Acc, n.Dat, n.Of = fill(f[0], data), fill(f[1], data), fill(f[2], data), fill(f[3], data)
	}
	return n
}

// fill puts data into a form that holds placeholders; a form without any
// is returned as it is.
func fill(form string, data map[string]any) string {
	if !strings.Contains(form, "{{") {
		return form
	}
	t, err := template.New("").Option("missingkey=error").Parse(form)
	if err != nil {
		return form
	}
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return form
	}
	return b.String()
}
