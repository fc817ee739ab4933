package online

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// errTimeout: the server did not answer in time (every wait of the
// screens is bounded).
var errTimeout = errors.New("online: no answer in time")

// errCode: an invite code that cannot be one (checked before asking).
var errCode = errors.New("online: not an invite code")

// errClosed: the table was closed while the player waited.
var errClosed = errors.New("online: the table was closed")

// errReplaced: the connection being made was dropped because the
// device's identity or server changed meanwhile (Close was called); the
// next connect uses the new ones.
var errReplaced = errors.New("online: the connection was replaced")

// errorIDs gives the one sentence of each error the player may meet,
// first match first.
var errorIDs = []struct {
	err error
	id  string
}{
	{errTimeout, "online.error.timeout"},
	{context.DeadlineExceeded, "online.error.timeout"},
	{errCode, "online.error.code"},
	{errClosed, "online.error.closed"},
	{errRecord, "online.error.record"},
	{core.ErrBadAddress, "online.error.address"},
	{core.ErrNoServer, "online.error.noserver"},
	{core.ErrConnectionLost, "online.error.noserver"},
	{core.ErrVersion, "online.error.version"},
	{core.ErrFull, "online.error.full"},
	{core.ErrNotFound, "online.error.notfound"},
	{core.ErrLimit, "online.error.limit"},
	{core.ErrUnavailable, "online.error.busy"},
	{core.ErrRateLimited, "online.error.busy"},
}

// errorID returns the message id of the sentence that tells err.
func errorID(err error) string {
	for _, e := range errorIDs {
		if errors.Is(err, e.err) {
			return e.id
		}
	}
	return "online.error.other"
}

// ErrorView is the error screen's controls, for tests.
type ErrorView struct {
	Message  *widget.Label
	Back     *widget.Button
	Settings *widget.Button // only for a wrong address
}

// showError shows err in one sentence with a way back (and, for a wrong
// address, to the settings where it is set). The back key goes back too.
func (a *App) showError(err error, back func()) {
	fyne.LogError("online", err)
	a.h.Show(func() fyne.CanvasObject {
		v := &ErrorView{Message: kit.Para(a.T(errorID(err)))}
		v.Message.Alignment = fyne.TextAlignCenter
		v.Message.Importance = widget.WarningImportance
		v.Back = widget.NewButtonWithIcon(a.T("online.error.back"), theme.NavigateBackIcon(), back)
		v.Back.Importance = widget.HighImportance
		buttons := container.NewVBox(kit.Tall(v.Back))
		if errors.Is(err, core.ErrBadAddress) && a.h.ShowSettings != nil {
			v.Settings = widget.NewButtonWithIcon(a.T("ui.home.settings"), theme.SettingsIcon(), func() {
				a.h.ShowSettings(back)
			})
			buttons.Add(kit.Tall(v.Settings))
		}
		a.View.Error = v
		return a.screen("", container.NewVBox(container.NewPadded(v.Message)), buttons, back)
	})
}
