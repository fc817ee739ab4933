// Browser end-to-end test of the web build (make e2e).
//
// In a phone-sized (412x915), touch-enabled headless Chromium it loads the
// game built with the e2e tag once, then plays both games from the home
// screen: a Koi-Koi round started, a hand card tapped and then a
// highlighted field card of the same month, both cards checked among the
// player's captures; back Home, an Ikebana game started, a card drawn and
// kept, checked in the player's bouquet with the turn passed on, and the
// rules page opened from the table and closed. The app
// prints its screens' layouts and its moves on the console (ui/e2e_on.go,
// ui/koikoi/e2e_on.go, ui/ikebana/e2e_on.go); the test taps the centres of what it reads there.
// Screenshots, the console and the timings are written to e2e/out/.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';

import {
  ConsoleLog,
  centreOf,
  config,
  launchBrowser,
  newPhonePage,
  serveStatic,
  snap,
  waitForFirstFrame,
} from './harness.mjs';

let server;
let browser;
// The one page both tests play in: loading the wasm is most of the time.
let page;
let log;
const timings = { dpr: config.dpr, viewport: config.viewport };

before(async () => {
  server = await serveStatic(config.webDir);
  browser = await launchBrowser();
  page = await newPhonePage(browser);
  log = new ConsoleLog(page);
});

after(async () => {
  fs.mkdirSync(config.outDir, { recursive: true });
  log?.save(path.join(config.outDir, 'console.txt'));
  fs.writeFileSync(path.join(config.outDir, 'timings.json'), JSON.stringify(timings, null, 2) + '\n');
  await page?.context().close();
  await browser?.close();
  await server?.close();
});

/** Taps the centre of a rect from a layout event. */
async function tap(page, rect, scale) {
  const p = centreOf(rect, scale);
  await page.touchscreen.tap(p.x, p.y);
}

/** Fails unless rect lies on the screen of a layout event (nothing to scroll to). */
function onScreen(rect, event, what) {
  assert.ok(rect, `${what} should be on the ${event.screen} screen`);
  assert.ok(rect.y >= 0 && rect.y + rect.h <= event.size.Height, `${what} should be on screen, not scrolled away: ${JSON.stringify(rect)}`);
}

const layoutOf = (screen, pred = () => true) => (e) => e.ev === 'layout' && e.screen === screen && pred(e);

test('a round starts and a tapped capture is made', { timeout: config.timeoutMs * 4 }, async () => {
  const start = Date.now();
  await page.goto(server.url);
  const frame = await waitForFirstFrame(page, start);
  Object.assign(timings, { canvasMs: frame.canvasMs, firstFrameMs: frame.firstFrameMs, settledMs: frame.settledMs });
  const ready = await log.waitForEvent((e) => e.ev === 'ready');
  timings.readyMs = ready.ms - (start - log.start);
  timings.title = await page.title();
  await snap(page, 'home');

  // Home: New game.
  const home = await log.waitForEvent(layoutOf('home', (e) => e.buttons['home.new']));
  const scale = home.event.scale;
  assert.ok(scale > 1, `the canvas scale should follow the device pixel ratio, got ${scale}`);
  await tap(page, home.event.buttons['home.new'], scale);

  // New game: Start, with the default choices.
  const ng = await log.waitForEvent(layoutOf('newgame', (e) => e.buttons['newgame.start']), undefined, home.index);
  const startRect = ng.event.buttons['newgame.start'];
  assert.ok(startRect.y + startRect.h <= ng.event.size.Height, 'the Start button should be on screen');
  await tap(page, startRect, scale);

  // The table, the player's turn to play a card.
  const table = await log.waitForEvent(
    layoutOf('table', (e) => e.myTurn && e.phase === 'play' && e.hand.length > 0),
    undefined,
    ng.index,
  );
  timings.roundStartedMs = table.ms - (start - log.start);
  await snap(page, 'table');
  const { hand, field } = table.event;
  assert.equal(hand.length, 8, 'a standard deal gives eight cards');
  assert.equal(field.length, 8, 'and eight on the field');
  // A hand card with exactly one partner in the field: one tap plays it and
  // takes that partner (the default; Settings can ask for a second tap).
  const partners = (h) => field.filter((f) => f.month === h.month);
  const card = hand.find((h) => partners(h).length === 1);
  assert.ok(card, 'the e2e deal has a hand card with one partner in the field');
  const target = partners(card)[0];

  // One tap on the hand card: it is played and takes its partner.
  await tap(page, card.rect, scale);
  const played = await log.waitForEvent((e) => e.ev === 'move' && e.seat === 0 && e.move === `play ${card.card}`, undefined, table.index);
  const done = await log.waitForEvent(
    layoutOf('table', (e) => (e.captured || []).includes(card.card)),
    undefined,
    played.index,
  );
  const captured = done.event.captured;
  assert.ok(captured.includes(target.card), `${target.card} should be captured with ${card.card}: ${captured}`);
  assert.ok(!done.event.hand.some((h) => h.card === card.card), 'the played card left the hand');
  assert.ok(!done.event.field.some((f) => f.card === target.card), 'the captured card left the field');
  timings.captureMs = done.ms - (start - log.start);
  const shot = await snap(page, 'capture');
  console.log(`captured ${card.card} + ${target.card}; ready after ${timings.readyMs} ms; screenshot ${shot}`);

  assert.deepEqual(log.fatal(), [], 'the page or the Go program failed');
  assert.equal(await page.locator('canvas').count(), 1, 'Fyne should create exactly one canvas');
});

