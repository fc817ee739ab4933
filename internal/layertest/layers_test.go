package layertest

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestLayers checks the module's own layers (issue 18 §5, issue 28): the
// engines on the standard library and internal/ only, the two games
// apart, ui/kit below both, the wire format on its own, the app's online
// play apart from the server's games, and the games' screens apart from
// online play.
func TestLayers(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command to list the packages")
	}
	out, err := exec.Command("go", "list", "-m").Output()
	if err != nil {
		t.Fatal(err)
	}
	module := strings.TrimSpace(string(out))
	pkgs, err := List("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"/engine/koikoi", "/engine/ikebana", "/ui/koikoi", "/ui/ikebana", "/ui/kit",
		"/server/protocol", "/server/game", "/server/client", "/online", "/ui/online", "/ui/koikoi/rules", "/ui/ikebana/rules", ""} {
		if _, ok := pkgs[module+want]; !ok {
			t.Errorf("go list does not show %s%s", module, want)
		}
	}
	for _, b := range Layers(module, pkgs) {
		t.Error(b)
	}
}

// TestLayersBreaches feeds Layers a module that breaks every rule once,
// and one that keeps them.
func TestLayersBreaches(t *testing.T) {
	const m = "example.com/app"
	graph := func(edges map[string][]string) map[string]Package {
		pkgs := map[string]Package{
			"fmt":                      {ImportPath: "fmt", Standard: true},
			"fyne.io/fyne/v2":          {ImportPath: "fyne.io/fyne/v2"},
			m + "/internal/splitmix":   {ImportPath: m + "/internal/splitmix"},
			m + "/i18n":                {ImportPath: m + "/i18n"},
			m + "/engine/koikoi":       {ImportPath: m + "/engine/koikoi"},
			m + "/engine/ikebana":      {ImportPath: m + "/engine/ikebana"},
			m + "/engine/ikebana/ai":   {ImportPath: m + "/engine/ikebana/ai"},
			m + "/ui/koikoi":           {ImportPath: m + "/ui/koikoi"},
			m + "/ui/ikebana":          {ImportPath: m + "/ui/ikebana"},
			m + "/ui/koikoi/rules":     {ImportPath: m + "/ui/koikoi/rules"},
			m + "/ui/ikebana/rules":    {ImportPath: m + "/ui/ikebana/rules"},
			m + "/ui/ikebana/tutorial": {ImportPath: m + "/ui/ikebana/tutorial"},
			m + "/ui/kit":              {ImportPath: m + "/ui/kit"},
			m + "/ui":                  {ImportPath: m + "/ui"},
			m + "/engine/koikoi/names": {ImportPath: m + "/engine/koikoi/names"},
			m + "/store":               {ImportPath: m + "/store"},
			m:                          {ImportPath: m},
			m + "/server/protocol":     {ImportPath: m + "/server/protocol"},
			m + "/server/game":         {ImportPath: m + "/server/game"},
			m + "/server/client":       {ImportPath: m + "/server/client"},
			m + "/server/hub":          {ImportPath: m + "/server/hub"},
			m + "/online":              {ImportPath: m + "/online"},
			m + "/ui/online":           {ImportPath: m + "/ui/online"},
		}
		for from, to := range edges {
			p := pkgs[m+from]
			for _, d := range to {
				if strings.HasPrefix(d, "/") { // the module's own
					d = m + d
				}
				p.Imports = append(p.Imports, d)
				p.Deps = append(p.Deps, d)
			}
			pkgs[m+from] = p
		}
		return pkgs
	}
	good := graph(map[string][]string{
		"/engine/koikoi":       {"fmt", "/internal/splitmix"},
		"/engine/koikoi/names": {"/engine/koikoi"},
		"/ui/koikoi":           {"/engine/koikoi", "/ui/kit", "/i18n", "fyne.io/fyne/v2"},
		"/ui/ikebana":          {"/engine/ikebana", "/ui/kit", "/ui/ikebana/rules", "/ui/ikebana/tutorial"},
		"/ui/ikebana/rules":    {"/engine/ikebana", "/ui/kit"},
		"/ui/ikebana/tutorial": {"/engine/ikebana", "/ui/ikebana/rules"},
		"/ui/kit":              {"fyne.io/fyne/v2"},
		"/store":               {"/engine/koikoi", "/engine/ikebana"},
		"/server/protocol":     {"encoding/json"},
		"/server/game":         {"/server/protocol", "/engine/koikoi", "/engine/ikebana/ai"},
		"/server/hub":          {"/server/game", "/server/protocol"},
		"/server/client":       {"/server/protocol"},
		"/online":              {"/server/client", "/server/protocol", "/engine/match"},
		"/ui/online":           {"/online", "/ui/kit"},
		"/ui":                  {"/ui/koikoi", "/ui/ikebana", "/ui/online", "/ui/kit"},
	})
	// The screens reach the other game's engine only through the store
	// both share.
	p := good[m+"/ui/koikoi"]
	p.Deps = append(p.Deps, m+"/store", m+"/engine/ikebana")
	good[m+"/ui/koikoi"] = p
	if b := Layers(m, good); len(b) != 0 {
		t.Errorf("a module on its layers: %v", b)
	}
	for _, c := range []struct {
		from, to, says string
	}{
		{"/engine/koikoi", "fyne.io/fyne/v2", "engine package"},
		{"/engine/koikoi/names", "/i18n", "engine package"},
		{"/engine/koikoi", "/engine/ikebana", "the two games"},
		{"/engine/ikebana/ai", "/engine/koikoi", "the two games"},
		{"/ui/koikoi", "/ui/ikebana", "the two games"},
		{"/ui/ikebana", "/engine/koikoi", "the two games"},
		{"/ui/kit", "/engine/koikoi", "ui/kit"},
		{"/ui/kit", "/ui/ikebana", "ui/kit"},
		{"/server/protocol", "/server/game", "wire format"},
		{"/server/protocol", "/engine/ikebana/ai", "wire format"},
		{"/server/client", "/server/game", "server/game"},
		{"/online", "/server/game", "server/game"},
		{"/ui/online", "/server/game", "server/game"},
		{"", "/server/game", "server/game"},
		{"/ui/koikoi", "/online", "online/"},
		{"/ui/ikebana", "/online", "online/"},
		{"/ui/online", "/ui/koikoi", "Host"},
		{"/ui/online", "/ui/ikebana", "Host"},
		{"/ui/online", "/engine/ikebana/ai", "Host"},
		{"/ui/koikoi/rules", "/ui/koikoi", "table package"},
		{"/ui/ikebana/tutorial", "/ui/ikebana", "table package"},
		{"/ui/ikebana/rules", "/ui/koikoi/rules", "the two games"},
	} {
		b := Layers(m, graph(map[string][]string{c.from: {c.to}}))
		if len(b) != 1 || !strings.Contains(b[0], c.says) || !slices.ContainsFunc(b, func(s string) bool { return strings.Contains(s, c.to) }) {
			t.Errorf("%s → %s: %v; want one breach saying %q", c.from, c.to, b, c.says)
		}
	}
}
