package koikoi

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/assets"
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

var (
	artMu    sync.Mutex
	artCache = map[string]fyne.Resource{}
)

// cardResource returns the picture of card c (with or without its corner
// label), or of the back for koikoi.NoCard. Resources are made once.
func cardResource(c koikoi.Card, labels bool) fyne.Resource {
	key := "back"
	if c.Valid() {
		key = c.String()
		if !labels {
			key += "-plain"
		}
	}
	artMu.Lock()
	defer artMu.Unlock()
	if r, ok := artCache[key]; ok {
		return r
	}
	var b []byte
	var err error
	switch {
	case !c.Valid():
		b = assets.BackSVG()
	case labels:
		b, err = assets.CardSVG(c.String())
	default:
		b, err = assets.CardSVGPlain(c.String())
	}
	if err != nil || len(b) == 0 {
		return theme.QuestionIcon()
	}
	r := fyne.NewStaticResource(key+".svg", b)
	artCache[key] = r
	return r
}
