// Browser end-to-end test of friends, a turn-based table and the browser's
// notifications (make e2e; issue 31).
//
// It starts the game server itself (as online.test.mjs) and opens the web
// build in two phone-sized pages, each in its own browser context (two
// devices), both allowed to show notifications. Aki takes a name, opens
// Friends and reads her friend code; Ben takes a name and adds Aki by that
// code. Aki creates a turn-based Koi-Koi table and invites Ben from its
// waiting room; Ben accepts the invitation on his Play online, and the
// game starts. Each makes a move (tapping where the app's console lines
// say the cards are); then the page of the player waiting for the other's
// move is put in the background (document.visibilityState "hidden", as a
// browser has it for a tab out of sight) and must show a system
// notification when the other moves: "Your turn", "A table of Koi-Koi is
// waiting for your move.", shown through its service worker's
// registration (ui/webnotify). Back in sight, that player moves, and the
// other page, in sight all along, shows none.
//
// A second test delivers Web Push messages to Ben's service worker
// (assets/web/sw.js) through the DevTools protocol, as a push service
// would: a turn at an Ikebana table, and an invitation from Aki, each
// shown in the player's language (English, then French once the page keeps
// "fr" for the worker). A third test turns the notifications off and on
// in Settings on a third device: the headless browser has no push service
// to reach, and the page says so in one sentence. Consoles, screenshots and
// timings land in e2e/out/ (pace-*).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { OnlineRun, config, goOnline, koikoiMove, layout, screen, snap, step, tap, type } from './harness.mjs';

const { stepMs } = config;
const run = new OnlineRun('pace');
const { timings } = run;
const players = [];

before(async () => {
  // A server that sends Web Push (its VAPID key made at start): the page
  // subscribes with it.
  await run.start(['-push-contact', 'mailto:e2e@example.org']);
  for (const name of ['Aki', 'Ben']) {
    const p = await run.player(name);
    const context = p.page.context();
    await context.grantPermissions(['notifications'], { origin: run.origin });
    // Every notification the page asks its service worker's registration
    // for, as the app asked for it.
    await context.addInitScript(() => {
      window.__notices = [];
      const show = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        window.__notices.push({ title, body: options?.body, tag: options?.tag, visibility: document.visibilityState });
        return show.call(this, title, options);
      };
    });
    players.push(p);
  }
});

after(() => run.stop());

