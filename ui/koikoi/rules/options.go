package rules

import (
	"strconv"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
)

// ChangedOptions lists the options set away from the preset's own, as
// "Gaji: On, Tsukifuda: Off", or "".
func ChangedOptions(l *i18n.Localizer, r *koikoi.Rules) string {
	base, err := koikoi.Preset(r.Name)
	if err != nil {
		return ""
	}
	out := ""
	for _, name := range koikoi.OptionNames {
		v, _ := r.Get(name)
		if d, _ := base.Get(name); d == v || name == "rounds" {
			continue
		}
		if out != "" {
			out += l.T("ui.rules.option.sep")
		}
		out += l.T("ui.rules.option", map[string]any{"Name": l.T("option." + name + ".name"), "Value": OptionValue(l, name, v)})
	}
	return out
}

// OptionValue names an option's value.
func OptionValue(l *i18n.Localizer, name, v string) string {
	switch v {
	case "on", "off", "with-other-yaku":
		return l.T("option.value." + v)
	}
	if n, err := strconv.Atoi(v); err == nil && name == "rounds" {
		return l.N("count.rounds", n)
	}
	return v
}
