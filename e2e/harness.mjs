// Helpers for driving the Fyne web build in headless Debian Chromium.
//
// Fyne draws everything into one WebGL canvas, so there are no DOM elements
// to find or click: tests tap at coordinates, read the console lines the app
// prints (Go's fmt/log output reaches console.log in WebAssembly) and look at
// screenshots. The app's side (the console lines it prints for tests) is in
// ui/e2e_on.go and each game's (ui/koikoi/, ui/ikebana/), built with the e2e tag.
// The online tests (online.test.mjs, pace.test.mjs) share their set-up
// (OnlineRun: the game server, the web build, the browser, the players'
// pages) and their players' steps: wait for a screen, tap, type, go online,
// pick a Koi-Koi move.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Settings, each overridable from the environment. */
export const config = {
  webDir: path.resolve(process.env.WEB_DIR || path.join(here, '..', 'build', 'web')),
  outDir: path.resolve(process.env.E2E_OUT || path.join(here, 'out')),
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  // A 412x915 phone; 2.625 is a common device pixel ratio for that size.
  viewport: { width: 412, height: 915 },
  dpr: Number(process.env.E2E_DPR || 2.625),
  // Generous: the first load compiles ~35 MB of wasm under a software GPU.
  timeoutMs: Number(process.env.E2E_TIMEOUT_MS || 60000),
  // The game server the online test starts (make e2e builds it).
  serverBin: path.resolve(process.env.E2E_SERVER || path.join(here, '..', 'build', 'e2e-server')),
  // How long each step of an online test may take once its page has
  // loaded (loading has timeoutMs).
  stepMs: Number(process.env.E2E_STEP_MS || 60000),
  // The online tests' device pixel ratio: two pages drawn by a software
  // GPU at a phone's 2.6 took minutes on a 2-core machine; web.test.mjs
  // covers the phone's ratio.
  onlineDpr: Number(process.env.E2E_ONLINE_DPR || 1),
};

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
};

/**
 * Serves dir on 127.0.0.1 with a free port.
 * Resolves to { url, close }.
 */