/** Puts p's page out of sight (hidden) or back in sight, as the app reads it. */
async function setHidden(p, hidden) {
  await p.page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The notifications p's page asked for so far. */
const notices = (p) => p.page.evaluate(() => window.__notices);

/** The notifications p's service worker's registration shows. */
const shown = (p) => p.page.evaluate(async () => {
  const reg = await navigator.serviceWorker.ready;
  return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
});

/** Closes the notifications p's service worker's registration shows. */
const closeShown = (p) => p.page.evaluate(async () => {
  const reg = await navigator.serviceWorker.ready;
  for (const n of await reg.getNotifications()) n.close();
});

/**
 * Plays p's whole turn from console line index from: taps until the turn
 * is done. Resolves to the index of the line that says so.
 *
 * A turn is done when the table no longer waits for p and both its cards
 * are down: the one from the hand and the one turned over from the pile
 * each add one card to the field and p's captures together (a card laid
 * down adds itself; a capture takes one card from the field and adds two
 * to the captures). Between the two the table waits for the server's draw
 * and does not wait for p either, which alone would end the turn early:
 * then the draw's capture choice, if it needs one, was never made.
 */
async function playTurn(p, from) {
  const state = (e) => JSON.stringify([e.phase, e.myTurn, e.hand, e.field, e.captured, Object.keys(e.buttons).sort()]);
  // The cards on the table and in p's pile, as they will lie: a card
  // moving to a pile is shown in the field too until it lands, and a
  // layout taken then counts it twice.
  const cards = (e) => {
    const piled = new Set([...(e.captured || []), ...(e.oppCaptured || [])]);
    return (e.field || []).filter((c) => !piled.has(c.card)).length + (e.captured || []).length;
  };
  let acted = '';
  let before = -1; // cards() when the turn began
  const done = (e) => before >= 0 && !e.myTurn && cards(e) >= before + 2;
  const ready = (e) => e.ev === 'layout' && e.screen === 'table' && state(e) !== acted &&
    (done(e) || (e.myTurn && koikoiMove(e)));
  ready.toString = () => `${p.name}'s turn to play, or its end`;
  for (let at = from; ;) {
    const next = await p.log.waitForEvent(ready, stepMs, at);
    const e = next.event;
    if (done(e)) return next.index;
    if (before < 0) before = cards(e);
    acted = state(e);
    at = next.index + 1;
    await tap(p, koikoiMove(e));
  }
}

/** Waits until p's table waits for p's move (after line index from). */
function myTurn(p, from) {
  return p.log.waitForEvent(layout('table', (e) => e.myTurn && koikoiMove(e)), stepMs, from);
}

test('friends, an invitation to a turn-based table, and a notification in the background', { timeout: config.timeoutMs + 30 * stepMs }, async () => {
  const [aki, ben] = players;
  const lobbies = await Promise.all(players.map((p) => step(p, 'loading the app and going online', () => goOnline(p, run.url))));
  timings.lobbiesMs = run.since();
  for (const p of players) {
    const registered = await p.page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL || '');
    assert.match(registered, /\/sw\.js$/, `${p.name}'s page runs the app's service worker`);
  }

  // Aki's friend code, on her Friends screen.
  const code = await step(aki, 'reading her friend code', async () => {
    await tap(aki, lobbies[0].event.buttons['online.lobby.friends']);
    const friends = await screen(aki, 'online.friends', (e) => e.code !== '', lobbies[0].index);
    return friends.event.code;
  });
  assert.match(code, /^[A-Z0-9]{4} ?[A-Z0-9]{4}$/, 'a friend code is eight characters');
  await snap(aki.page, 'pace-friends-Aki');

  // Ben adds Aki by that code, then goes back to Play online.
  const benLobby = await step(ben, `adding Aki by ${code}`, async () => {
    await tap(ben, lobbies[1].event.buttons['online.lobby.friends']);
    const friends = await screen(ben, 'online.friends', (e) => e.code !== '', lobbies[1].index);
    await type(ben, friends.event.buttons['online.friends.entry'], code.replace(' ', ''));
    await tap(ben, friends.event.buttons['online.friends.add']);
    const added = await screen(ben, 'online.friends', (e) => e.lines.some((l) => l.startsWith('Aki')) || e.message !== '', friends.index + 1);
    assert.deepEqual(added.event.lines.filter((l) => l.startsWith('Aki')).length, 1, `Ben's list shows Aki: ${added.event.lines} ${added.event.message}`);
    await snap(ben.page, 'pace-friends-Ben');
    await ben.page.keyboard.press('Escape');
    return screen(ben, 'online.lobby', () => true, added.index);
  });
  timings.friendsMs = run.since();

  // Aki: back to Play online, a turn-based table of the shortest length.
  await step(aki, 'creating a turn-based table and inviting Ben', async () => {
    const from = aki.log.lines.length;
    await aki.page.keyboard.press('Escape');
    const lobby = await screen(aki, 'online.lobby', () => true, from);
    await tap(aki, lobby.event.buttons['online.lobby.create']);
    let create = await screen(aki, 'online.create', () => true, lobby.index);
    const lengths = Object.keys(create.event.buttons).filter((k) => k.startsWith('online.create.rounds.'));
    const shortest = lengths.sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()))[0];
    await tap(aki, create.event.buttons[shortest]);
    await aki.page.waitForTimeout(300);
    const turnBased = create.event.buttons['online.create.pace.Turn-based'];
    assert.ok(turnBased, `Create a table offers a turn-based pace: ${Object.keys(create.event.buttons)}`);
    await tap(aki, turnBased);
    create = await screen(aki, 'online.create', () => true, create.index + 1);
    await snap(aki.page, 'pace-create-Aki');
    await tap(aki, create.event.buttons['online.create.create']);
    const room = await screen(aki, 'online.room', (e) => e.buttons['online.room.invitefriend'], create.index);
    await tap(aki, room.event.buttons['online.room.invitefriend']);
    const friends = await screen(aki, 'online.room', (e) => e.buttons['online.room.invite.0'], room.index + 1);
    await tap(aki, friends.event.buttons['online.room.invite.0']);
    const invited = await screen(aki, 'online.room', (e) => e.invited !== '', friends.index + 1);
    assert.match(invited.event.invited, /^Ben /, 'the room says Ben is invited');
    await snap(aki.page, 'pace-invited-Aki');
  });
  timings.invitedMs = run.since();

  // Ben: the invitation on his Play online; Accept.
  await step(ben, 'accepting the invitation', async () => {
    const lobby = await screen(ben, 'online.lobby', (e) => e.invites?.length > 0 && e.buttons['online.lobby.invite.accept.0'], benLobby.index);
    assert.equal(lobby.event.invites[0], 'Aki invites you to a table of Koi-Koi');
    await snap(ben.page, 'pace-invitation-Ben');
    // The invitation may also come as a banner over the screen (the
    // shell's word of online play), which a tap outside it closes: a tap
    // on the empty foot of the screen first (nothing there otherwise),
    // and Accept again should the table still not come.
    await ben.page.touchscreen.tap(config.viewport.width / 2, config.viewport.height - 16);
    await ben.page.waitForTimeout(300);
    for (let i = 0; i < 2; i++) {
      const from = ben.log.lines.length;
      await tap(ben, lobby.event.buttons['online.lobby.invite.accept.0']);
      const left = await ben.log.waitForEvent((e) => e.ev === 'layout' && e.screen !== 'online.lobby', 15000, from).catch(() => null);
      if (left) break;
    }
  });

  // The table starts on both pages; each makes a move.
  const tables = await Promise.all(players.map((p) => step(p, 'the table starting', () =>
    p.log.waitForEvent(layout('table', (e) => e.hand?.length > 0), stepMs, 0))));
  timings.tableMs = run.since();
  const first = tables[0].event.myTurn ? 0 : 1;
  let [a, b] = [players[first], players[1 - first]];
  let at = await step(a, 'the first move', () => playTurn(a, tables[first].index));
  let bt = await step(b, 'the first move', async () => {
    const turn = await myTurn(b, tables[1 - first].index);
    return playTurn(b, turn.index);
  });
  timings.bothMovedMs = run.since();
  await Promise.all(players.map((p) => snap(p.page, `pace-moved-${p.name}`)));

  // Whose turn it is now: a's, or, when these first moves ended the round
  // (a yaku at once: seen beside stress-ng), the next round's first
  // player's. That player is a from here on.
  const aNext = await step(a, 'the next turn on either page', () =>
    Promise.race([myTurn(a, at).then(() => true), myTurn(b, bt).then(() => false)]));
  if (!aNext) [a, b, at, bt] = [b, a, bt, at];

  // a's turn; b's page goes to the background; a moves: b is told.
  await closeShown(b);
  await setHidden(b, true);
  const bFrom = b.log.lines.length;
  await step(a, 'moving while the other page is hidden', async () => {
    const turn = await myTurn(a, at);
    at = await playTurn(a, turn.index);
  });
  await step(b, 'the notification of its turn', async () => {
    await myTurn(b, bFrom);
    const deadline = Date.now() + stepMs;
    while ((await notices(b)).length === 0 && Date.now() < deadline) await b.page.waitForTimeout(100);
  });
  timings.notifiedMs = run.since();
  const told = await notices(b);
  assert.equal(told.length, 1, `one notification on ${b.name}'s hidden page: ${JSON.stringify(told)}`);
  assert.deepEqual({ title: told[0].title, body: told[0].body, visibility: told[0].visibility },
    { title: 'Your turn', body: 'A table of Koi-Koi is waiting for your move.', visibility: 'hidden' });
  assert.match(told[0].tag, /^turn-[a-z0-9]+$/, 'tagged with its table');
  const onScreen = await shown(b);
  console.log(`${b.name}'s service worker shows ${JSON.stringify(onScreen)}`);
  assert.ok(onScreen.some((n) => n.title === 'Your turn' && n.body === told[0].body && n.tag === told[0].tag),
    `the service worker's registration shows it: ${JSON.stringify(onScreen)}`);

  // b back in sight moves; a's page, in sight all along, is told nothing.
  await setHidden(b, false);
  await step(b, 'moving back in sight', async () => {
    const turn = await myTurn(b, bFrom);
    await playTurn(b, turn.index);
  });
  await step(a, 'its turn again', () => myTurn(a, at));
  assert.deepEqual(await notices(a), [], `${a.name}'s page, in sight, shows no notification`);
  assert.equal((await notices(b)).length, 1, `${b.name}'s page, back in sight, shows no other`);
  assert.deepEqual(run.serverErrors(), [], 'the server logged no error');
  for (const p of players) assert.deepEqual(p.log.fatal(), [], `${p.name}'s page or Go program failed`);
  console.log(`turn-based table: ${b.name} notified in the background; ${JSON.stringify(timings)}`);
});

