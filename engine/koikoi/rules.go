package koikoi

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Combine says how a player's yaku add up.
type Combine uint8

// The ways of combining yaku (rules.md §3).
const (
	// CombineBest counts the best yaku of each category (brights, animals,
	// ribbons, plains) plus the special yaku.
	CombineBest Combine = iota
	// CombineAll adds every yaku up.
	CombineAll
	// CombineExclusive adds the yaku up but lets each card count in one
	// yaku only, choosing the assignment that scores most.
	CombineExclusive
)

// KoiRule says how Koi-Koi calls multiply the winner's score.
type KoiRule uint8

// The Koi-Koi multipliers of the presets.
const (
	// KoiOpponentDoubles: ×2 when the loser had called Koi-Koi.
	KoiOpponentDoubles KoiRule = iota
	// KoiWinnerCallsAndOpponent: ×(1 + the winner's calls), and ×2 more when
	// the loser had called Koi-Koi.
	KoiWinnerCallsAndOpponent
	// KoiBothCalls: ×(1 + the calls of both players).
	KoiBothCalls
	// KoiWinnerCalls: ×(1 + the winner's calls).
	KoiWinnerCalls
)

// Exhaustion says what happens when the hands run out without a Shobu.
type Exhaustion uint8

// The exhaustion rules.
const (
	// ExhaustDraw: the round is a draw worth nothing.
	ExhaustDraw Exhaustion = iota
	// ExhaustMuseum: when the Oya's hand is empty, the round is a draw if the
	// Oya made the last yaku or nobody made one; otherwise the other player
	// wins at once, without playing his last card, and scores his yaku.
	ExhaustMuseum
)

// DealPattern says in which packets the cards are dealt. Only the positions
// of the cards in a stacked deck depend on it.
type DealPattern uint8

// The deal patterns of the presets.
const (
	// DealTwos: 2 to the opponent, 2 to the field, 2 to the Oya, four times.
	DealTwos DealPattern = iota
	// DealFoursPlayersField: 4 to the opponent, 4 to the Oya, 4 to the field, twice.
	DealFoursPlayersField
	// DealFoursThenField: 4 to the opponent, 4 to the Oya, twice, then 8 to the field.
	DealFoursThenField
)

// Viewing is the rule for the viewing yaku tsukimi and hanami.
type Viewing uint8

// The values of the viewing option.
const (
	ViewingOn Viewing = iota
	ViewingOff
	ViewingWithOtherYaku
)

var viewingNames = [...]string{"on", "off", "with-other-yaku"}

// String returns the option value: on, off or with-other-yaku.
func (v Viewing) String() string { return viewingNames[v] }

// YakuValue is a yaku's worth: Base points, plus one per card beyond Beyond
// (0 means no extra points). A zero Base means the yaku does not exist.
type YakuValue struct {
	Base   int8
	Beyond int8
}

// Rules is a complete set of rules: a preset, possibly with options changed.
// Build one with Preset and change options with Set.
type Rules struct {
	Name    string // the preset it started from
	Values  [NumYaku]YakuValue
	Combine Combine
	Koi     KoiRule
	Exhaust Exhaustion
	Deal    DealPattern

	Tsukifuda    bool
	SakeAsPlain  bool
	Triad        bool
	Gaji         bool
	Exchange     bool
	FieldBrights bool
	SevenDoubles bool
	Viewing      Viewing
	Rounds       int

	// FieldFourDraws: four of a month (or four pairs) in the field ends the
	// round as a draw (standard); otherwise the same Oya deals again.
	FieldFourDraws bool
	// DrawKeepsDealer: after a drawn round the same Oya deals again;
	// otherwise the other player deals.
	DrawKeepsDealer bool
	// ZeroSum: the loser of a round loses the points the winner scores.
	ZeroSum bool
	// DealerTieByRank: when both players draw the same month for the first
	// deal, the higher-ranked card wins instead of drawing again.
	DealerTieByRank bool
	// ExtraRoundOnTie: a tied game plays extra rounds, one at a time, until
	// one player leads, at most MaxExtraRounds; then it is drawn (museum).
	ExtraRoundOnTie bool
	// HandWinPassesDeal: after a teshi or kuttsuki the deal passes to the
	// other player, whoever won (standard); otherwise the winner deals.
	HandWinPassesDeal bool
	// FlipBeforeDraw: when the card played from the hand leaves the field
	// empty, a pile card is turned face up into the field before the draw
	// (standard).
	FlipBeforeDraw bool
	// GajiBarOther: with the Gaji option, only the other player's November
	// cards bar the wild use (rulebook); otherwise any player's do.
	GajiBarOther bool
	// Hiki: a Gaji aimed at one of three field cards of a month whose fourth
	// card the other player holds is answered by a declaration (rulebook).
	Hiki bool
}