export async function serveStatic(dir) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the web version first (make web)`);
  }
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(root, path.normalize(rel));
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': mimeTypes[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'Cache-Control': 'no-store',
      });
      res.end(data);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Starts the game server (cmd/server, built at config.serverBin) on a free
 * port of 127.0.0.1 with a new SQLite file in a temporary directory, and
 * resolves once it serves: to { url, log, stop }. The test's pages come
 * from another port of the same host (serveStatic), so it allows the
 * origins 127.0.0.1:* (a browser's WebSocket from another origin is
 * refused otherwise: docs/online-server.md). stop ends it (SIGTERM, then
 * SIGKILL after 5 s), removes the directory and resolves to its exit code;
 * it is also killed if the test process exits or is interrupted without
 * stopping it. log holds its output.
 */
async function startServer(args = []) {
  if (!fs.existsSync(config.serverBin)) {
    throw new Error(`${config.serverBin} is missing: build it first (make e2e does: go build -o build/e2e-server ./cmd/server)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koikoi-e2e-server-'));
  const proc = spawn(
    config.serverBin,
    ['-addr', '127.0.0.1:0', '-db', path.join(dir, 'server.db'), '-origins', '127.0.0.1:*', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Nothing is left running: the server dies with the test process, even
  // when it is interrupted.
  const kill = () => proc.kill('SIGKILL');
  const interrupted = (signal) => {
    kill();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(128 + os.constants.signals[signal]);
  };
  process.on('exit', kill);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const log = [];
  let exited = null;
  const exit = new Promise((resolve) => proc.once('exit', (code, signal) => {
    exited = signal || code;
    resolve();
  }));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the game server did not start within 30 s:\n${log.join('')}`)), 30000);
    const read = (chunk) => {
      log.push(chunk.toString());
      const m = /msg=serving url=(\S+)/.exec(log.join(''));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout.on('data', read);
    proc.stderr.on('data', read);
    proc.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`the game server exited (${exited}) before serving:\n${log.join('')}`));
    });
  });
  return {
    url,
    log,
    async stop() {
      if (exited === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(kill, 5000);
        await exit;
        clearTimeout(timer);
      }
      process.off('exit', kill);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      fs.rmSync(dir, { recursive: true, force: true });
      return exited;
    },
  };
}

/** Launches Debian's Chromium with the flags that work headless here. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: config.chromium,
    headless: true,
    args: chromiumArgs,
  });
}

/**
 * A new phone-sized, touch-enabled page in its own context (its own
 * storage), drawn at dpr device pixels per CSS pixel.
 */
export async function newPhonePage(browser, dpr = config.dpr) {
  const context = await browser.newContext({
    viewport: config.viewport,
    deviceScaleFactor: dpr,
    hasTouch: true,
    isMobile: true,
  });
  return context.newPage();
}

/** Reports whether a console line shows the Go program crashed or the page broke. */
function isFatal(l) {
  return l.type === 'pageerror' || /^panic: |^fatal error: |Go program has already exited|^RuntimeError: /.test(l.text);
}

/**
 * Records every console line and page error of page, and lets a test wait
 * for a console line matching a pattern (including lines already seen).
 */
export class ConsoleLog {
  constructor(page) {
    this.start = Date.now();
    this.lines = []; // { ms, type, text }
    this.errors = []; // uncaught page errors
    this.waiters = new Set();
    page.on('console', (msg) => this.push(msg.type(), msg.text()));
    page.on('pageerror', (err) => {
      this.errors.push(err.message);
      this.push('pageerror', err.message);
    });
  }

  push(type, text) {
    const line = { ms: Date.now() - this.start, type, text };
    this.lines.push(line);
    for (const w of this.waiters) w(line);
  }

  /** Resolves to the first line (old or new) whose text matches re. */
  waitFor(re, timeoutMs = config.timeoutMs, from = 0) {
    const old = this.lines.slice(from).find((l) => re.test(l.text));
    if (old) return Promise.resolve(old);
    return new Promise((resolve, reject) => {
      const waiter = (line) => {
        if (isFatal(line)) {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          reject(new Error(`the app failed while waiting for ${re}: ${line.text}`));
          return;
        }
        if (!re.test(line.text)) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(line);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no console line matching ${re} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /**
   * Resolves to the first app event (a "KOIKOI-E2E {json}" line, see
   * ui/e2e_on.go) at or after line index from whose parsed object satisfies
   * pred. Resolves to { index, ms, event }.
   */
  async waitForEvent(pred, timeoutMs = config.timeoutMs, from = 0) {
    const prefix = 'KOIKOI-E2E ';
    const match = (line) => {
      if (!line.text.startsWith(prefix)) return false;
      try {
        return pred(JSON.parse(line.text.slice(prefix.length)));
      } catch {
        return false;
      }
    };
    const re = { test: (text) => match({ text }), toString: () => `an app event matching ${pred}` };
    const line = await this.waitFor(re, timeoutMs, from);
    return {
      index: this.lines.indexOf(line),
      ms: line.ms,
      event: JSON.parse(line.text.slice(prefix.length)),
    };
  }

  /** The app events printed so far, parsed, in order. */
  events() {
    const prefix = 'KOIKOI-E2E ';
    const out = [];
    for (const l of this.lines) {
      if (!l.text.startsWith(prefix)) continue;
      try {
        out.push(JSON.parse(l.text.slice(prefix.length)));
      } catch {
        // a line cut short: not an event
      }
    }
    return out;
  }

  /** Lines that show the Go program crashed or the page broke. */
  fatal() {
    return this.lines.filter(isFatal);
  }

  /** Writes all lines to file, one per line. */
  save(file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, this.lines.map((l) => `${l.ms}\t${l.type}\t${l.text}`).join('\n') + '\n');
  }
}

/**
 * Decodes an 8-bit, non-interlaced PNG (what Chromium screenshots are) into
 * { width, height, channels, pixels }.
 */
function decodePNG(buf) {
  const sig = '89504e470d0a1a0a';
  if (buf.subarray(0, 8).toString('hex') !== sig) throw new Error('not a PNG');
  let off = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      colorType = data[9];
      if (depth !== 8 || data[12] !== 0 || ![0, 2, 4, 6].includes(colorType)) {
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colorType}, interlace ${data[12]}`);
      }
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    off += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colorType];
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null;
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? out[i - channels] : 0;
      const b = prev ? prev[i] : 0;
      const c = prev && i >= channels ? prev[i - channels] : 0;
      let v = line[i];
      switch (filter) {
        case 0:
          break;
        case 1:
          v += a;
          break;
        case 2:
          v += b;
          break;
        case 3:
          v += (a + b) >> 1;
          break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default:
          throw new Error(`bad PNG filter ${filter}`);
      }
      out[i] = v & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** The colour at (x, y) in image pixels, as [r, g, b]. */
