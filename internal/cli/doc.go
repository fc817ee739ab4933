// Package cli holds what both games' command lines (cmd/koikoi,
// cmd/ikebana) do alike with their flags, their input and their failures:
// flag sets that report errors instead of exiting, -h that prints the
// defaults, a --batch mode that answers each line of standard input with a
// JSON line (Batch), and one line on standard error with exit status 2 for
// any bad input.
package cli
