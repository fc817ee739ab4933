// Browser end-to-end test of online play (make e2e).
//
// It starts the game server itself (build/e2e-server, on a free port with
// a throwaway SQLite file, stopped at the end) and opens the web build in
// two phone-sized pages, each in its own browser context (its own storage,
// so its own device secret), both pointed at that server by the page's
// "server" query parameter (ui/online/e2e_on.go). Aki, on the first page,
// chooses Play online, a name and Create a table of the shortest length,
// and reads the invite code from the waiting room; Ben, on the second,
// chooses a name and joins by that code. The table starts, and both play
// the round to its end by tapping cards, each on its own page; at the end
// both pages must show the same scores. Every wait is a named step, so a
// timeout says where it stuck. The consoles, the server's log, screenshots
// and the timings are written to e2e/out/ (online-*).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { ConsoleLog, centreOf, config, launchBrowser, newPhonePage, serveStatic, snap, startServer } from './harness.mjs';

// How long each step after the page loads may take (loading has
// config.timeoutMs).
const stepMs = Number(process.env.E2E_STEP_MS || 60000);
// The pages' device pixel ratio: two pages drawn by a software GPU at a
// phone's 2.6 took minutes on a 2-core machine; web.test.mjs covers the
// phone's ratio.
const dpr = Number(process.env.E2E_ONLINE_DPR || 1);

let server;
let web;
let browser;
const players = [];
const timings = {};
const t0 = Date.now();

before(async () => {
  server = await startServer();
  web = await serveStatic(config.webDir);
  browser = await launchBrowser();
  for (const name of ['Aki', 'Ben']) {
    const page = await newPhonePage(browser, dpr);
    players.push({ name, page, log: new ConsoleLog(page), scale: 0 });
  }
});

after(async () => {
  fs.mkdirSync(config.outDir, { recursive: true });
  for (const p of players) p.log.save(path.join(config.outDir, `online-console-${p.name}.txt`));
  fs.writeFileSync(path.join(config.outDir, 'online-timings.json'), JSON.stringify(timings, null, 2) + '\n');
  for (const p of players) await p.page.context().close();
  await browser?.close();
  await web?.close();
  if (server) {
    const exit = await server.stop();
    fs.writeFileSync(path.join(config.outDir, 'online-server.txt'), server.log.join(''));
    assert.equal(exit, 0, 'the game server stops cleanly on SIGTERM');
  }
});

/** Runs one step of a player, naming it in any error. */
async function step(p, what, f) {
  try {
    return await f();
  } catch (err) {
    await snap(p.page, `online-failed-${p.name}`).catch(() => {});
    err.message = `${p.name}: ${what}: ${err.message}`;
    throw err;
  }
}

/** Waits for p's next layout of screen (after line index from) satisfying pred. */
function screen(p, name, pred = () => true, from = 0, ms = stepMs) {
  return p.log.waitForEvent(layout(name, pred), ms, from);
}

/**
 * A test of layout events of screen that satisfy pred, which names them
 * in a timeout's message.
 */
function layout(name, pred = () => true) {
  const f = (e) => e.ev === 'layout' && e.screen === name && pred(e);
  f.toString = () => `the ${name} screen where ${pred}`;
  return f;
}

/** Taps the centre of a rect of a layout event. */
async function tap(p, rect) {
  assert.ok(rect, 'nothing to tap');
  const c = centreOf(rect, p.scale, dpr);
  await p.page.touchscreen.tap(c.x, c.y);
}

/** Taps a text field and types text into it. */
async function type(p, rect, text) {
  await tap(p, rect);
  await p.page.waitForTimeout(200); // the field takes the focus
  await p.page.keyboard.type(text, { delay: 20 });
}

const since = () => Date.now() - t0;

/**
 * Both pages load the app and go online in game: Play online, a name (new
 * devices have none), the lobby. Aki creates a table (setUp taps its
 * choices on the Create screen) and reads the invite code in the waiting
 * room; Ben joins by that code. Resolves to the code and the console line
 * index where each page's table may start.
 */