function pixelAt(img, x, y) {
  const i = (Math.round(y) * img.width + Math.round(x)) * img.channels;
  if (img.channels < 3) return [img.pixels[i], img.pixels[i], img.pixels[i]];
  return [img.pixels[i], img.pixels[i + 1], img.pixels[i + 2]];
}

/** Number of distinct colours on a sparse grid over the image. */
function distinctColours(img, step = 7) {
  const seen = new Set();
  for (let y = 0; y < img.height; y += step) {
    for (let x = 0; x < img.width; x += step) {
      seen.add(pixelAt(img, x, y).join(','));
    }
  }
  return seen.size;
}

/**
 * Waits until Fyne has created its canvas and drawn something on it, then
 * until two screenshots in a row are identical (the frame has settled).
 * Returns { canvasMs, firstFrameMs, settledMs, png } with times measured
 * from startMs (default: now).
 */
export async function waitForFirstFrame(page, startMs = Date.now(), minColours = 3) {
  const deadline = Date.now() + config.timeoutMs;
  await page.waitForSelector('canvas', { state: 'attached', timeout: config.timeoutMs });
  const canvasMs = Date.now() - startMs;
  let firstFrameMs = 0;
  let last = null;
  while (Date.now() < deadline) {
    const png = await page.screenshot();
    if (!firstFrameMs) {
      if (distinctColours(decodePNG(png)) >= minColours) firstFrameMs = Date.now() - startMs;
    } else if (last && png.equals(last)) {
      return { canvasMs, firstFrameMs, settledMs: Date.now() - startMs, png };
    }
    last = png;
    await page.waitForTimeout(100);
  }
  throw new Error(firstFrameMs ? 'the frame never settled' : 'the canvas stayed blank');
}

/**
 * Converts a point in Fyne canvas coordinates to CSS pixels for
 * page.touchscreen.tap / page.mouse.click. scale is the app's
 * Canvas().Scale() (Fyne rounds it, so it is not exactly the device pixel
 * ratio): the app prints it in its "layout" console lines (ui/e2e_on.go).
 */
function fyneToCss(x, y, scale, dpr = config.dpr) {
  const k = scale / dpr;
  return { x: x * k, y: y * k };
}

/** The centre of rect ({x, y, w, h} in Fyne units) in CSS pixels. */
export function centreOf(rect, scale, dpr = config.dpr) {
  return fyneToCss(rect.x + rect.w / 2, rect.y + rect.h / 2, scale, dpr);
}

