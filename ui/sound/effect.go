package sound

import (
	"encoding/binary"
	"math"
	"sync"
)

// Effect is one of the app's sound effects.
type Effect uint8

// The effects.
const (
	CardDown Effect = iota // a card laid on the table
	Capture                // cards taken to the captures
	Yaku                   // a yaku made: a bright chime
	KoiKoi                 // a Koi-Koi call: two rising knocks and a bell
	Win                    // the player wins: a rising pentatonic phrase
	Lose                   // the player loses: two soft falling tones
	// NumEffects is the number of effects.
	NumEffects
)

var effectNames = [NumEffects]string{"card-down", "capture", "yaku", "koikoi", "win", "lose"}

// String returns the effect's name, such as "card-down".
func (e Effect) String() string {
	if e < NumEffects {
		return effectNames[e]
	}
	return "effect?"
}

// The format of the samples: mono, signed 16-bit little-endian.
const (
	SampleRate = 44100
	Channels   = 1
)

var (
	pcmOnce  [NumEffects]sync.Once
	pcmCache [NumEffects][]byte
)

// PCM returns the effect's samples in the package's format, made on first
// use and shared after (callers must not change them). An unknown effect
// has none.
func (e Effect) PCM() []byte {
	if e >= NumEffects {
		return nil
	}
	pcmOnce[e].Do(func() { pcmCache[e] = encode(synth(e)) })
	return pcmCache[e]
}

// note is a decaying tone: a frequency, a start and a length in seconds, a
// loudness, and the weights of its partials (1, 2, 3... times the
// frequency; a bell's are spread, a knock's die fast).
type note struct {
	freq, at, length, gain float64
	partials               []float64
	decay                  float64 // exponential decay rate, per second
}

// knock is a short filtered-noise burst over a low thump: a card on felt.
type knock struct {
	at, gain, pitch float64
}

// score is what an effect plays.
type score struct {
	length float64
	notes  []note
	knocks []knock
}

var bell = []float64{1, 0.45, 0.22, 0.1}
var soft = []float64{1, 0.2}

// scores gives each effect its notes.
var scores = [NumEffects]score{
	CardDown: {length: 0.12, knocks: []knock{{0, 0.8, 150}}},
	Capture:  {length: 0.22, knocks: []knock{{0, 0.6, 170}, {0.075, 0.75, 210}}},
	Yaku: {length: 0.9, notes: []note{
		{659.3, 0, 0.6, 0.32, bell, 5}, {830.6, 0.09, 0.6, 0.3, bell, 5}, {987.8, 0.18, 0.7, 0.3, bell, 4},
	}},
	KoiKoi: {length: 0.8, knocks: []knock{{0, 0.7, 180}, {0.14, 0.8, 240}},
		notes: []note{{1174.7, 0.28, 0.5, 0.28, bell, 5}}},
	Win: {length: 1.4, notes: []note{
		{523.3, 0, 0.5, 0.26, bell, 4}, {587.3, 0.12, 0.5, 0.26, bell, 4}, {659.3, 0.24, 0.5, 0.27, bell, 4},
		{784.0, 0.36, 0.5, 0.28, bell, 4}, {1046.5, 0.5, 0.9, 0.3, bell, 3},
	}},
	Lose: {length: 1.1, notes: []note{
		{392.0, 0, 0.6, 0.3, soft, 3}, {311.1, 0.35, 0.75, 0.3, soft, 3},
	}},
}

// synth renders an effect as samples in [-1, 1].
func synth(e Effect) []float64 {
	sc := scores[e]
	out := make([]float64, int(sc.length*SampleRate))
	for _, n := range sc.notes {
		start, end := int(n.at*SampleRate), min(len(out), int((n.at+n.length)*SampleRate))
		for i := start; i < end; i++ {
			t := float64(i-start) / SampleRate
			env := n.gain * math.Exp(-n.decay*t) * fade(t, n.length, 0.004, 0.05)
			v := 0.0
			for k, w := range n.partials {
				v += w * math.Sin(2*math.Pi*n.freq*float64(k+1)*t)
			}
			out[i] += env * v
		}
	}
	for _, k := range sc.knocks {
		// A deterministic noise (xorshift) through a one-pole low-pass,
		// over a falling sine thump.
		x := uint32(0x9e3779b9)
		lp := 0.0
		start := int(k.at * SampleRate)
		const length = 0.09
		for i := start; i < min(len(out), start+int(length*SampleRate)); i++ {
			t := float64(i-start) / SampleRate
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			noise := float64(x)/float64(math.MaxUint32)*2 - 1
			lp += 0.25 * (noise - lp)
			thump := math.Sin(2 * math.Pi * k.pitch * t * (1 - 2*t))
			env := k.gain * math.Exp(-45*t) * fade(t, length, 0.001, 0.02)
			out[i] += env * (0.55*lp + 0.6*thump)
		}
	}
	return out
}

// fade ramps a sound of the given length in over attack and out over
// release seconds, so that it starts and stops without a click.
func fade(t, length, attack, release float64) float64 {
	switch {
	case t < attack:
		return t / attack
	case t > length-release:
		return max(0, (length-t)/release)
	}
	return 1
}

// encode turns samples in [-1, 1] into signed 16-bit little-endian PCM,
// clipping what lies beyond.
func encode(s []float64) []byte {
	b := make([]byte, 2*len(s))
	for i, v := range s {
		v = max(-1, min(1, v))
		binary.LittleEndian.PutUint16(b[2*i:], uint16(int16(math.Round(v*math.MaxInt16))))
	}
	return b
}
