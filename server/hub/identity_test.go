package hub

import (
	"bytes"
	"strings"
	"testing"
)

func TestCheckName(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"Aki", "Aki", true},
		{"  花子  ", "花子", true},
		{"Jean-Luc Picard", "Jean-Luc Picard", true},
		{strings.Repeat("x", MaxName), strings.Repeat("x", MaxName), true},
		{strings.Repeat("あ", MaxName), strings.Repeat("あ", MaxName), true},
		{strings.Repeat("x", MaxName+1), "", false},
		{"", "", false},
		{"   ", "", false},
		{"tab\there", "", false},
		{"null\x00", "", false},
		{"del\x7f", "", false},
		{"c1\u0085x", "", false},
		{"rtl\u202eevil", "", false},
		{"zero\u200bwidth", "", false},
		{"bad\xffutf8", "", false},
		{"Ak\u034fi", "", false},    // combining grapheme joiner
		{"\u3164", "", false},       // Hangul filler: shows blank
		{"Aki\u3164", "", false},    // a filler beside letters
		{"\u115f\u1160", "", false}, // Hangul choseong and jungseong fillers
		{"\uffa0", "", false},       // halfwidth Hangul filler
		{"\u2800", "", false},       // braille blank
		{"A\ufe0f", "", false},      // variation selector
		{"\u0301\u0301", "", false}, // combining marks with no letter
		{"★ ☆", "★ ☆", true},
		{"José", "José", true}, // a combining acute on its letter
		{"한국", "한국", true},
	} {
		got, err := CheckName(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("CheckName(%q) = %q, %v; want %q, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestInvite(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		c := newInvite()
		if len(c) != InviteLength {
			t.Fatalf("code %q", c)
		}
		for _, r := range c {
			if !strings.ContainsRune(InviteAlphabet, r) {
				t.Fatalf("code %q has %q", c, r)
			}
		}
		seen[c] = true
	}
	if len(seen) < 195 {
		t.Errorf("only %d different codes in 200", len(seen))
	}
	for _, confusing := range "0O1IL2Z5S8BUV" {
		if strings.ContainsRune(InviteAlphabet, confusing) {
			t.Errorf("the alphabet holds the easily confused %q", confusing)
		}
	}
	for in, want := range map[string]string{"acd-efg": "ACDEFG", " XY 3496 ": "XY3496", "ACDEF": "", "ACDEF0": "", "ACDEFGH": ""} {
		got, ok := normalInvite(in)
		if got != want || ok != (want != "") {
			t.Errorf("normalInvite(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestHashSecret(t *testing.T) {
	secret := "qV5mN0x8Yt2kLw9ZcR4bHs7Jd1Fg6Pa3Ue0Ti8Oy5Xk" // 43 characters: 32 bytes
	h1, err := hashSecret(secret)
	if err != nil || len(h1) != 32 {
		t.Fatalf("hashSecret = %x, %v", h1, err)
	}
	h2, _ := hashSecret(secret)
	if !bytes.Equal(h1, h2) || bytes.Contains(h1, []byte(secret)) {
		t.Error("the hash is not a stable digest")
	}
	for _, bad := range []string{"", secret[:42], secret + "A", strings.Replace(secret, "q", "+", 1), secret[:40] + "==="} {
		if _, err := hashSecret(bad); err == nil {
			t.Errorf("hashSecret(%q) accepted", bad)
		}
	}
}
