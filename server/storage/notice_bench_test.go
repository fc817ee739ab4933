package storage

import (
	"encoding/json"
	"testing"
	"time"
)

// BenchmarkNotice encodes and reads back a Koi-Koi move's notice (a play
// and a draw, each with both seats' views, and the table).
func BenchmarkNotice(b *testing.B) {
	at := time.Now()
	views := []json.RawMessage{json.RawMessage(`{"view":{"hand":["jan-crane","feb-bird","mar-curtain","apr-cuckoo"],"legal":["play"]}}`), json.RawMessage(`{"view":{"hand":["may-bridge","jun-butterfly"]}}`)}
	events := []Event{
		{Seq: 7, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"jan-crane","took":["jan-ribbon"],"field":["feb-bird","mar-curtain"]}`), Views: views, Time: at},
		{Seq: 8, Kind: "draw", Actor: 0, Public: json.RawMessage(`{"card":"aug-moon","took":[],"field":["feb-bird","mar-curtain","aug-moon"]}`), Views: views, Time: at},
	}
	table := Table{ID: "w1jazk91l9hw6drg", Game: "koikoi", Options: `{"preset":"standard","rules":{"rounds":"1"}}`, Status: StatusPlaying,
		Seats: []Seat{{Kind: SeatPerson, Player: "b2d9xk1mqp0w7r3n", Name: "Aki", Conn: 1, Node: "n1"}, {Kind: SeatPerson, Player: "q8z0c2v5n7m1x4b6", Name: "Ben", Conn: 1, Node: "n2"}},
		State: []byte("koikoi 1 standard seed=1234567890 moves=play:0:jan-crane,draw"), Clock: time.Minute, Version: 9, Seq: 8,
		Deadline: at.Add(time.Minute), Due: at.Add(time.Minute), Created: at, Updated: at}
	b.ReportAllocs()
	for b.Loop() {
		n, err := ParseNotice(EncodeNotice(table, events, 7900))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := n.Events(); err != nil {
			b.Fatal(err)
		}
		if _, ok, err := n.Committed(); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}
