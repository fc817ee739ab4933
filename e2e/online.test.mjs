// Browser end-to-end test of online play (make e2e).
//
// It starts the game server itself (build/e2e-server, on a free port with
// a throwaway SQLite file, stopped at the end) and opens the web build in
// two phone-sized pages, each in its own browser context (its own storage,
// so its own device secret), both pointed at that server by the page's
// "server" query parameter (ui/online/e2e_on.go). Aki, on the first page,
// chooses Koi-Koi's Play online, types her name, creates a table of the
// shortest length and reads the invite code in the waiting room; Ben, on
// the second, types his name and joins by that code. The table starts on
// both, and each plays his or her seat of the first round to its result by
// tapping cards and buttons where the app's console lines say they are
// (ui/koikoi/e2e_on.go); at the end both pages must show the same scores
// and the same captures. Every wait is a named step, so a timeout says
// where it stuck. The consoles, the server's log, screenshots and the
// timings are written to e2e/out/ (online-*).
//
// A second test links two more browser contexts: Cho, on the first, opens
// her profile, Link a device, and shows a link code; Dan's context, a new
// device, takes a name, goes to Link a device and enters Cho's code; it then
// shows Cho's profile: her name and the same ratings.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { OnlineRun, config, goOnline, koikoiMove, layout, screen, snap, step, tap, type } from './harness.mjs';

const { stepMs } = config;
const run = new OnlineRun('online');
const { timings } = run;
const players = [];

before(async () => {
  await run.start();
  for (const name of ['Aki', 'Ben']) players.push(await run.player(name));
});

after(() => run.stop());

/**
 * Both pages load the app and go online in game: Play online, a name (new
 * devices have none), the lobby. Aki creates a table (setUp taps its
 * choices on the Create screen) and reads the invite code in the waiting
 * room; Ben joins by that code. Resolves to the code and the console line
 * index where each page's table may start.
 */
async function meet(game, setUp) {
  const [aki, ben] = players;
  const play = `home.${game}.online`;
  await Promise.all(players.map((p) => step(p, 'loading the app', async () => {
    await p.page.goto(run.url);
    const home = await p.log.waitForEvent(layout('home', (e) => e.buttons[play]), config.timeoutMs);
    p.scale = home.event.scale;
    p.home = home;
  })));
  timings.loadedMs = run.since();

  const lobbies = await Promise.all(players.map((p) => step(p, 'Play online and the name', async () => {
    await tap(p, p.home.event.buttons[play]);
    const name = await screen(p, 'online.name', () => true, p.home.index);
    assert.equal(name.event.name, '', 'a new device has no name yet');
    await type(p, name.event.buttons['online.name.entry'], p.name);
    await tap(p, name.event.buttons['online.name.ok']);
    const lobby = await screen(p, 'online.lobby', () => true, name.index);
    assert.equal(lobby.event.name, p.name, 'the lobby plays under the name typed');
    return lobby;
  })));
  timings.lobbyMs = run.since();

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
  timings.createdMs = run.since();

  await step(ben, `joining by the code ${code}`, async () => {
    await type(ben, lobbies[1].event.buttons['online.lobby.code'], code);
    await tap(ben, lobbies[1].event.buttons['online.lobby.join']);
  });
  return { code, from: lobbies.map((l) => l.index) };
}

test('two pages play a Koi-Koi round online', { timeout: config.timeoutMs + 30 * stepMs }, async () => {
  // A game of the shortest length.
  const { from } = await meet('koikoi', async (p, create) => {
    const lengths = Object.keys(create.buttons).filter((k) => k.startsWith('online.create.rounds.'));
    assert.ok(lengths.length > 1, 'Create a table offers lengths');
    const shortest = lengths.sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()))[0];
    p.rounds = Number(shortest.split('.').pop());
    await tap(p, create.buttons[shortest]);
    await p.page.waitForTimeout(300);
  });
  // The table starts on both pages once Ben sits down.
  const tables = await Promise.all(players.map((p, i) => step(p, 'the table starting', () =>
    p.log.waitForEvent(layout('table', (e) => e.hand?.length > 0), stepMs, from[i]))));
  timings.tableMs = run.since();
  await Promise.all(players.map((p) => snap(p.page, `online-koikoi-table-${p.name}`)));
  for (const t of tables) assert.equal(t.event.rounds, players[0].rounds, 'the game has the length Aki chose');

  const ends = await Promise.all(players.map((p, i) => step(p, 'playing the round', () => playKoikoiRound(p, tables[i].index))));
  timings.roundMs = run.since();
  await Promise.all(players.map((p) => snap(p.page, `online-koikoi-end-${p.name}`)));
  const [a, b] = ends.map((x) => x.event);
  assert.equal(a.round, 1, 'the first round is over');
  assert.deepEqual([a.score, a.oppScore], [b.oppScore, b.score], 'both pages show the same scores');
  assert.deepEqual(a.captured || [], b.oppCaptured || [], "Aki's captures are the ones Ben sees");
  assert.deepEqual(a.oppCaptured || [], b.captured || [], "Ben's captures are the ones Aki sees");
  assert.deepEqual(run.serverErrors(), [], 'the server logged no error');
  for (const p of players) assert.deepEqual(p.log.fatal(), [], `${p.name}'s page or Go program failed`);
  console.log(`Koi-Koi round played online: ${a.score}-${a.oppScore}; ${JSON.stringify(timings)}`);
});

