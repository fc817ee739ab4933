package sound

import (
	"encoding/binary"
	"math"
	"testing"
)

// samples decodes PCM into int16 samples.
func samples(pcm []byte) []int16 {
	s := make([]int16, len(pcm)/2)
	for i := range s {
		s[i] = int16(binary.LittleEndian.Uint16(pcm[2*i:]))
	}
	return s
}

// TestEffects checks every effect: a sensible length, loud enough to hear,
// never clipped, starting and ending in silence (no click), and each
// different from the others.
func TestEffects(t *testing.T) {
	seen := map[string]Effect{}
	for e := Effect(0); e < NumEffects; e++ {
		t.Run(e.String(), func(t *testing.T) {
			s := samples(e.PCM())
			secs := float64(len(s)) / SampleRate
			if secs < 0.05 || secs > 2 {
				t.Errorf("%v lasts %.2f s; want 0.05 to 2", e, secs)
			}
			peak := 0
			for _, v := range s {
				peak = max(peak, int(math.Abs(float64(v))))
			}
			if peak < math.MaxInt16/5 || peak >= math.MaxInt16 {
				t.Errorf("%v peaks at %d; want between a fifth of full scale and below clipping", e, peak)
			}
			for _, edge := range []int16{s[0], s[len(s)-1]} {
				if math.Abs(float64(edge)) > 300 {
					t.Errorf("%v starts or ends at %d: a click", e, edge)
				}
			}
			key := string(e.PCM())
			if other, dup := seen[key]; dup {
				t.Errorf("%v sounds the same as %v", e, other)
			}
			seen[key] = e
		})
	}
	if Effect(NumEffects).PCM() != nil {
		t.Error("an unknown effect has samples")
	}
}

// recorder is an Output that remembers what it was given.
type recorder struct{ played [][]byte }

func (r *recorder) Play(pcm []byte) { r.played = append(r.played, pcm) }

func TestPlayer(t *testing.T) {
	rec := &recorder{}
	p := NewPlayer(rec)
	if !p.Enabled() {
		t.Fatal("a new player is off")
	}
	p.Play(Capture)
	p.SetEnabled(false)
	p.Play(Win)
	p.SetEnabled(true)
	p.Play(KoiKoi)
	p.Play(NumEffects) // unknown: nothing
	if len(rec.played) != 2 || string(rec.played[0]) != string(Capture.PCM()) || string(rec.played[1]) != string(KoiKoi.PCM()) {
		t.Errorf("played %d sounds; want Capture then KoiKoi, nothing while off", len(rec.played))
	}
	var none *Player
	none.Play(Win) // a nil player is silent, not a crash
	NewPlayer(nil).Play(Win)
}

func BenchmarkSynth(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for e := Effect(0); e < NumEffects; e++ {
			encode(synth(e))
		}
	}
}
