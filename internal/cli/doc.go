// Package cli holds what both games' command lines (cmd/koikoi,
// cmd/ikebana) do alike with their flags and their failures: flag sets that
// report errors instead of exiting, -h that prints the defaults, and one
// line on standard error with exit status 2 for any bad input.
package cli