/**
 * Plays p's seat of a Koi-Koi round from console line index from, by taps
 * on the table the hooks describe, until the round's result shows; it
 * resolves to that layout event. On the player's turn it taps where
 * koikoiMove says (Shobu, when a yaku is made, ends the round).
 */
async function playKoikoiRound(p, from) {
  const state = (e) => JSON.stringify([e.phase, e.myTurn, e.hand, e.field, e.captured, e.oppCaptured, Object.keys(e.buttons).sort()]);
  let acted = '';
  const ready = (e) => e.ev === 'layout' && e.screen === 'table' && state(e) !== acted &&
    (e.buttons['table.next'] || (e.myTurn && koikoiMove(e)));
  ready.toString = () => "the player's turn or the round's result";
  for (let at = from; ;) {
    const next = await p.log.waitForEvent(ready, stepMs, at);
    const e = next.event;
    if (e.buttons['table.next']) return next;
    const rect = koikoiMove(e);
    acted = state(e);
    at = next.index + 1;
    await tap(p, rect);
  }
}

test('a second browser context is linked to the first player', { timeout: config.timeoutMs + 20 * stepMs }, async () => {
  const linked = [];
  for (const name of ['Cho', 'Dan']) linked.push(await run.player(name));
  const [cho, dan] = linked;
  // Each page loads in its own context (its own device secret) and goes
  // online under a name: a new device has none.
  const lobbies = await Promise.all(linked.map((p) => step(p, 'loading the app and going online', () => goOnline(p, run.url))));
  timings.linkLobbiesMs = run.since();

  // Cho: Profile, Link a device, Show a code.
  const choProfile = await step(cho, 'her profile', async () => {
    await tap(cho, lobbies[0].event.buttons['online.lobby.profile']);
    return screen(cho, 'online.profile', (e) => e.loaded, lobbies[0].index);
  });
  assert.equal(choProfile.event.name, 'Cho', "Cho's profile is hers");
  const code = await step(cho, 'showing a link code', async () => {
    await tap(cho, choProfile.event.buttons['online.profile.devices']);
    const link = await screen(cho, 'online.link', () => true, choProfile.index);
    await tap(cho, link.event.buttons['online.link.show']);
    const shown = await screen(cho, 'online.link', (e) => e.code !== '', link.index);
    return shown.event.code;
  });
  await snap(cho.page, 'online-link-code-Cho');
  assert.match(code, /^[A-Z0-9]{4}[ -]?[A-Z0-9]{4}$/, 'a link code is eight characters');

  // Dan's device: Profile, Link a device, Cho's code, Link.
  const danProfile = await step(dan, `linking with the code ${code}`, async () => {
    await tap(dan, lobbies[1].event.buttons['online.lobby.profile']);
    const own = await screen(dan, 'online.profile', (e) => e.loaded, lobbies[1].index);
    assert.equal(own.event.name, 'Dan', 'before the link, the device is Dan');
    await tap(dan, own.event.buttons['online.profile.devices']);
    const link = await screen(dan, 'online.link', () => true, own.index);
    await type(dan, link.event.buttons['online.link.entry'], code);
    await tap(dan, link.event.buttons['online.link.link']);
    return screen(dan, 'online.profile', (e) => e.loaded, link.index);
  });
  timings.linkedMs = run.since();
  await snap(dan.page, 'online-linked-Dan');
  assert.equal(danProfile.event.name, 'Cho', "the linked device shows Cho's profile");
  assert.deepEqual(danProfile.event.ratings, choProfile.event.ratings, "the linked device shows Cho's ratings");
  assert.deepEqual(danProfile.event.last, choProfile.event.last, "the linked device shows Cho's last games");
  assert.deepEqual(run.serverErrors(), [], 'the server logged no error');
  for (const p of linked) assert.deepEqual(p.log.fatal(), [], `${p.name}'s page or Go program failed`);
  console.log(`linked a second context to Cho with ${code}; ${JSON.stringify(timings)}`);
});
