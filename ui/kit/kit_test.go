package kit

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// TestRaiseKeepsOrder: raised objects go on top in the order they had.
func TestRaiseKeepsOrder(t *testing.T) {
	test.NewTempApp(t)
	l := NewLayer()
	objs := make([]fyne.CanvasObject, 5)
	for i := range objs {
		objs[i] = canvas.NewRectangle(nil)
		l.Add(objs[i])
	}
	l.Raise(objs[3], objs[1])
	want := []fyne.CanvasObject{objs[0], objs[2], objs[4], objs[1], objs[3]}
	for i, o := range l.Box.Objects {
		if o != want[i] {
			t.Fatalf("order after Raise: object %d is not the expected one", i)
		}
	}
}

// TestMoverEases: a mover starts and ends where it should, passes the
// middle at half time, and turns its card over once.
func TestMoverEases(t *testing.T) {
	test.NewTempApp(t)
	r := canvas.NewRectangle(nil)
	from := Rect{fyne.NewPos(0, 0), fyne.NewSize(10, 15)}
	to := Rect{fyne.NewPos(100, 50), fyne.NewSize(20, 30)}
	flips := 0
	m := &Mover{Obj: r, From: from, To: to, OnHalf: func() { flips++ }}
	for _, tc := range []struct {
		f    float32
		want Rect
	}{{0, from}, {0.5, from.Lerp(to, 0.5)}, {1, to}} {
		m.Tick(tc.f)
		if got := RectOf(r); got != tc.want {
			t.Errorf("Tick(%v): at %v; want %v", tc.f, got, tc.want)
		}
	}
	if flips != 1 {
		t.Errorf("turned over %d times; want once", flips)
	}
	d := &Mover{Obj: r, From: from, To: to, Start: 0.5, End: 1}
	d.Tick(0.25)
	if got := RectOf(r); got != from {
		t.Errorf("a delayed mover moved before its start: %v", got)
	}
}

// TestSequencer: steps run one after the other; instant when Speed is 0.
func TestSequencer(t *testing.T) {
	var log []string
	step := func(name string) Beat {
		return Beat{Duration: 100, Begin: func() []*Mover { log = append(log, "begin "+name); return nil },
			Done: func() { log = append(log, "done "+name) }}
	}
	s := &Sequencer{Speed: 1, Manual: true}
	idle := 0
	s.OnIdle = func() { idle++ }
	s.Add(step("a"), step("b"))
	if !s.Busy() || len(log) != 1 {
		t.Fatalf("after Add: busy %v, log %v; want a begun", s.Busy(), log)
	}
	s.Tick(0.5)
	s.Tick(1)
	if len(log) != 3 || log[2] != "begin b" {
		t.Fatalf("after a: log %v", log)
	}
	s.Finish()
	if s.Busy() || idle != 1 || log[3] != "done b" {
		t.Errorf("after Finish: busy %v, idle %d, log %v", s.Busy(), idle, log)
	}
	log = nil
	off := &Sequencer{}
	off.Add(step("c"), step("d"))
	if off.Busy() || len(log) != 4 {
		t.Errorf("speed 0: busy %v, log %v; want both steps done at once", off.Busy(), log)
	}
}

// TestStepFrame: a step's Frame sees every fraction, from 0 at its start
// to 1 at its end, and 1 alone when the step happens at once.
func TestStepFrame(t *testing.T) {
	var seen []float32
	step := Beat{Duration: 100, Frame: func(f float32) { seen = append(seen, f) }}
	s := &Sequencer{Speed: 1, Manual: true}
	s.Add(step)
	s.Tick(0.25)
	s.Tick(1)
	if want := []float32{0, 0.25, 1}; !slices.Equal(seen, want) {
		t.Errorf("animated: frames %v, want %v", seen, want)
	}
	seen = nil
	(&Sequencer{}).Add(step)
	if want := []float32{1}; !slices.Equal(seen, want) {
		t.Errorf("speed 0: frames %v, want %v", seen, want)
	}
}

// TestPicturesCache: a picture is drawn once per key and size, with room
// for its shadow.
func TestPicturesCache(t *testing.T) {
	draws := 0
	p := &Pictures{Shadow: 2, Draw: func(key any, w, h int) image.Image {
		draws++
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
		return img
	}}
	a := p.Get("x", 40, 60, 1)
	b := p.Get("x", 40, 60, 1)
	if a != b || draws != 1 {
		t.Errorf("%d draws for the same picture; want 1", draws)
	}
	if got := a.Bounds().Size(); got.X != 40 || got.Y != 60 {
		t.Errorf("picture %v; want 40×60", got)
	}
	if _, _, _, al := a.At(39, 59).RGBA(); al == 0 {
		t.Error("no shadow at the lower right corner")
	}
	p.Get("x", 80, 120, 2)
	if draws != 2 {
		t.Errorf("%d draws after a new size; want 2", draws)
	}
}
