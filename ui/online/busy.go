package online

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// BusyView is the screen shown while the server is asked, for tests.
type BusyView struct {
	Message *widget.Label
	Cancel  *widget.Button
}

// wait shows msg with Cancel while work asks the server, off the UI
// goroutine, within a.askWait (connecting first when needed, within
// a.connectWait). On success the function work returns runs on the UI
// goroutine; an error shows its sentence with a way back. Cancel (or the
// back key) stops waiting and goes back: nothing hangs.
func (a *App) wait(msg string, back func(), work func(ctx context.Context) (func(), error)) {
	ctx, cancel := context.WithCancel(context.Background())
	done := false
	leave := func() {
		if !done {
			done = true
			cancel()
			back()
		}
	}
	a.h.Show(func() fyne.CanvasObject {
		v := &BusyView{Message: kit.Para(msg), Cancel: widget.NewButton(a.T("online.quick.cancel"), leave)}
		v.Message.Alignment = fyne.TextAlignCenter
		a.View.Busy = v
		bar := widget.NewProgressBarInfinite()
		return a.screen("", container.NewVBox(v.Message, bar), kit.Tall(v.Cancel), leave)
	})
	go func() {
		defer cancel()
		ctx, stop := context.WithTimeout(ctx, a.connectWait+a.askWait)
		defer stop()
		next, err := work(ctx)
		a.post(func() {
			if done {
				return // cancelled: the player went back
			}
			done = true
			switch {
			case err == nil:
				next()
			case errors.Is(err, context.Canceled):
			default:
				if errors.Is(err, context.DeadlineExceeded) {
					err = errTimeout
				}
				a.showError(err, back)
			}
		})
	}()
}

// ask is wait for a request to the server: it connects first if need be
// (within a.connectWait), then gives work the Session and a.askWait for its
// answer. msg (Connecting...) shows only when there is no connection yet.
func (a *App) ask(msg string, back func(), work func(ctx context.Context, s *core.Session) (func(), error)) {
	if a.Connected() {
		msg = ""
	}
	a.wait(msg, back, func(ctx context.Context) (func(), error) {
		s, err := a.connect(ctx)
		if err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(ctx, a.askWait)
		defer cancel()
		return work(ctx, s)
	})
}

// current returns the Session, or nil before the first connection.
func (a *App) current() *core.Session {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.session
}
