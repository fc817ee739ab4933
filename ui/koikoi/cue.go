package koikoi

import "github.com/koikoi-app/koikoi/ui/sound"

// cue plays effect e for a moment of the game named by key, once: the
// screens are rebuilt on every change, and a moment rebuilt (a hint
// arriving, a return from the settings) must not sound again.
func (a *App) cue(key string, e sound.Effect) {
	if a.lastCue == key {
		return
	}
	a.lastCue = key
	a.h.Play(e)
}
