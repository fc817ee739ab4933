package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
)

// profile starts the CPU profile into cpuFile and the execution trace into
// traceFile (each if set) and returns what ends them: stop the trace and the
// CPU profile and write the allocation profile (every
// allocation since the start, for `go tool pprof -sample_index=alloc_space`)
// into allocFile (if set). Profiles are written at a clean stop (SIGINT,
// SIGTERM), which is how cmd/loadtest stops its nodes.
func profile(cpuFile, allocFile, traceFile string) (stop func() error, err error) {
	var cpu, tr *os.File
	if traceFile != "" {
		if tr, err = os.Create(traceFile); err != nil {
			return nil, err
		}
		if err := trace.Start(tr); err != nil {
			tr.Close()
			return nil, err
		}
	}
	if cpuFile != "" {
		if cpu, err = os.Create(cpuFile); err != nil {
			return nil, err
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, err
		}
	}
	return func() error {
		if tr != nil {
			trace.Stop()
			if err := tr.Close(); err != nil {
				return err
			}
		}
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return err
			}
		}
		if allocFile == "" {
			return nil
		}
		f, err := os.Create(allocFile)
		if err != nil {
			return err
		}
		runtime.GC() // the profile counts up to the last GC
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			f.Close()
			return fmt.Errorf("writing %s: %w", allocFile, err)
		}
		return f.Close()
	}, nil
}
