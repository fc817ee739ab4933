// Command serve is a small static file server for the web build of the game.
//
// It serves one directory (by default build/web, the output of `make web`)
// on a loopback address, with the correct MIME type for .wasm files and with
// caching disabled so that a fresh build is always picked up on reload.
//
// Usage:
//
//	go run ./tools/serve [-dir build/web] [-addr 127.0.0.1:8080]
//
// The address must be a loopback one; the server refuses anything else.
// With port 0 a free port is chosen and the URL is printed on standard output.
package main
