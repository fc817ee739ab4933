package online

import (
	"context"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// BlocksView is the blocked players' screen's controls, for tests.
type BlocksView struct {
	// Lines name the players blocked, the newest first, each with its
	// Unblock button; Message says the list is being asked, empty, or the
	// error.
	Lines    []*widget.Label
	Unblocks []*widget.Button
	Message  *widget.Label
}

// showBlocks shows the players the player blocks, each with Unblock.
func (a *App) showBlocks(back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.blocksScreen(back) })
}

func (a *App) blocksScreen(back func()) fyne.CanvasObject {
	v := &BlocksView{Message: note(a.T("online.board.loading"))}
	a.View.Blocks = v
	list := container.NewVBox()
	body := container.NewVBox(note(a.T("online.blocks.desc")), widget.NewSeparator(), v.Message, list)
	a.listBlocks(v, body, list)
	return a.screen(a.T("online.blocks.title"), body, nil, back)
}

// listBlocks asks for the players blocked and lists them.
func (a *App) listBlocks(v *BlocksView, body, list *fyne.Container) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var bs []core.BlockedEntry
		s, err := a.connect(ctx)
		if err == nil {
			bs, err = s.Blocks(ctx)
		}
		a.post(func() {
			list.Objects = nil
			v.Lines, v.Unblocks = nil, nil
			switch {
			case err != nil:
				v.Message.SetText(a.T(errorID(err)))
				v.Message.Show()
			case len(bs) == 0:
				v.Message.SetText(a.T("online.blocks.none"))
				v.Message.Show()
			default:
				v.Message.Hide()
			}
			for _, e := range bs {
				line := kit.Para(a.T("online.blocks.line", map[string]any{"Name": e.Name, "Day": time.UnixMilli(e.Since).Local().Format("2006-01-02")}))
				unblock := widget.NewButtonWithIcon(a.T("online.blocks.unblock"), theme.ContentUndoIcon(), nil)
				unblock.OnTapped = func() { a.unblock(v, body, list, unblock, e.ID) }
				v.Lines, v.Unblocks = append(v.Lines, line), append(v.Unblocks, unblock)
				list.Add(container.NewBorder(nil, nil, nil, kit.Tall(unblock), line))
			}
			body.Refresh()
		})
	}()
}

// unblock lifts a block, then lists the players blocked again.
func (a *App) unblock(v *BlocksView, body, list *fyne.Container, b *widget.Button, id string) {
	b.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = s.Unblock(ctx, id)
		}
		a.post(func() {
			if err != nil {
				b.Enable()
				v.Message.SetText(a.T(errorID(err)))
				v.Message.Show()
				body.Refresh()
				return
			}
			a.listBlocks(v, body, list)
		})
	}()
}
