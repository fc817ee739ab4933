package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckLoopback(t *testing.T) {
	tests := []struct {
		addr string
		ok   bool
	}{
		{"127.0.0.1:8080", true},
		{"127.0.0.2:0", true},
		{"localhost:8080", true},
		{"[::1]:8080", true},
		{"0.0.0.0:8080", false},
		{":8080", false},
		{"10.0.0.1:8080", false},
		{"example.org:80", false},
		{"127.0.0.1", false},
	}
	for _, tt := range tests {
		err := checkLoopback(tt.addr)
		if (err == nil) != tt.ok {
			t.Errorf("checkLoopback(%q) = %v, want ok=%v", tt.addr, err, tt.ok)
		}
	}
}

func TestHandler(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":   "<!DOCTYPE html><title>x</title>",
		"app.wasm":     "\x00asm\x01\x00\x00\x00",
		"wasm_exec.js": "// js",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := newHandler(dir)

	tests := []struct {
		path       string
		status     int
		wantPrefix string
	}{
		{"/", http.StatusOK, "text/html"},
		{"/app.wasm", http.StatusOK, "application/wasm"},
		{"/wasm_exec.js", http.StatusOK, "text/javascript"},
		{"/missing.txt", http.StatusNotFound, ""},
		{"/../etc/passwd", http.StatusNotFound, ""},
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
		if rec.Code != tt.status {
			t.Errorf("GET %s: status %d, want %d", tt.path, rec.Code, tt.status)
			continue
		}
		if tt.status != http.StatusOK {
			continue // http.Error drops Cache-Control on error pages
		}
		if got := rec.Header().Get("Cache-Control"); got != "no-store" {
			t.Errorf("GET %s: Cache-Control %q, want no-store", tt.path, got)
		}
		if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, tt.wantPrefix) {
			t.Errorf("GET %s: Content-Type %q, want prefix %q", tt.path, ct, tt.wantPrefix)
		}
	}
}