test("the service worker shows a push's notice in the player's language", { timeout: 5 * stepMs }, async () => {
  const ben = players[1];
  const cdp = await ben.page.context().newCDPSession(ben.page);
  const registrations = new Map();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: rs }) => {
    for (const r of rs) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const deadline = Date.now() + stepMs;
  while (!registrations.has(run.web.url) && Date.now() < deadline) await ben.page.waitForTimeout(100);
  assert.ok(registrations.has(run.web.url), `a service worker for ${run.web.url}: ${[...registrations.keys()]}`);
  const { origin } = run;
  const registrationId = registrations.get(run.web.url);

  /** Delivers a push of payload and resolves to the notification it shows. */
  async function push(payload) {
    await closeShown(ben);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
    const until = Date.now() + stepMs;
    for (;;) {
      const list = await shown(ben);
      if (list.length > 0) return list[0];
      assert.ok(Date.now() < until, `no notification after the push ${JSON.stringify(payload)}`);
      await ben.page.waitForTimeout(100);
    }
  }

  assert.deepEqual(await push({ kind: 'turn', table: 'k3v9q0x7m2c8d1fa', game: 'ikebana' }),
    { title: 'Your turn', body: 'A table of Ikebana is waiting for your move.', tag: 'turn-k3v9q0x7m2c8d1fa' });
  assert.deepEqual(await push({ kind: 'invite', table: 't8c2m4q9x0v7b1nd', game: 'koikoi', from: 'Aki' }),
    { title: 'An invitation', body: 'Aki invites you to a table of Koi-Koi', tag: 'invite-t8c2m4q9x0v7b1nd' });
  // The page keeps the player's language for the worker (as the app does
  // when the player picks French).
  await ben.page.evaluate(async () => {
    const cache = await caches.open('koikoi-notify');
    await cache.put('notify-lang', new Response('fr'));
  });
  assert.deepEqual(await push({ kind: 'turn', table: 'k3v9q0x7m2c8d1fa', game: 'koikoi' }),
    { title: 'À vous de jouer', body: 'Koi-Koi : une table attend votre coup.', tag: 'turn-k3v9q0x7m2c8d1fa' });
  await cdp.detach();
  console.log('pushes delivered to the service worker: each shown in the player\'s language');
});

