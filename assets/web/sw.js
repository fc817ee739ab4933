// The web build's service worker (make web copies it beside the page).
//
// It shows the server's Web Push notices (docs/online-protocol.md, "Word
// when it is your turn") while the page is closed, each as a sentence in
// the player's language, and opens the app where a tap on one leads. The
// sentences of every language are in notify.json, which the build writes
// from the app's translations (tools/notifytext) and the worker keeps at
// install; the page keeps the player's language in the same cache under
// "notify-lang" (ui/webnotify). The page itself shows its notices through
// this worker's registration (showNotification) while it is hidden.

const CACHE = 'koikoi-notify';
const TEXTS = new URL('notify.json', self.registration.scope).href;
const LANG = new URL('notify-lang', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.add(new Request(TEXTS, { cache: 'no-store' }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The sentences in the player's language (English when unknown). */
async function sentences() {
  const cache = await caches.open(CACHE);
  let all = null;
  let res = await cache.match(TEXTS);
  if (!res) {
    res = await fetch(TEXTS, { cache: 'no-store' });
    if (res.ok) await cache.put(TEXTS, res.clone());
  }
  if (res && res.ok) all = await res.json();
  let lang = '';
  const kept = await cache.match(LANG);
  if (kept) lang = (await kept.text()).trim();
  if (!lang) lang = (self.navigator.language || '').slice(0, 2);
  if (!all) return null;
  return all[lang] || all[all.default] || null;
}

/** The notification a push's payload asks for: { title, options }. */
async function notice(payload) {
  const s = await sentences();
  const game = payload.game === 'ikebana' ? 'ikebana' : 'koikoi';
  const table = typeof payload.table === 'string' ? payload.table : '';
  const data = { url: './', table: '' };
  if (payload.kind === 'invite') {
    const from = typeof payload.from === 'string' ? payload.from : '';
    return {
      title: s ? s['invite.title'] : 'An invitation',
      options: {
        body: s ? s['invite.' + game].replace('{from}', from) : `${from} invites you to a table of ${game}`,
        tag: 'invite-' + table,
        icon: 'icon.png',
        data,
      },
    };
  }
  data.url = './?table=' + encodeURIComponent(table);
  data.table = table;
  return {
    title: s ? s['turn.title'] : 'Your turn',
    options: {
      body: s ? s['turn.' + game] : `A table of ${game} is waiting for your move.`,
      tag: 'turn-' + table,
      renotify: true,
      icon: 'icon.png',
      data,
    },
  };
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  if (payload.kind !== 'turn' && payload.kind !== 'invite') return;
  event.waitUntil(notice(payload).then((n) => self.registration.showNotification(n.title, n.options)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (!table && typeof data.url === 'string') {
    const m = /[?&]table=([^&]+)/.exec(data.url);
    if (m) data.table = decodeURIComponent(m[1]);
  }
  const url = new URL(data.url || './', self.registration.scope).href;
  event.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) {
      if (!page.url.startsWith(self.registration.scope)) continue;
      await page.focus();
      if (data.table) page.postMessage({ kind: 'open', table: data.table });
      return;
    }
    await self.clients.openWindow(url);
  })());
});
