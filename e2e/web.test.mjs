// Browser end-to-end test of the web build (make e2e).
//
// In a phone-sized (412x915), touch-enabled headless Chromium it loads the
// game built with the e2e tag, starts a round from the home screen, taps a
// hand card and then a highlighted field card of the same month, and checks
// that both cards end up among the player's captures. The app prints its
// screens' layouts and its moves on the console (ui/e2e_on.go); the test
// taps the centres of what it reads there. Screenshots, the console and the
// timings are written to e2e/out/.

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

before(async () => {
  server = await serveStatic(config.webDir);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Taps the centre of a rect from a layout event. */
async function tap(page, rect, scale) {
  const p = centreOf(rect, scale);
  await page.touchscreen.tap(p.x, p.y);
}

const layoutOf = (screen, pred = () => true) => (e) => e.ev === 'layout' && e.screen === screen && pred(e);

test('a round starts and a tapped capture is made', { timeout: config.timeoutMs * 4 }, async () => {
  const page = await newPhonePage(browser);
  const log = new ConsoleLog(page);
  const timings = { dpr: config.dpr, viewport: config.viewport };
  try {
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
    const card = hand.find((h) => field.some((f) => f.month === h.month));
    assert.ok(card, 'the e2e deal has a hand card that matches the field');

    // Tap the hand card: it is selected and its matches are highlighted.
    await tap(page, card.rect, scale);
    const sel = await log.waitForEvent(
      layoutOf('table', (e) => e.hand.some((h) => h.card === card.card && h.sel)),
      undefined,
      table.index,
    );
    const targets = sel.event.field.filter((f) => f.hl);
    assert.ok(targets.length > 0, 'the matching field cards are highlighted');
    assert.ok(targets.every((f) => f.month === card.month), 'only cards of the same month are highlighted');
    await snap(page, 'selected');

    // Tap a highlighted field card: the capture is made.
    const target = targets[0];
    await tap(page, target.rect, scale);
    await log.waitForEvent((e) => e.ev === 'move' && e.seat === 0 && e.move === `play ${card.card}`, undefined, sel.index);
    const done = await log.waitForEvent(
      layoutOf('table', (e) => (e.captured || []).includes(card.card)),
      undefined,
      sel.index,
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
  } finally {
    fs.mkdirSync(config.outDir, { recursive: true });
    log.save(path.join(config.outDir, 'console.txt'));
    fs.writeFileSync(path.join(config.outDir, 'timings.json'), JSON.stringify(timings, null, 2) + '\n');
    await page.context().close();
  }
});