test('an Ikebana game starts, the player draws and keeps a card, and reads the rules', { timeout: config.timeoutMs * 4 }, async () => {
  const start = Date.now();
  const sinceLoad = () => Date.now() - log.start;
  // Home: the page the first test loaded (loaded here when run alone),
  // where that test left it: the back key (Escape in a browser) leaves its
  // table for Home, the round saved.
  if (!log.events().some((e) => e.ev === 'ready')) {
    await page.goto(server.url);
    await log.waitForEvent((e) => e.ev === 'ready');
  }
  let from = log.lines.length;
  const last = log.events().findLast((e) => e.ev === 'layout' && e.screen !== 'other');
  if (last.screen !== 'home') {
    await page.keyboard.press('Escape');
  }
  const home = await log.waitForEvent(layoutOf('home', (e) => e.buttons['home.ikebana.new']), undefined, from);
  const scale = home.event.scale;
  onScreen(home.event.buttons['home.ikebana.new'], home.event, "Ikebana's New game");
  await tap(page, home.event.buttons['home.ikebana.new'], scale);

  // New game: Start, with the default choices.
  const ng = await log.waitForEvent(layoutOf('ikebana.newgame', (e) => e.buttons['ikebana.start']), undefined, home.index);
  onScreen(ng.event.buttons['ikebana.start'], ng.event, 'Start');
  await tap(page, ng.event.buttons['ikebana.start'], scale);

  // The table, the player's turn to choose, nothing moving.
  const myTurn = (phase) => layoutOf('ikebana.table', (e) => e.myTurn && e.phase === phase && !e.busy);
  const table = await log.waitForEvent(myTurn('start'), undefined, ng.index);
  timings.ikebanaTableMs = sinceLoad();
  await snap(page, 'ikebana-table');
  const before = table.event;
  assert.equal(before.drawn, '', 'no card is turned over before the player draws');
  onScreen(before.buttons['ikebana.draw'], before, 'Draw');
  assert.ok(before.buttons['ikebana.rules'], "the table's rules control is on screen");

  // Draw: the pile's top card is turned over, Keep and Refuse offered.
  await tap(page, before.buttons['ikebana.draw'], scale);
  await log.waitForEvent((e) => e.ev === 'move' && e.game === 'ikebana' && e.seat === 0 && e.move === 'draw', undefined, table.index);
  const drawn = await log.waitForEvent(myTurn('drawn'), undefined, table.index);
  const card = drawn.event.drawn;
  assert.ok(card, 'a card is turned over');
  assert.equal(drawn.event.pile, before.pile - 1, 'the card came from the pile');
  onScreen(drawn.event.buttons['ikebana.keep'], drawn.event, 'Keep');
  await snap(page, 'ikebana-drawn');

  // Keep: the card joins the player's bouquet and the turn passes to the
  // next florist, whose move follows (the computer may have moved before
  // the table settled: it turns over a card of its own).
  await tap(page, drawn.event.buttons['ikebana.keep'], scale);
  const keep = await log.waitForEvent(
    (e) => e.ev === 'move' && e.game === 'ikebana' && e.seat === 0 && e.move === 'keep',
    undefined,
    drawn.index,
  );
  const kept = await log.waitForEvent(
    layoutOf('ikebana.table', (e) => e.bouquet.some((b) => b.card === card)),
    undefined,
    drawn.index,
  );
  const after = kept.event;
  assert.equal(after.bouquet.length, before.bouquet.length + 1, 'the bouquet grew by one card');
  assert.notEqual(after.drawn, card, 'the kept card is no longer turned over');
  assert.notEqual(after.discardTop, card, 'the kept card is not on the discard pile');
  // The turn passed on: the next move is the next florist's. (The table's
  // layout may show the player to move again: on a loaded machine it
  // settles only after the three computers' turns.)
  const next = await log.waitForEvent((e) => e.ev === 'move' && e.game === 'ikebana', undefined, keep.index + 1);
  assert.equal(next.event.seat, 1, 'the florist on the left moves next');
  assert.ok(next.event.move === 'draw' || next.event.move.startsWith('buy '), `a turn starts with a draw or a buy, not ${next.event.move}`);
  timings.ikebanaKeptMs = sinceLoad();
  const shot = await snap(page, 'ikebana-kept');
  console.log(`kept ${card}; then seat ${next.event.seat} played ${next.event.move}; screenshot ${shot}`);

  // The table's rules control shows the rules page; Close returns to the
  // table, the game still under way.
  const open = Date.now();
  await tap(page, after.buttons['ikebana.rules'], scale);
  const rules = await log.waitForEvent(layoutOf('ikebana.rules', (e) => e.buttons['ikebana.rules.close']), undefined, kept.index);
  onScreen(rules.event.buttons['ikebana.rules.close'], rules.event, 'Close');
  await snap(page, 'ikebana-rules');
  timings.ikebanaRulesShownMs = Date.now() - open;
  await tap(page, rules.event.buttons['ikebana.rules.close'], scale);
  const back = await log.waitForEvent(layoutOf('ikebana.table'), undefined, rules.index);
  assert.ok(back.event.bouquet.some((b) => b.card === card), 'the game is where the player left it');
  timings.ikebanaTestMs = Date.now() - start;
  assert.deepEqual(log.fatal(), [], 'the page or the Go program failed');
});
