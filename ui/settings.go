package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// ShowSettings shows the settings from Home.
func (a *App) ShowSettings() { a.showSettings(a.ShowHome) }

// showSettings shows the settings; their back arrow calls back (a game
// returns to its table).
func (a *App) showSettings(back func()) {
	a.show(func() fyne.CanvasObject { return a.settingsScreen(back) })
}

func (a *App) settingsScreen(back func()) fyne.CanvasObject {
	langs := i18n.Languages()
	names := []string{a.T("ui.settings.system")}
	for _, l := range langs {
		names = append(names, l.Name)
	}
	lang := widget.NewSelect(names, nil)
	lang.SetSelectedIndex(0)
	for i, l := range langs {
		if l.Code == a.Settings.Language {
			lang.SetSelectedIndex(i + 1)
		}
	}
	lang.OnChanged = func(string) {
		code := ""
		if i := lang.SelectedIndex(); i > 0 {
			code = langs[i-1].Code
		}
		if code != a.Settings.Language {
			a.SetLanguage(code)
		}
	}
	a.settingsLanguage = lang
	check := func(label string, v *bool) fyne.CanvasObject {
		c := widget.NewCheck(label, func(b bool) {
			*v = b
			a.saveSettings()
		})
		c.Checked = *v
		return tall(c)
	}
	var speeds []string
	for _, s := range store.AnimSpeeds {
		speeds = append(speeds, a.T("ui.settings.anim."+s))
	}
	anim := widget.NewSelect(speeds, nil)
	for i, s := range store.AnimSpeeds {
		if s == a.Settings.Animation {
			anim.SetSelectedIndex(i)
		}
	}
	anim.OnChanged = func(string) {
		a.Settings.Animation = store.AnimSpeeds[anim.SelectedIndex()]
		a.saveSettings()
	}
	body := container.NewVBox(
		kit.Bold(a.T("ui.settings.language")), lang,
		widget.NewSeparator(),
		kit.Bold(a.T("ui.settings.assists")),
		check(a.T("ui.settings.confirmplay"), &a.Settings.ConfirmPlay),
		settingNote(a.T("ui.settings.confirmplay.desc")),
		check(a.T("ui.settings.highlight"), &a.Settings.MatchHighlight),
		check(a.T("ui.settings.progress"), &a.Settings.YakuProgress),
		check(a.T("ui.settings.hints"), &a.Settings.MoveHints),
		widget.NewSeparator(),
		kit.Bold(a.T("ui.settings.animation")), anim,
		check(a.T("ui.settings.tapcontinue"), &a.Settings.TapToContinue),
		check(a.T("ui.settings.labels"), &a.Settings.CornerLabels),
		widget.NewSeparator(),
		a.soundCheck(),
		widget.NewSeparator(),
		a.ikebanaSettings(),
		widget.NewSeparator(),
		a.Online.SettingsSection(),
	)
	return container.NewBorder(container.NewPadded(a.header(a.T("ui.home.settings"), back)), nil, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}

// settingNote says what the switch above it does, in small muted text.
func settingNote(s string) fyne.CanvasObject {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.LowImportance
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// soundCheck is the switch of the sound effects.
func (a *App) soundCheck() fyne.CanvasObject {
	c := widget.NewCheck(a.T("shell.settings.sound"), func(on bool) {
		a.Settings.Mute = !on
		a.Sound.SetEnabled(on)
		a.saveSettings()
	})
	c.Checked = !a.Settings.Mute
	a.settingsSound = c
	return tall(c)
}

// ikebanaSettings is Ikebana's section: its own hints, in games (off by
// default) and in the lessons (on), and the full hand-over screen between
// two people's turns (off: a banner names whose turn it is).
func (a *App) ikebanaSettings() fyne.CanvasObject {
	p := &a.Settings.IkebanaPrefs
	check := func(label string, v *bool) *widget.Check {
		c := widget.NewCheck(label, func(b bool) {
			*v = b
			a.saveSettings()
		})
		c.Checked = *v
		return c
	}
	note := func(id string) *widget.Label {
		l := widget.NewLabel(a.T(id))
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.LowImportance
		return l
	}
	s := &a.settingsIkebana
	s.Hints = check(a.T("ikebanaplay.settings.hints"), &p.Hints)
	s.LessonHints = check(a.T("ikebanaplay.settings.lessonhints"), &p.LessonHints)
	s.Handover = check(a.T("ikebanaplay.settings.handover"), &p.FullHandover)
	return container.NewVBox(kit.Bold(a.T("ikebanaplay.settings.title")),
		tall(s.Hints), note("ikebanaplay.settings.hints.desc"),
		tall(s.LessonHints),
		tall(s.Handover), note("ikebanaplay.settings.handover.desc"))
}
