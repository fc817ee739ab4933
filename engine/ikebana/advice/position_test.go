package advice

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// stack returns a deck with the given cards on top, in order, and the
// rest below in id order.
func stack(tb testing.TB, top string) []ikebana.Card {
	tb.Helper()
	var deck []ikebana.Card
	var used ikebana.Set
	for _, id := range strings.Fields(top) {
		c, err := ikebana.ParseCard(id)
		if err != nil || used.Has(c) {
			tb.Fatalf("stack: %q: %v", id, err)
		}
		deck = append(deck, c)
		used = used.Add(c)
	}
	for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
		if !used.Has(c) {
			deck = append(deck, c)
		}
	}
	return deck
}

// position plays moves (separated by commas; "next" starts the next
// round) from a game of n seats with seat 0 first and the given decks,
// and returns the state reached.
func position(tb testing.TB, n int, final bool, decks [][]ikebana.Card, moves string) ikebana.State {
	tb.Helper()
	s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithBouquetFinal(final),
		ikebana.WithFirstPlayer(0), ikebana.WithDecks(decks...), ikebana.WithSeed(1))
	if err != nil {
		tb.Fatal(err)
	}
	for _, f := range strings.Split(moves, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if f == "next" {
			err = s.PlayNextRound()
		} else {
			var m ikebana.Move
			if m, err = ikebana.ParseMove(f); err == nil {
				err = s.Play(m)
			}
		}
		if err != nil {
			tb.Fatalf("position: %s: %v", f, err)
		}
	}
	return s
}

// keepAll is the moves of a whole round where every seat keeps the first
// card it draws.
func keepAll(n int) string {
	return strings.Repeat("draw,keep,", n*ikebana.BouquetSize)
}

// mustNew is ai.New, failing the test on an error.
func mustNew(tb testing.TB, level string, opts ...ai.Option) ai.Player {
	tb.Helper()
	p, err := ai.New(level, opts...)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// mustSet parses a set of cards, failing the test on an error.
func mustSet(tb testing.TB, text string) ikebana.Set {
	tb.Helper()
	s, err := ikebana.ParseSet(text)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}