test('Settings turn the notifications off and on, and say when there is no push service', { timeout: config.timeoutMs + 5 * stepMs }, async () => {
  const cho = await run.player('Cho');
  const { page } = cho;
  await page.context().grantPermissions(['notifications'], { origin: run.origin });
  const settings = await step(cho, 'going online, then to Settings', async () => {
    const lobby = await goOnline(cho, run.url);
    await page.keyboard.press('Escape');
    const back = await screen(cho, 'home', (e) => e.buttons['home.settings'], lobby.index);
    await tap(cho, back.event.buttons['home.settings']);
    const shown = await screen(cho, 'online.settings', () => true, back.index);
    // The notifications are at the foot: scroll there, and have the app
    // say where they are now.
    await page.mouse.move(206, 450);
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(500);
    const from = cho.log.lines.length;
    await page.evaluate(() => window.koikoiE2ELayout());
    return screen(cho, 'online.settings', (e) => e.buttons['online.notify.on']?.y < config.viewport.height - 48, Math.max(from, shown.index));
  });
  assert.equal(settings.event.notify, true, 'allowed by the browser, the notifications are on');
  const check = settings.event.buttons['online.notify.on'];
  const off = await step(cho, 'turning them off', async () => {
    await tap(cho, check);
    return screen(cho, 'online.settings', (e) => e.notify === false, settings.index + 1);
  });
  assert.equal(off.event.message, '', 'off: nothing to say');
  const on = await step(cho, 'turning them on', async () => {
    await tap(cho, check);
    return screen(cho, 'online.settings', (e) => e.notify === true && e.message !== '', off.index + 1);
  });
  await snap(page, 'pace-settings-Cho');
  assert.equal(on.event.message, 'This browser could not reach a push service: you are told only while this page is open.');
  for (const p of [cho]) assert.deepEqual(p.log.fatal(), [], `${p.name}'s page or Go program failed`);
  console.log(`Settings: ${on.event.message}`);
});
