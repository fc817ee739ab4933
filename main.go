package main

import (
	"fyne.io/fyne/v2/app"

	"github.com/koikoi-app/koikoi/ui"
)

func main() {
	ui.New(app.NewWithID("io.github.koikoi_app.koikoi")).Run()
}
