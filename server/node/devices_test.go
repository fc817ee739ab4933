package node_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// linkHello says hello on a new connection with a link code.
func linkHello(t *testing.T, ctx context.Context, n *node.Node, secret, code string) (*client.Conn, protocol.Welcome, error) {
	t.Helper()
	c, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	id := send(t, ctx, c, protocol.Hello{Header: hdr("hello"), V: protocol.Version, Secret: secret, Link: code})
	m, err := c.Await(ctx, id)
	if err != nil {
		return c, protocol.Welcome{}, err
	}
	w, err := m.Welcome()
	return c, w, err
}

func linkCode(t *testing.T, ctx context.Context, c *client.Conn) (protocol.LinkCode, error) {
	t.Helper()
	m, err := c.Await(ctx, send(t, ctx, c, protocol.GetLinkCode{Header: hdr("link_code")}))
	if err != nil {
		return protocol.LinkCode{}, err
	}
	var lc protocol.LinkCode
	return lc, m.Decode(&lc)
}

func isCode(err error, code string) bool {
	var pe *protocol.Error
	return errors.As(err, &pe) && pe.Code == code
}

// TestLink: a link code makes a second device the same player (its
// tables, its devices), once and while it lives; a wrong, spent or
// malformed code, or a secret that is already a player's, is refused;
// an unlinked device is no one; wrong codes lock an address out, and a
// player asks for a few codes an hour only.
func TestLink(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	ctx := timeout(t, 30*time.Second)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	st, _ := openTable(t, ctx, aki, ben, "3")
	lc, err := linkCode(t, ctx, aki)
	if err != nil || len(lc.Code) != 9 || lc.Expires < time.Now().Add(9*time.Minute).UnixMilli() {
		t.Fatalf("link_code = %+v, %v", lc, err)
	}

	if _, _, err := linkHello(t, ctx, n, client.NewSecret(), "xyz"); !isCode(err, protocol.CodeNotFound) {
		t.Errorf("a malformed code: %v; want not_found", err)
	}
	if _, _, err := linkHello(t, ctx, n, akiSecret, lc.Code); !isCode(err, protocol.CodeBadSecret) {
		t.Errorf("linking Aki's own secret: %v; want bad_secret", err)
	}
	phone := client.NewSecret()
	typed := strings.ToLower(strings.ReplaceAll(lc.Code, "-", " "))
	b, w, err := linkHello(t, ctx, n, phone, typed)
	if err != nil || w.Name != "Aki" || len(w.Tables) != 1 || w.Tables[0].ID != st.Table.ID {
		t.Fatalf("the linked device's welcome: %+v, %v; want Aki at her table", w, err)
	}
	if _, _, err := linkHello(t, ctx, n, client.NewSecret(), lc.Code); !isCode(err, protocol.CodeNotFound) {
		t.Errorf("a spent code: %v; want not_found", err)
	}
	// The same player on both devices: the phone resumes Aki's table.
	if _, err := b.Await(ctx, send(t, ctx, b, protocol.Resume{Header: hdr("resume"), Table: st.Table.ID})); err != nil {
		t.Errorf("the linked device's resume: %v", err)
	}
	m, err := b.Await(ctx, send(t, ctx, b, protocol.GetDevices{Header: hdr("devices")}))
	var list protocol.DeviceList
	if err != nil || m.Decode(&list) != nil || len(list.Devices) != 1 || !list.Devices[0].This {
		t.Fatalf("devices: %s, %v", m.Raw, err)
	}
	expectError(t, ctx, ben, send(t, ctx, ben, protocol.Unlink{Header: hdr("unlink"), Device: list.Devices[0].ID}), protocol.CodeNotFound)
	awaitOK(t, ctx, aki, send(t, ctx, aki, protocol.Unlink{Header: hdr("unlink"), Device: list.Devices[0].ID}))
	if _, _, err := linkHello(t, ctx, n, phone, ""); !isCode(err, protocol.CodeBadName) {
		t.Errorf("the unlinked device's hello: %v; want bad_name (a new player, with no name)", err)
	}

	// Three more wrong codes from this address make five: locked out, even
	// with a good code.
	for range 3 {
		if _, _, err := linkHello(t, ctx, n, client.NewSecret(), "AAAA-AAAA"); !isCode(err, protocol.CodeNotFound) {
			t.Errorf("a wrong code: %v; want not_found", err)
		}
	}
	good, err := linkCode(t, ctx, aki)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := linkHello(t, ctx, n, client.NewSecret(), good.Code); !isCode(err, protocol.CodeRateLimited) {
		t.Errorf("a good code after five wrong ones: %v; want rate_limited", err)
	}
	for i := 2; i < hub.LinkCodesPerHour; i++ {
		if _, err := linkCode(t, ctx, aki); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := linkCode(t, ctx, aki); !isCode(err, protocol.CodeRateLimited) {
		t.Errorf("link code %d within the hour: %v; want rate_limited", hub.LinkCodesPerHour+1, err)
	}
}
