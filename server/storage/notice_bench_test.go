package storage

import (
	"encoding/json"
	"testing"
	"time"
)

// BenchmarkNotice encodes and reads back a Koi-Koi move's notice (a play
// and a draw, each with both seats' views).
func BenchmarkNotice(b *testing.B) {
	at := time.Now()
	views := []json.RawMessage{json.RawMessage(`{"view":{"hand":["jan-crane","feb-bird","mar-curtain","apr-cuckoo"],"legal":["play"]}}`), json.RawMessage(`{"view":{"hand":["may-bridge","jun-butterfly"]}}`)}
	events := []Event{
		{Seq: 7, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"jan-crane","took":["jan-ribbon"],"field":["feb-bird","mar-curtain"]}`), Views: views, Time: at},
		{Seq: 8, Kind: "draw", Actor: 0, Public: json.RawMessage(`{"card":"aug-moon","took":[],"field":["feb-bird","mar-curtain","aug-moon"]}`), Views: views, Time: at},
	}
	b.ReportAllocs()
	for b.Loop() {
		n, err := ParseNotice(EncodeNotice("w1jazk91l9hw6drg", 8, events, 7900))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := n.Events(); err != nil {
			b.Fatal(err)
		}
	}
}