/** Saves a screenshot of page as out/<name>.png and returns the path. */
export async function snap(page, name) {
  fs.mkdirSync(config.outDir, { recursive: true });
  const file = path.join(config.outDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * The set-up an online test file shares between its tests: the game
 * server (startServer), the web build (serveStatic), one browser, and the
 * players whose pages it opens there. out names the files it writes to
 * config.outDir: <out>-console-<player>.txt, <out>-timings.json,
 * <out>-server.txt, and <out>-failed-<player>.png where a step fails.
 */
export class OnlineRun {
  constructor(out) {
    this.out = out;
    this.players = []; // every player opened, in order
    this.timings = {};
    this.t0 = Date.now();
  }

  /** Starts the game server with serverArgs, the web server and the browser. */
  async start(serverArgs = []) {
    this.server = await startServer(serverArgs);
    this.web = await serveStatic(config.webDir);
    this.browser = await launchBrowser();
  }

  /**
   * The app's address, pointed at the game server by the page's "server"
   * query parameter (ui/online/e2e_on.go).
   */
  get url() {
    return `${this.web.url}?server=${encodeURIComponent(this.server.url)}`;
  }

  /** The web build's origin, to grant its pages permissions. */
  get origin() {
    return this.web.url.replace(/\/$/, '');
  }

  /** Milliseconds since the run was made. */
  since() {
    return Date.now() - this.t0;
  }

  /**
   * Opens a phone page in a browser context of its own (its own storage:
   * a device of its own) for a player called name. Resolves to the player:
   * { name, page, log, scale, dpr, out }, scale being the app's canvas
   * scale, 0 until the test reads it from a layout event.
   */
  async player(name) {
    const page = await newPhonePage(this.browser, config.onlineDpr);
    const p = { name, page, log: new ConsoleLog(page), scale: 0, dpr: config.onlineDpr, out: this.out };
    this.players.push(p);
    return p;
  }

  /** The lines the game server logged at level ERROR. */
  serverErrors() {
    return this.server.log.join('').match(/level=ERROR.*/g) || [];
  }

  /**
   * Saves the players' consoles, the timings and the server's log, closes
   * the pages, the browser and the web server, and stops the game server,
   * failing unless it stops cleanly on SIGTERM.
   */
  async stop() {
    fs.mkdirSync(config.outDir, { recursive: true });
    for (const p of this.players) p.log.save(path.join(config.outDir, `${this.out}-console-${p.name}.txt`));
    fs.writeFileSync(path.join(config.outDir, `${this.out}-timings.json`), JSON.stringify(this.timings, null, 2) + '\n');
    for (const p of this.players) await p.page.context().close();
    await this.browser?.close();
    await this.web?.close();
    if (this.server) {
      const exit = await this.server.stop();
      fs.writeFileSync(path.join(config.outDir, `${this.out}-server.txt`), this.server.log.join(''));
      assert.equal(exit, 0, 'the game server stops cleanly on SIGTERM');
    }
  }
}

/**
 * Runs one step of player p (of an OnlineRun), naming it in any error and
 * saving a screenshot of p's page as it failed.
 */
export async function step(p, what, f) {
  try {
    return await f();
  } catch (err) {
    await snap(p.page, `${p.out}-failed-${p.name}`).catch(() => {});
    err.message = `${p.name}: ${what}: ${err.message}`;
    throw err;
  }
}

/**
 * A test of layout events of screen that satisfy pred, which names them
 * in a timeout's message.
 */
export function layout(name, pred = () => true) {
  const f = (e) => e.ev === 'layout' && e.screen === name && pred(e);
  f.toString = () => `the ${name} screen where ${pred}`;
  return f;
}

/** Waits for p's next layout of screen (after line index from) satisfying pred. */
export function screen(p, name, pred = () => true, from = 0, ms = config.stepMs) {
  return p.log.waitForEvent(layout(name, pred), ms, from);
}

/** Taps the centre of a rect of a layout event on p's page. */
export async function tap(p, rect) {
  assert.ok(rect, 'nothing to tap');
  const c = centreOf(rect, p.scale, p.dpr);
  await p.page.touchscreen.tap(c.x, c.y);
}

/** Taps a text field on p's page and types text into it. */
export async function type(p, rect, text) {
  await tap(p, rect);
  await p.page.waitForTimeout(200); // the field takes the focus
  await p.page.keyboard.type(text, { delay: 20 });
}

/**
 * Loads the app (url) on p's page and goes online under p's name, as a new
 * device does (it has no name yet): Koi-Koi's Play online, the name, the
 * lobby. Resolves to the lobby's layout event; p.scale is read on the way.
 */
export async function goOnline(p, url) {
  await p.page.goto(url);
  const home = await p.log.waitForEvent(layout('home', (e) => e.buttons['home.koikoi.online']), config.timeoutMs);
  p.scale = home.event.scale;
  await tap(p, home.event.buttons['home.koikoi.online']);
  const name = await screen(p, 'online.name', () => true, home.index);
  await type(p, name.event.buttons['online.name.entry'], p.name);
  await tap(p, name.event.buttons['online.name.ok']);
  return screen(p, 'online.lobby', (e) => e.name === p.name, name.index);
}

/**
 * Where to tap on a Koi-Koi table event e on the player's turn, if
 * anywhere: a hand card (one with a single partner on the field when there
 * is one), the highlighted field card when a capture must be chosen, Shobu
 * when a yaku is made, Keep at an exchange, the wild card at a Gaji, and
 * on after a hold.
 */
export function koikoiMove(e) {
  const b = e.buttons;
  const hand = e.hand || []; // null when empty
  const field = e.field || [];
  const button = ['table.gaji.wild', 'table.continue', 'table.shobu', 'table.keep'].find((k) => b[k]);
  if (button) return b[button];
  switch (e.phase) {
    case 'play': {
      const partners = (h) => field.filter((f) => f.month === h.month).length;
      return (hand.find((h) => partners(h) === 1) || hand[0])?.rect;
    }
    case 'capture-hand':
    case 'capture-draw':
      return field.find((f) => f.hl)?.rect;
  }
  return undefined;
}
