package kit

import (
	"time"

	"fyne.io/fyne/v2"
)

// Beat is one animated beat of a sequence. Begin runs when the beat starts
// and returns what moves during it (nothing: a pause, or an instant
// change); Done runs once everything is in place. Frame, when set, runs
// at every frame of the beat with its fraction, 0 to 1, after the movers:
// what changes without moving (a counter rolling, a highlight fading).
type Beat struct {
	Duration time.Duration
	Begin    func() []*Mover
	Frame    func(f float32)
	Done     func()
}

// Sequencer plays steps one after the other, each as one Fyne animation,
// so that a player sees every step. Speed scales every duration (0: no
// animation, every step happens at once). In Manual mode no animation
// runs: the caller (a test) drives the current step with Tick.
type Sequencer struct {
	Speed  float32
	Manual bool
	// OnIdle runs when the last queued step is done.
	OnIdle func()
	// OnFrames, when set, learns after each animated step how many frames
	// it was drawn in, how long it took and how many objects moved: the
	// frame rate, measured.
	OnFrames func(frames int, took time.Duration, moving int)
	// OnPanic runs after a step panicked (Guard reported it and the
	// queued steps were dropped): the table shows the match as it stands.
	OnPanic func()

	queue  []Beat
	cur    *Beat
	movers []*Mover
	anim   *fyne.Animation
	frac   float32
	frames int
	began  time.Time
	inDone bool // a Done callback is running: steps it adds wait their turn
}

// Add queues steps and starts the first if the sequencer was idle.
func (s *Sequencer) Add(steps ...Beat) {
	s.queue = append(s.queue, steps...)
	if s.cur == nil && !s.inDone {
		s.guard(s.next)
	}
}

// Busy reports whether a step is running or waiting.
func (s *Sequencer) Busy() bool { return s.cur != nil || len(s.queue) > 0 }

// Duration returns how long the current beat lasts at the sequencer's
// speed (0 when none runs): a test adds them up to measure the pace
// without a clock.
func (s *Sequencer) Duration() time.Duration {
	if s.cur == nil {
		return 0
	}
	return time.Duration(float32(s.cur.Duration) * s.Speed)
}

// Fraction returns how far the current step is, 0 to 1.
func (s *Sequencer) Fraction() float32 { return s.frac }

// Tick shows the current step at fraction f; f >= 1 ends it and begins
// the next. The running animation calls it each frame; tests call it in
// Manual mode.
func (s *Sequencer) Tick(f float32) { s.guard(func() { s.tick(f) }) }

// tick is Tick, unguarded.
func (s *Sequencer) tick(f float32) {
	if s.cur == nil {
		return
	}
	s.frac = f
	s.frames++
	for _, m := range s.movers {
		m.Tick(f)
	}
	if s.cur.Frame != nil {
		s.cur.Frame(f)
	}
	if f >= 1 {
		s.end()
	}
}

// Finish plays every queued step to its end at once (leaving the table,
// or a test that only wants the outcome).
func (s *Sequencer) Finish() {
	for s.cur != nil {
		if s.anim != nil {
			s.anim.Stop()
			s.anim = nil
		}
		s.Tick(1)
	}
}

// Stop drops the queued steps without running them; the current one
// stays where it is.
func (s *Sequencer) Stop() {
	if s.anim != nil {
		s.anim.Stop()
		s.anim = nil
	}
	s.queue, s.cur, s.movers = nil, nil, nil
}

// guard runs f, a step's callbacks: a panic is reported (Guard), the
// steps dropped, and OnPanic runs.
func (s *Sequencer) guard(f func()) {
	Guard("kit: an animated step", f, func() {
		s.inDone = false
		s.Stop()
		if s.OnPanic != nil {
			s.OnPanic()
		}
	})
}

func (s *Sequencer) next() {
	for len(s.queue) > 0 {
		st := s.queue[0]
		s.queue = s.queue[1:]
		s.cur = &st
		s.frac = 0
		s.movers = nil
		if st.Begin != nil {
			s.movers = st.Begin()
		}
		d := time.Duration(float32(st.Duration) * s.Speed)
		if d <= 0 {
			for _, m := range s.movers {
				m.Tick(1)
			}
			if st.Frame != nil {
				st.Frame(1)
			}
			s.finishStep()
			continue
		}
		for _, m := range s.movers {
			m.Tick(0)
		}
		if st.Frame != nil {
			st.Frame(0)
		}
		if s.Manual {
			return
		}
		s.frames, s.began = 0, time.Now()
		s.anim = fyne.NewAnimation(d, s.Tick)
		s.anim.Curve = fyne.AnimationLinear
		s.anim.Start()
		return
	}
	if s.OnIdle != nil {
		s.OnIdle()
	}
}

func (s *Sequencer) end() {
	if s.anim != nil && s.OnFrames != nil {
		s.OnFrames(s.frames, time.Since(s.began), len(s.movers))
	}
	s.anim = nil
	s.finishStep()
	if s.cur == nil {
		s.next()
	}
}

// finishStep runs the current step's Done and clears it.
func (s *Sequencer) finishStep() {
	st := s.cur
	s.cur, s.movers = nil, nil
	if st.Done != nil {
		s.inDone = true
		st.Done()
		s.inDone = false
	}
}
