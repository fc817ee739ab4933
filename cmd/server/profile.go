package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profile starts the CPU profile into cpuFile (if set) and returns what
// ends it: stop the CPU profile and write the allocation profile (every
// allocation since the start, for `go tool pprof -sample_index=alloc_space`)
// into allocFile (if set). Profiles are written at a clean stop (SIGINT,
// SIGTERM), which is how cmd/loadtest stops its nodes.
func profile(cpuFile, allocFile string) (stop func() error, err error) {
	var cpu *os.File
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
