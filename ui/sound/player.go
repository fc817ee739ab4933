package sound

import "sync/atomic"

// Output plays PCM samples in the package's format. Play must not block
// the caller for long: an effect may be played from a UI callback.
type Output interface {
	Play(pcm []byte)
}

// Player plays effects on an Output unless it is switched off. It is safe
// for concurrent use; a nil Player plays nothing.
type Player struct {
	out Output
	off atomic.Bool
}

// NewPlayer returns a Player on out, switched on. A nil out plays nothing.
func NewPlayer(out Output) *Player { return &Player{out: out} }

// Play plays effect e, unless the player is off.
func (p *Player) Play(e Effect) {
	if p == nil || p.out == nil || p.off.Load() || e >= NumEffects {
		return
	}
	p.out.Play(e.PCM())
}

// SetEnabled switches the sounds on or off (the player's setting).
func (p *Player) SetEnabled(on bool) {
	if p != nil {
		p.off.Store(!on)
	}
}

// Enabled reports whether the sounds are on.
func (p *Player) Enabled() bool { return p != nil && !p.off.Load() }
