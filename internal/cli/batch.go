package cli

import (
	"bufio"
	"encoding/json"
	"flag"
	"io"
)

// Batch answers each line of stdin with f's result, one JSON line each on
// stdout: a line f refuses gets {"error": "..."} and the next goes on. It
// returns the exit status: 0, or ExitUsage with the read error on stderr
// (a line over 1 MiB).
func Batch(fs *flag.FlagSet, stdin io.Reader, stdout, stderr io.Writer, f func(line string) (any, error)) int {
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	enc := json.NewEncoder(w)
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		out, err := f(sc.Text())
		if err != nil {
			enc.Encode(map[string]string{"error": err.Error()})
			continue
		}
		enc.Encode(out)
	}
	if err := sc.Err(); err != nil {
		w.Flush()
		return Fail(stderr, fs.Name(), err)
	}
	return 0
}