async function meet(game, setUp) {
  const [aki, ben] = players;
  const url = `${web.url}?server=${encodeURIComponent(server.url)}`;
  const play = `home.${game}.online`;
  await Promise.all(players.map((p) => step(p, 'loading the app', async () => {
    await p.page.goto(url);
    const home = await p.log.waitForEvent(layout('home', (e) => e.buttons[play]), config.timeoutMs);
    p.scale = home.event.scale;
    p.home = home;
  })));
  timings.loadedMs = since();

  const lobbies = await Promise.all(players.map((p) => step(p, 'Play online and the name', async () => {
    await tap(p, p.home.event.buttons[play]);
    const name = await screen(p, 'online.name', () => true, p.home.index);
    assert.equal(name.event.name, '', 'a new device has no name yet');
    await type(p, name.event.buttons['online.name.entry'], p.name);
    await tap(p, name.event.buttons['online.name.ok']);
    return screen(p, 'online.lobby', () => true, name.index);
  })));
  timings.lobbyMs = since();

  const code = await step(aki, 'creating a table', async () => {
    await tap(aki, lobbies[0].event.buttons['online.lobby.create']);
    const create = await screen(aki, 'online.create', () => true, lobbies[0].index);
    await setUp(aki, create.event);
    await tap(aki, create.event.buttons['online.create.create']);
    const room = await screen(aki, 'online.room', (e) => e.code !== '', create.index);
    await snap(aki.page, `online-${game}-invite`);
    assert.match(room.event.code, /^[A-Z0-9]{3}[ -]?[A-Z0-9]{3}$/, 'the invite code is six characters');
    assert.ok(room.event.seats.some((s) => s.includes(aki.name)), `the room shows Aki seated: ${room.event.seats}`);
    return room.event.code;
  });
  timings.createdMs = since();

  await step(ben, `joining by the code ${code}`, async () => {
    await type(ben, lobbies[1].event.buttons['online.lobby.code'], code);
    await tap(ben, lobbies[1].event.buttons['online.lobby.join']);
  });
  return { code, from: lobbies.map((l) => l.index) };
}

/** Taps the first choice of the Select at rect (its pop-up opens under it). */
async function chooseFirst(p, rect) {
  await tap(p, rect);
  await p.page.waitForTimeout(500); // the pop-up opens
  await tap(p, { x: rect.x, y: rect.y + rect.h, w: rect.w, h: 36 });
  await p.page.waitForTimeout(300);
}

test('two pages play an Ikebana round online', { timeout: config.timeoutMs + 30 * stepMs }, async () => {
  // Four florists: Aki, a friend's seat (Ben) and two computers.
  const { from } = await meet('ikebana', async (p, create) => {
    assert.deepEqual(create.seats.length, 3, `four florists by default: ${create.seats}`);
    await chooseFirst(p, create.buttons['online.create.seat.1']);
  });
  const tables = await Promise.all(players.map((p, i) => step(p, 'the table starting', () =>
    p.log.waitForEvent(layout('ikebana.table'), stepMs, from[i]))));
  timings.tableMs = since();
  await Promise.all(players.map((p) => snap(p.page, `online-ikebana-table-${p.name}`)));

  // Each page plays its own seat: Draw, then Keep (Refuse when Keep is not
  // offered), until the round's scores show.
  const turnOrScores = (e) => e.ev === 'layout' &&
    (e.screen === 'ikebana.scores' || (e.screen === 'ikebana.table' && e.myTurn && !e.busy));
  turnOrScores.toString = () => "the player's turn or the round's scores";
  const ends = await Promise.all(players.map((p, i) => step(p, 'playing the round', async () => {
    let at = tables[i].index;
    let moves = 0;
    for (;;) {
      const next = await p.log.waitForEvent(turnOrScores, stepMs, at);
      const e = next.event;
      if (e.screen === 'ikebana.scores') return next;
      const b = e.buttons;
      const key = e.phase === 'start' ? 'ikebana.draw' : b['ikebana.keep'] ? 'ikebana.keep' : 'ikebana.refuse';
      await tap(p, b[key]);
      const move = key.split('.')[1];
      const done = await p.log.waitForEvent((m) => m.ev === 'move' && m.game === 'ikebana' && m.seat === e.toMove && m.move === move, stepMs, next.index);
      at = done.index;
    }
  })));
  timings.roundMs = since();
  await Promise.all(players.map((p) => snap(p.page, `online-ikebana-end-${p.name}`)));
  const [a, b] = ends.map((x) => x.event);
  assert.equal(a.round, 1, 'the first round is scored');
  assert.deepEqual(a.prestige, b.prestige, "both pages show the same prestige at the round's end");
  console.log(`Ikebana round played online: prestige ${a.prestige}; ${JSON.stringify(timings)}`);
  assert.deepEqual(server.log.join('').match(/level=ERROR.*/g) || [], [], 'the server logged no error');
});
