package online

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestLinkDevice: Aki, who waits at a table, shows a link code on her
// phone, with its expiry counting down; on Ben's phone a code that cannot
// be one and a wrong one each get their sentence under the entry, the
// code typed kept; with Aki's code Ben's phone becomes Aki's: her profile
// shows, her name and her table are the phone's. Aki's phone lists it
// among her linked devices and unlinks it.
func TestLinkDevice(t *testing.T) {
	newApp(t)
	addr := testServer(t, time.Minute)
	aki, ben := newDevice(t, addr, "Aki"), newDevice(t, addr, "Ben")

	aki.app.ShowLobby(Koikoi)
	tap(t, aki.app.View.Lobby.Create)
	tap(t, aki.app.View.Create.Create)
	until(t, "Aki's waiting room", func() bool { return aki.app.View.Room != nil }, aki)
	table := aki.app.prefs().Tables
	if len(table) != 1 {
		t.Fatalf("Aki holds %v", table)
	}

	aki.app.showProfile(func() {})
	tap(t, aki.app.View.Profile.Devices)
	v := aki.app.View.Link
	until(t, "Aki's devices", func() bool { return v.Empty != nil }, aki)
	tap(t, v.Show)
	until(t, "Aki's code", func() bool { return v.Code.Visible() && v.Expiry.Visible() }, aki)
	code := v.Code.Text
	if len(code) != 9 || code[4] != '-' {
		t.Errorf("the code shown is %q; want two groups of four", code)
	}
	// Ten minutes, less what a busy machine took to show it.
	first := v.Expiry.Text
	if !regexp.MustCompile(`^Expires in (10:00|9:[0-5][0-9])$`).MatchString(first) {
		t.Errorf("the expiry says %q", first)
	}
	until(t, "the countdown", func() bool { return v.Expiry.Text != first }, aki)

	ben.app.showLink(func() {})
	b := ben.app.View.Link
	for _, c := range []struct{ typed, want string }{
		{"QX7K-4M", "A code has eight letters and digits, like QX7K-4M9D."},
		{"QX7K-4M9D", "This code is wrong, already used or expired. Show a new one on the other device."},
	} {
		test.Type(b.Entry, c.typed)
		tap(t, b.Link)
		until(t, "the error under the entry", func() bool {
			b = ben.app.View.Link
			return b != nil && b.Error.Visible()
		}, ben)
		if b.Error.Text != c.want || b.Entry.Text != c.typed {
			t.Errorf("code %q: the screen says %q, the entry holds %q; want %q and the code kept", c.typed, b.Error.Text, b.Entry.Text, c.want)
		}
		b.Entry.SetText("")
	}
	test.Type(b.Entry, strings.ToLower(code))
	tap(t, b.Link)
	until(t, "Aki's profile on Ben's phone", func() bool { p := ben.app.View.Profile; return p != nil && len(p.Ratings) == 2 }, ben)
	until(t, "Aki's table held on Ben's phone", func() bool {
		o := ben.app.prefs()
		return len(o.Tables) == 1 && o.Tables[0].ID == table[0].ID
	}, ben)
	if got := ben.app.prefs().Name; got != "Aki" {
		t.Errorf("Ben's phone plays as %q; want Aki", got)
	}

	aki.app.showLink(func() {})
	v = aki.app.View.Link
	until(t, "the linked phone on Aki's list", func() bool { return len(v.Unlinks) == 1 }, aki)
	if !strings.HasPrefix(v.Lines[0].Text, "Device linked on ") {
		t.Errorf("the linked device is %q", v.Lines[0].Text)
	}
	tap(t, v.Unlinks[0])
	until(t, "no linked device", func() bool { return v.Empty != nil }, aki)
	if got, want := v.Empty.Text, "No other device is linked."; got != want {
		t.Errorf("after Unlink the list says %q; want %q", got, want)
	}
}

// TestLinkCodeExpires: a code whose time is up leaves the screen, which
// says so.
func TestLinkCodeExpires(t *testing.T) {
	newApp(t)
	d := newDevice(t, "", "Aki")
	d.win.SetContent(d.app.linkScreen(func() {}))
	v := d.app.View.Link
	v.Code.Text = "QX7K-4M9D"
	v.Code.Show()
	d.app.countDown(v, v.Code.Text, time.Now().Add(-time.Second))
	if v.Code.Visible() || v.Expiry.Text != "This code has expired. Show a new one." {
		t.Errorf("an expired code: shown %v, the screen says %q", v.Code.Visible(), v.Expiry.Text)
	}
}
