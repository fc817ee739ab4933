# Build, test and packaging entry points. `make help` lists the targets.
# `make test` sets a Debian machine up itself: it installs the missing Debian
# packages with apt-get (as root, or through sudo), checks that Node.js is 18
# or newer and installs the browser test's npm packages (npm ci).

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := test

GO    ?= go
FYNE  ?= $(GO) tool fyne
NODE  ?= node

# Debian packages. Fyne's desktop driver needs a C compiler and the GL/X11
# headers for cgo, the sound effects (oto) the ALSA headers; the browser
# test needs Chromium (Node.js and npm come with the machine's nodejs
# package); xvfb, xdotool and imagemagick let a person or a script run the
# desktop window headless and screenshot it.
BUILD_DEBS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libasound2-dev \
	libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
E2E_DEBS   := chromium $(if $(shell command -v node),,nodejs) $(if $(shell command -v npm),,npm)
TOOL_DEBS  := xvfb xdotool imagemagick
# The game server's tests and load test start throwaway PostgreSQL clusters
# (server/storage/postgres/pgtest) with Debian's PostgreSQL 15.
SERVER_DEBS := postgresql
DEBS       ?= $(BUILD_DEBS) $(E2E_DEBS) $(TOOL_DEBS) $(SERVER_DEBS)
# apt-get needs root: sudo when the user is not root and sudo exists.
SUDO       := $(shell [ "$$(id -u)" = 0 ] || { command -v sudo >/dev/null && echo sudo; })
NODE_MIN   := 18

# Web build: `fyne package -os web` always writes ./wasm/ in the current
# directory; we move it to WEB_DIR. WEB_FLAGS may hold --release,
# WEB_TAGS a comma-separated list of build tags.
WEB_DIR   ?= build/web
WEB_FLAGS ?= --release
WEB_TAGS  ?=
E2E_WEB_DIR ?= build/web-e2e
E2E_TAGS    ?= e2e
# The game server the online browser test starts (e2e/online.test.mjs).
E2E_SERVER  ?= build/e2e-server
SERVE_ADDR  ?= 127.0.0.1:8080
# The online game server (make server): its address and SQLite file.
SERVER_ADDR ?= 127.0.0.1:8090
SERVER_DB   ?= koikoi-server.db
# The server the app plays online on (online.DefaultAddress; players may set
# another in Settings). Empty keeps the development default, the server of
# `make server` (ws://127.0.0.1:8090/v1/ws). A release sets it for every
# build and package target: make web ONLINE_SERVER=wss://play.example.org/v1/ws
ONLINE_SERVER ?=
ifneq ($(ONLINE_SERVER),)
export GOFLAGS += -ldflags=-X=github.com/koikoi-app/koikoi/online.DefaultAddress=$(ONLINE_SERVER)
endif
# How long the browser test waits for each step: the first load compiles the
# ~39 MB wasm under a software GPU, which took over a minute on a loaded
# 2-core machine.
E2E_TIMEOUT_MS ?= 180000
LINUX_DIR   ?= build/linux
LINUX_FLAGS ?=

.PHONY: help deps setup node-check test unit soak vet fmt-check tidy-check run play server web serve e2e e2e-deps linux clean

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | expand -t 12

deps: ## install the Debian packages (only the missing ones)
	@missing=(); \
	for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$$p"); \
	done; \
	if [ $${#missing[@]} -eq 0 ]; then echo "deps: all $(words $(DEBS)) packages present"; \
	else echo "deps: installing $${missing[*]}"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$${missing[@]}"; fi

setup: ## what the tests need: the Debian packages for Fyne, the browser test and PostgreSQL, node >= 18, npm ci
	$(MAKE) deps DEBS="$(BUILD_DEBS) $(E2E_DEBS) $(SERVER_DEBS)"
	$(MAKE) node-check
	$(MAKE) e2e-deps

node-check: ## fail unless Node.js is NODE_MIN (18) or newer
	@v="$$($(NODE) -p 'process.versions.node' 2>/dev/null)" || { echo "node-check: no $(NODE): make deps installs Debian's nodejs"; exit 1; }; 	if [ "$${v%%.*}" -lt $(NODE_MIN) ]; then echo "node-check: node $$v is too old: the browser test needs node >= $(NODE_MIN)"; exit 1; fi; 	echo "node-check: node $$v"

test: setup vet fmt-check tidy-check unit e2e ## every test, on a fresh Debian machine too: setup, go vet, gofmt, go.mod tidy, go test ./... and the browser test

unit: ## the Go tests only: go test ./... (30 minutes a package: server/node and cmd/loadtest take over 10 on a loaded machine; PostgreSQL's tests fail, not skip, without it), and the browser-test hooks' own tests (e2e tag)
	KOIKOI_REQUIRE_PG=1 $(GO) test -timeout 30m ./...
	$(GO) test -tags e2e -run 'E2E' ./ui/...

SOAK ?= 20
soak: ## the tables' soak test, long: SOAK whole games per setting (make test runs it short)
	nice -n 10 $(GO) test -count=1 -timeout 0 -run '^TestSoak$$' ./ui -soak=$(SOAK) -v