// MaxExtraRounds is the most tie-break rounds a game with ExtraRoundOnTie
// plays before it is drawn (rules.md §1.6).
const MaxExtraRounds = 12

// MaxRounds is the longest game: the rounds option goes from 1 to it.
const MaxRounds = 12

// PresetNames lists the presets in the order the app offers them.
var PresetNames = []string{"standard", "rulebook", "museum", "sloper"}

// Preset returns the rules of a named preset. An unknown name returns an
// error wrapping ErrUnknownPreset.
func Preset(name string) (Rules, error) {
	var r Rules
	r.Name = name
	r.Rounds = 12
	v := &r.Values
	v[Kasu] = YakuValue{1, 10}
	v[Tan] = YakuValue{1, 5}
	v[Tane] = YakuValue{1, 5}
	switch name {
	case "standard", "rulebook":
		v[Goko], v[Shiko], v[AmeShiko], v[Sanko] = YakuValue{10, 0}, YakuValue{8, 0}, YakuValue{7, 0}, YakuValue{5, 0}
		v[Inoshikacho] = YakuValue{5, 3}
		v[Akatan], v[Aotan] = YakuValue{5, 3}, YakuValue{5, 3}
		v[Tsukimi], v[Hanami] = YakuValue{5, 0}, YakuValue{5, 0}
		v[Tsukifuda] = YakuValue{4, 0}
		v[TriadBonus] = YakuValue{3, 0}
		r.SevenDoubles = true
		r.Deal = DealFoursPlayersField
		if name == "standard" {
			v[AkatanAotan] = YakuValue{10, 6}
			r.Combine = CombineBest
			r.Koi = KoiOpponentDoubles
			r.Tsukifuda = true
			r.SakeAsPlain = true
			r.FieldFourDraws = true
			r.HandWinPassesDeal = true
			r.FlipBeforeDraw = true
			r.Deal = DealTwos
		} else {
			r.Combine = CombineAll
			r.Koi = KoiWinnerCallsAndOpponent
			r.DrawKeepsDealer = true
			r.Exchange = true
			r.GajiBarOther = true
			r.Hiki = true
		}
	case "museum":
		v[Goko], v[Shiko], v[AmeShiko], v[Sanko] = YakuValue{15, 0}, YakuValue{10, 0}, YakuValue{8, 0}, YakuValue{6, 0}
		v[Inoshikacho] = YakuValue{5, 0}
		v[Akatan], v[Aotan] = YakuValue{6, 0}, YakuValue{6, 0}
		v[Tsukimi], v[Hanami] = YakuValue{3, 0}, YakuValue{3, 0}
		v[Tsukifuda] = YakuValue{4, 0}
		v[TriadBonus] = YakuValue{3, 0}
		r.Combine = CombineExclusive
		r.Koi = KoiBothCalls
		r.Exhaust = ExhaustMuseum
		r.ZeroSum = true
		r.ExtraRoundOnTie = true
		r.Deal = DealFoursPlayersField
	case "sloper":
		v[Goko], v[Shiko], v[AmeShiko], v[Sanko] = YakuValue{16, 0}, YakuValue{12, 0}, YakuValue{10, 0}, YakuValue{8, 0}
		v[Inoshikacho] = YakuValue{5, 0}
		v[Akatan], v[Aotan] = YakuValue{3, 0}, YakuValue{3, 0}
		v[Tsukimi], v[Hanami] = YakuValue{5, 0}, YakuValue{5, 0}
		v[Tsukifuda] = YakuValue{4, 0}
		v[TriadBonus] = YakuValue{3, 0}
		r.Combine = CombineAll
		r.Koi = KoiWinnerCalls
		r.SakeAsPlain = true
		r.Triad = true
		r.FieldBrights = true
		r.DrawKeepsDealer = true
		r.ZeroSum = true
		r.DealerTieByRank = true
		r.Exchange = true
		r.Deal = DealFoursThenField
	default:
		return Rules{}, fmt.Errorf("%w: %q (want one of %s)", ErrUnknownPreset, name, strings.Join(PresetNames, ", "))
	}
	return r, nil
}

// MustPreset is Preset for names known to be valid; it panics otherwise.
func MustPreset(name string) Rules {
	r, err := Preset(name)
	if err != nil {
		panic(err)
	}
	return r
}

// OptionNames lists the options of rules.md §4 in their documented order.
var OptionNames = []string{"tsukifuda", "sake-as-plain", "triad", "gaji", "exchange", "field-brights", "seven-doubles", "viewing", "rounds"}

