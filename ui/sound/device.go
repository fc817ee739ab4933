package sound

import (
	"bytes"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// device is the system's audio output, opened with oto on first use. Where
// no output can be opened (no sound card, a sandbox) it stays silent.
type device struct {
	mu      sync.Mutex
	ctx     *oto.Context // set once the output is ready
	opening bool
	playing []*oto.Player // kept until they finish
}

// NewDevice returns the system's audio output. Nothing is opened until the
// first sound plays.
func NewDevice() Output { return &device{} }

// Play starts the samples on the device and returns at once. The sounds
// played while the output is still opening (the first one; in a browser,
// those before the player's first touch) are skipped.
func (d *device) Play(pcm []byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.ctx == nil {
		d.open()
		return
	}
	live := d.playing[:0]
	for _, p := range d.playing {
		if p.IsPlaying() {
			live = append(live, p)
		}
	}
	p := d.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	d.playing = append(live, p)
}

// open starts opening the output, once, without waiting for it: a browser
// readies it only after a user gesture, and the UI must not wait.
func (d *device) open() {
	if d.opening {
		return
	}
	d.opening = true
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate: SampleRate, ChannelCount: Channels, Format: oto.FormatSignedInt16LE,
		BufferSize: 40 * time.Millisecond,
	})
	if err != nil {
		return // no output: stay silent
	}
	go func() {
		<-ready
		d.mu.Lock()
		d.ctx = ctx
		d.mu.Unlock()
	}()
}
