package webnotify

import (
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

// TestNotices: a turn's and an invitation's notification in the player's
// language, tagged with their table; a turn's opens the app at it.
func TestNotices(t *testing.T) {
	for _, c := range []struct {
		lang string
		got  Notice
		want Notice
	}{
		{"en", TurnNotice(i18n.New("en"), "ikebana", "t1"), Notice{"Your turn", "A table of Ikebana is waiting for your move.", "turn-t1", "./?table=t1"}},
		{"fr", TurnNotice(i18n.New("fr"), "koikoi", "t2"), Notice{"À vous de jouer", "Koi-Koi : une table attend votre coup.", "turn-t2", "./?table=t2"}},
		{"ja", TurnNotice(i18n.New("ja"), "koikoi", "t3"), Notice{"あなたの番です", "こいこいのテーブルがあなたの手を待っています。", "turn-t3", "./?table=t3"}},
		{"de", InviteNotice(i18n.New("de"), "Aki", "ikebana", "t4"), Notice{"Eine Einladung", "Aki lädt dich an einen Tisch Ikebana ein", "invite-t4", "./"}},
		{"es", InviteNotice(i18n.New("es"), "Aki", "koikoi", "t5"), Notice{"Una invitación", "Aki te invita a una mesa de Koi-Koi", "invite-t5", "./"}},
	} {
		if c.got != c.want {
			t.Errorf("%s: %+v; want %+v", c.lang, c.got, c.want)
		}
	}
}
