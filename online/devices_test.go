package online_test

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
)

// TestLink: a second device links with Aki's code, is Aki there (her
// table in its welcome, her name), lists itself among her devices, and
// once unlinked is no one; a spent code is refused.
func TestLink(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, 20*time.Second)
	a, _, ta, _ := twoAtTable(t, srv)
	lc, err := a.LinkCode(ctx)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := online.Link(ctx, srv.url(), lc.Code)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := online.Link(ctx, srv.url(), lc.Code); !errors.Is(err, online.ErrNotFound) {
		t.Errorf("Link(spent code) = %v; want ErrNotFound", err)
	}
	phone, _ := connectAs(t, srv, secret, "")
	w := phone.Welcome()
	if w.Player != a.Welcome().Player || phone.Name() != "Aki" || len(w.Tables) != 1 || w.Tables[0].ID != ta.ID() {
		t.Errorf("the phone's welcome = %+v; want Aki's, at her table", w)
	}
	list, err := phone.Devices(ctx)
	if err != nil || len(list) != 1 || !list[0].This {
		t.Fatalf("Devices() = %+v, %v; want the phone", list, err)
	}
	if err := a.Unlink(ctx, list[0].ID); err != nil {
		t.Fatal(err)
	}
	if list, err := a.Devices(ctx); err != nil || len(list) != 0 {
		t.Errorf("after Unlink, Devices() = %+v, %v; want none", list, err)
	}
}