vet: ## go vet, also over the e2e hooks
	$(GO) vet ./...
	$(GO) vet -tags e2e ./ui/...

fmt-check: ## fail when a Go file needs gofmt
	@files="$$(find . -name '*.go' -not -path './e2e/node_modules/*' -not -path './build/*' -not -path './.git/*')"; \
	out="$$( [ -z "$$files" ] || gofmt -l $$files)"; \
	if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi; echo "gofmt: clean"

tidy-check: ## fail when go.mod or go.sum is not tidy (go mod tidy -diff prints what go mod tidy would change)
	@$(GO) mod tidy -diff || { echo "go.mod/go.sum are not tidy: run go mod tidy"; exit 1; }
	@echo "go mod tidy: clean"

run: ## run the desktop app (installs the C libraries Fyne needs)
	$(MAKE) deps DEBS="$(BUILD_DEBS)"
	$(GO) run .

play: ## play in the terminal (headless CLI); flags in ARGS="--level hard --lang fr"
	CGO_ENABLED=0 $(GO) run ./cmd/koikoi play $(ARGS)

# A browser's origin is its host and port: the web build `make serve`
# serves (SERVE_ADDR) is let in by name.
server: ## run one online game server node on an SQLite file (ws://SERVER_ADDR/v1/ws); flags in ARGS
	CGO_ENABLED=0 $(GO) run ./cmd/server -addr "$(SERVER_ADDR)" -db "$(SERVER_DB)" -origins "$(SERVE_ADDR)" $(ARGS)

web: ## package the WebAssembly build into WEB_DIR (default build/web)
	rm -rf wasm "$(WEB_DIR)"
	@# fyne package bumps Build in FyneApp.toml on every run: keep the file as it was.
	@if [ -f FyneApp.toml ]; then cp FyneApp.toml .FyneApp.toml.keep; fi
	$(FYNE) package -os web $(WEB_FLAGS) $(if $(WEB_TAGS),--tags $(WEB_TAGS)) || { [ -f .FyneApp.toml.keep ] && mv .FyneApp.toml.keep FyneApp.toml; exit 1; }
	@if [ -f .FyneApp.toml.keep ]; then mv .FyneApp.toml.keep FyneApp.toml; fi
	@# Fyne's index.html lacks a viewport tag, so phones lay it out 980 px wide.
	grep -q 'name="viewport"' wasm/index.html || \
	  sed -i 's#<meta charset="utf-8">#<meta charset="utf-8">\n\t\t<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">#' wasm/index.html
	@# The service worker of the notifications (ui/webnotify) and its
	@# sentences in every language, written from the translations.
	cp assets/web/sw.js wasm/sw.js
	$(GO) run ./tools/notifytext -out wasm/notify.json
	mkdir -p "$(dir $(WEB_DIR))" && mv wasm "$(WEB_DIR)"
	@ls -l "$(WEB_DIR)"/*.wasm

serve: ## serve WEB_DIR on http://127.0.0.1:8080/
	$(GO) run ./tools/serve -dir "$(WEB_DIR)" -addr "$(SERVE_ADDR)"

e2e-deps: ## install the pinned playwright-core into e2e/node_modules
	@if [ ! -d e2e/node_modules/playwright-core ] || [ e2e/package-lock.json -nt e2e/node_modules/.package-lock.json ]; then \
	  cd e2e && npm ci --no-audit --no-fund; fi
	@command -v chromium >/dev/null || { echo "chromium missing: run make deps"; exit 1; }

e2e: e2e-deps ## build the web version with the e2e tag and drive it in headless Chromium (offline, then online against a server it starts, then friends at a turn-based table and the notifications)
	$(MAKE) web WEB_DIR="$(E2E_WEB_DIR)" WEB_TAGS="$(E2E_TAGS)"
	CGO_ENABLED=0 $(GO) build -o "$(E2E_SERVER)" ./cmd/server
	@# One file after the other: run side by side, their three software-drawn
	@# pages starve each other on a small machine.
	cd e2e && export WEB_DIR="$(abspath $(E2E_WEB_DIR))" E2E_SERVER="$(abspath $(E2E_SERVER))" E2E_TIMEOUT_MS=$(E2E_TIMEOUT_MS) && \
	  $(NODE) --test web.test.mjs && $(NODE) --test online.test.mjs && $(NODE) --test pace.test.mjs

linux: ## package the desktop app for Linux into LINUX_DIR (default build/linux)
	@if [ -f FyneApp.toml ]; then cp FyneApp.toml .FyneApp.toml.keep; fi
	$(FYNE) package -os linux $(LINUX_FLAGS) || { [ -f .FyneApp.toml.keep ] && mv .FyneApp.toml.keep FyneApp.toml; exit 1; }
	@if [ -f .FyneApp.toml.keep ]; then mv .FyneApp.toml.keep FyneApp.toml; fi
	mkdir -p "$(LINUX_DIR)" && mv -f *.tar.xz "$(LINUX_DIR)/"
	@ls -l "$(LINUX_DIR)"

clean: ## remove build outputs
	rm -rf build wasm e2e/out
