package layertest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"sort"
	"strings"
)

// Package is a package as the layer rules see it: its path, the packages
// it imports and every package it depends on, directly or not (its tests
// aside).
type Package struct {
	ImportPath string
	Standard   bool
	Imports    []string
	Deps       []string
}

// List returns the packages of the module in dir and everything they
// depend on, as `go list -deps` sees them.
func List(dir string) (map[string]Package, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=ImportPath,Standard,Imports,Deps", "./...")
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go list: %v: %s", err, errb.String())
	}
	pkgs := map[string]Package{}
	for dec := json.NewDecoder(&out); ; {
		var p Package
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		pkgs[p.ImportPath] = p
	}
	return pkgs, nil
}

// Layers checks the module's layers (module is its path) and describes
// each breach:
//   - engine/... depends on nothing but the standard library, engine/...
//     and internal/...;
//   - the two games never import each other: no package of one game's
//     trees (engine/koikoi, ui/koikoi; engine/ikebana, ui/ikebana) imports
//     one of the other's, and neither engine nor screens depend on the
//     other game's, even through another package;
//   - ui/kit, below both games' screens, depends on neither game;
//   - server/protocol, the wire format, depends on nothing of the module;
//   - the app (the module's root), online/..., ui/... and server/client
//     (the client the app speaks through) never depend on server/game,
//     the server's adapters of the games (and through it both computer
//     players);
//   - a game's screens (ui/koikoi, ui/ikebana) never depend on online/...:
//     an online table reaches them as an engine/match.Match;
//   - ui/online depends on neither game's screens and imports neither
//     game's engine: it gets each game's options form and rules line
//     through its Host;
//   - a game's rules page and tutorial (ui/<game>/rules, ui/<game>/tutorial)
//     never depend on the game's table package (ui/<game>), which shows
//     them: it gives them what they draw through an interface (and, as
//     every package of a game, never on the other game).
//
// A game's screens may depend on the other game's engine through a
// package both share (the store keeps both games' saves).
func Layers(module string, pkgs map[string]Package) []string {
	in := func(path string, trees ...string) bool {
		for _, t := range trees {
			t = module + "/" + t
			if path == t || strings.HasPrefix(path, t+"/") {
				return true
			}
		}
		return false
	}
	koikoi := []string{"engine/koikoi", "ui/koikoi"}
	ikebana := []string{"engine/ikebana", "ui/ikebana"}
	// across reports whether a package of one game's trees and one of the
	// other's meet.
	across := func(a, b string) bool {
		return in(a, koikoi...) && in(b, ikebana...) || in(a, ikebana...) && in(b, koikoi...)
	}
	// sameLayer reports whether a and b are both engines or both screens.
	sameLayer := func(a, b string) bool {
		return in(a, "engine") && in(b, "engine") || in(a, "ui") && in(b, "ui")
	}
	var out []string
	for _, p := range pkgs {
		if p.Standard || p.ImportPath != module && !strings.HasPrefix(p.ImportPath, module+"/") {
			continue // the standard library and other modules have their own rules
		}
		for _, d := range p.Deps {
			dep, ok := pkgs[d]
			std := ok && dep.Standard || !ok && !strings.Contains(strings.Split(d, "/")[0], ".")
			var why string
			switch {
			case in(p.ImportPath, "engine") && !std && !in(d, "engine", "internal"):
				why = "an engine package may use only the standard library, engine/ and internal/"
			case across(p.ImportPath, d) && (sameLayer(p.ImportPath, d) || slices.Contains(p.Imports, d)):
				why = "the two games may not use each other"
			case in(p.ImportPath, "ui/kit") && in(d, append(koikoi, ikebana...)...):
				why = "ui/kit, below both games, may not use a game"
			case in(p.ImportPath, "server/protocol") && (d == module || strings.HasPrefix(d, module+"/")):
				why = "server/protocol, the wire format, may use nothing of the module"
			case (p.ImportPath == module || in(p.ImportPath, "online", "ui", "server/client")) && in(d, "server/game"):
				why = "the app, online/, ui/ and server/client may not use server/game (the server's games and their computer players)"
			case in(p.ImportPath, "ui/koikoi", "ui/ikebana") && in(d, "online"):
				why = "a game's screens may not use online/: an online table reaches them as a match"
			case in(p.ImportPath, "ui/online") && (in(d, "ui/koikoi", "ui/ikebana") || slices.Contains(p.Imports, d) && in(d, "engine/koikoi", "engine/ikebana")):
				why = "ui/online may not use a game's screens nor import its engine: it reaches each game through its Host"
			case in(p.ImportPath, "ui/koikoi/rules", "ui/koikoi/tutorial", "ui/ikebana/rules", "ui/ikebana/tutorial") &&
				(d == module+"/ui/koikoi" || d == module+"/ui/ikebana"):
				why = "a game's rules and tutorial packages may not use its table package (ui/<game>): it shows them, and gives them what they draw"
			default:
				continue
			}
			out = append(out, fmt.Sprintf("%s depends on %s: %s", p.ImportPath, d, why))
		}
	}
	sort.Strings(out)
	return out
}
