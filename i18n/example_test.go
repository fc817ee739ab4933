package i18n_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/i18n"
)

func Example() {
	l := i18n.New(i18n.Match("fr_FR.UTF-8"))
	fmt.Println(l.Code())
	fmt.Println(l.T("card.jan-crane"))
	fmt.Println(l.T("month.3"))
	fmt.Println(l.T("cli.you.drew", map[string]any{"Card": l.Noun("card.aug-moon")}))
	fmt.Println(l.N("count.points", 1))
	fmt.Println(l.Number(1234) == "1\u00a0234")
	// Output:
	// fr
	// Grue et soleil
	// Mars · Cerisier
	// Vous piochez la pleine lune.
	// 1 point
	// true
}
