package store

import (
	"errors"
	"reflect"
	"testing"
)

func TestOnline(t *testing.T) {
	m := new(Memory)
	s := New(m)
	o, err := s.LoadOnline()
	if err != nil || !reflect.DeepEqual(o, Online{}) {
		t.Fatalf("LoadOnline on a first start = %+v, %v", o, err)
	}
	o = Online{Secret: "qV5mN0x8Yt2kLw9ZcR4bHs7Jd1Fg6Pa3Ue0Ti8Oy5Xk", Name: "Aki", Address: "wss://play.example.org/v1/ws",
		Tables: []OnlineTable{{ID: "k3v9q0x7m2c8d1fa", Game: "koikoi", Seat: 1, Seq: 57}}}
	if err := s.SaveOnline(o); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadOnline()
	o.Version = 1
	if err != nil || !reflect.DeepEqual(got, o) {
		t.Errorf("LoadOnline = %+v, %v; want %+v", got, err, o)
	}
	// The settings are apart: saving them keeps the online blob.
	if err := s.SaveSettings(DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.LoadOnline(); got.Secret != o.Secret {
		t.Errorf("saving the settings lost the secret: %+v", got)
	}
	m.Write(OnlineName, []byte(`{"secret":`))
	if _, err := s.LoadOnline(); !errors.Is(err, ErrCorrupt) {
		t.Errorf("LoadOnline(broken) = %v; want ErrCorrupt", err)
	}
}

// TestSettingsWithoutOnline: settings saved before online play load as
// they did, and the online blob starts empty beside them.
func TestSettingsWithoutOnline(t *testing.T) {
	m := new(Memory)
	m.Write(SettingsName, []byte(`{"version":1,"language":"fr","animation":"fast","newGame":{"preset":"museum"}}`))
	s := New(m)
	st, err := s.LoadSettings()
	if err != nil || st.Language != "fr" || st.Animation != AnimFast || st.Koikoi.Preset != "museum" {
		t.Errorf("LoadSettings = %+v, %v", st, err)
	}
	if o, err := s.LoadOnline(); err != nil || o.Secret != "" {
		t.Errorf("LoadOnline = %+v, %v", o, err)
	}
}

// TestNotifyChoices: settings saved before the choices of what to be
// told of load with both on; a choice turned off stays off once saved and
// loaded again.
func TestNotifyChoices(t *testing.T) {
	m := new(Memory)
	m.Write(SettingsName, []byte(`{"version":1,"language":"de","animation":"slow","onlineRated":true}`))
	s := New(m)
	st, err := s.LoadSettings()
	if err != nil || !st.NotifyTurns || !st.NotifyInvites || st.Language != "de" || !st.OnlineRated {
		t.Fatalf("LoadSettings(old) = %+v, %v", st, err)
	}
	st.NotifyTurns = false
	if err := s.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadSettings()
	if err != nil || got.NotifyTurns || !got.NotifyInvites {
		t.Errorf("after turning turns off: NotifyTurns %v, NotifyInvites %v, %v", got.NotifyTurns, got.NotifyInvites, err)
	}
	if d := DefaultSettings(); !d.NotifyTurns || !d.NotifyInvites {
		t.Errorf("defaults: NotifyTurns %v, NotifyInvites %v; want both on", d.NotifyTurns, d.NotifyInvites)
	}
}