// OptionValues returns the values an option accepts.
func OptionValues(name string) []string {
	switch name {
	case "viewing":
		return []string{"on", "off", "with-other-yaku"}
	case "rounds":
		v := make([]string, MaxRounds)
		for i := range v {
			v[i] = strconv.Itoa(i + 1)
		}
		return v
	}
	for _, n := range OptionNames {
		if n == name {
			return []string{"on", "off"}
		}
	}
	return nil
}

func (r *Rules) boolOption(name string) *bool {
	switch name {
	case "tsukifuda":
		return &r.Tsukifuda
	case "sake-as-plain":
		return &r.SakeAsPlain
	case "triad":
		return &r.Triad
	case "gaji":
		return &r.Gaji
	case "exchange":
		return &r.Exchange
	case "field-brights":
		return &r.FieldBrights
	case "seven-doubles":
		return &r.SevenDoubles
	}
	return nil
}

// Set changes one option (rules.md §4) by its name and value, as the command
// line spells them ("gaji", "on"). Unknown names or values return errors
// wrapping ErrUnknownOption or ErrBadOptionValue.
func (r *Rules) Set(name, value string) error {
	value = strings.ToLower(strings.TrimSpace(value))
	if p := r.boolOption(name); p != nil {
		switch value {
		case "on", "true", "1", "yes":
			*p = true
		case "off", "false", "0", "no":
			*p = false
		default:
			return fmt.Errorf("%w: %s=%q (want on or off)", ErrBadOptionValue, name, value)
		}
		return nil
	}
	switch name {
	case "viewing":
		for i, n := range viewingNames {
			if n == value {
				r.Viewing = Viewing(i)
				return nil
			}
		}
		return fmt.Errorf("%w: viewing=%q (want on, off or with-other-yaku)", ErrBadOptionValue, value)
	case "rounds":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > MaxRounds {
			return fmt.Errorf("%w: rounds=%q (want 1 to %d)", ErrBadOptionValue, value, MaxRounds)
		}
		r.Rounds = n
		return nil
	}
	return fmt.Errorf("%w: %q (want one of %s)", ErrUnknownOption, name, strings.Join(OptionNames, ", "))
}

// Get returns an option's value as Set accepts it.
func (r *Rules) Get(name string) (string, error) {
	if p := r.boolOption(name); p != nil {
		if *p {
			return "on", nil
		}
		return "off", nil
	}
	switch name {
	case "viewing":
		return r.Viewing.String(), nil
	case "rounds":
		return strconv.Itoa(r.Rounds), nil
	}
	return "", fmt.Errorf("%w: %q", ErrUnknownOption, name)
}

// SetAll applies "name=value" assignments in order.
func (r *Rules) SetAll(assignments ...string) error {
	for _, a := range assignments {
		name, value, ok := strings.Cut(a, "=")
		if !ok {
			return fmt.Errorf("%w: %q (want NAME=VALUE)", ErrBadOptionValue, a)
		}
		if err := r.Set(strings.TrimSpace(name), value); err != nil {
			return err
		}
	}
	return nil
}

// Changes returns the options whose values differ from the rules' preset,
// as a map from option name to value.
func (r *Rules) Changes() map[string]string {
	base, err := Preset(r.Name)
	out := map[string]string{}
	for _, n := range OptionNames {
		v, _ := r.Get(n)
		if err != nil {
			out[n] = v
			continue
		}
		if bv, _ := base.Get(n); bv != v {
			out[n] = v
		}
	}
	return out
}

// String returns the preset name followed by its changed options, such as
// "museum gaji=on rounds=6": the form saved games use.
func (r *Rules) String() string {
	ch := r.Changes()
	keys := make([]string, 0, len(ch))
	for k := range ch {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := []string{r.Name}
	for _, k := range keys {
		parts = append(parts, k+"="+ch[k])
	}
	return strings.Join(parts, " ")
}

// ParseRules reads the form String writes.
func ParseRules(text string) (Rules, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Rules{}, fmt.Errorf("%w: empty", ErrUnknownPreset)
	}
	r, err := Preset(f[0])
	if err != nil {
		return Rules{}, err
	}
	if err := r.SetAll(f[1:]...); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// YakuExists reports whether yaku y can be made under these rules.
func (r *Rules) YakuExists(y Yaku) bool {
	switch y {
	case Tsukifuda:
		return r.Tsukifuda
	case TriadBonus:
		return r.Triad
	case Tsukimi, Hanami:
		if r.Viewing == ViewingOff {
			return false
		}
	}
	return r.Values[y].Base > 0
}
