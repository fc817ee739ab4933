package main

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
)

// profileSelf starts the load test's own CPU profile into dir/loadtest.cpu
// and returns what stops it and writes dir/loadtest.allocs.
func profileSelf(dir string) (stop func(), err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	cpu, err := os.Create(filepath.Join(dir, "loadtest.cpu"))
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(cpu); err != nil {
		cpu.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		cpu.Close()
		f, err := os.Create(filepath.Join(dir, "loadtest.allocs"))
		if err != nil {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
			return
		}
		defer f.Close()
		runtime.GC()
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
		}
	}, nil
}

// traceSelf starts the load test's own execution trace into file and
// returns what stops it.
func traceSelf(file string) (stop func(), err error) {
	f, err := os.Create(file)
	if err != nil {
		return nil, err
	}
	if err := trace.Start(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		trace.Stop()
		if err := f.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
		}
	}, nil
}
