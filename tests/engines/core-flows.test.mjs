// The core flows in every browser engine (docs/testing.md "Three engines"), each written once and
// run in Chromium, Firefox and WebKit through WebDriver (tests/engines/browsers.mjs): the home
// screen and its language; both games to their end screen against computer seats, with a reload
// that resumes the game; a share link opened on another site; the computer players' worker
// answering from a view; offline after one visit. Each test serves the build on a new port, so
// it starts on a fresh origin (empty storage, no service worker). Screenshots of each engine go
// to test-output/engines/.
import { describe, test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, ROOT } from '../e2e/helpers.mjs';
import { playSliceInPage } from '../e2e/in-page.mjs';
import { ENGINES, launch, labelOf, WAIT } from './browsers.mjs';

// Under the lane's own 600 s (scripts/test.sh), so that a stuck game is reported, with its screen.
const GAME_TIMEOUT = 400_000;
const TEST_TIMEOUT = 360_000;
const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const workerRequests = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/worker-requests.json'), 'utf8'));

async function site(t) {
  const server = await startServer({ root: DIST, port: 0 });
  t.after(() => server.close());
  return server;
}

/** No panic message on the page (the app's panic hook shows one instead of a blank page). */
async function noFatalError(browser) {
  assert.equal(await browser.count('[data-testid="fatal-error"]'), 0,
    `${browser.label}: ${await browser.text('[data-testid="fatal-error"]')}`);
}

async function moves(browser) {
  return Number(await browser.attribute('[data-moves]', 'data-moves'));
}

/**
 * Computer seats move at once (the app's test hook, read before each computer move), and a
 * move is shown on the board in a millisecond (as in tests/e2e/helpers.mjs openSite: the
 * moves' motion is looked at in Chromium's tests, and WebKit paints each of its frames on the
 * processor); the page's warnings are kept (`window.__warnings`) for what a stalled table showed.
 */
async function computersAtOnce(browser) {
  await browser.eval(() => {
    window.__moonvaleComputerPauseMs = 0;
    window.__moonvaleMoveMs = 1;
    if (!window.__warnings) {
      window.__warnings = [];
      const warn = console.warn.bind(console);
      console.warn = (...args) => { window.__warnings.push(`${(performance.now() / 1000).toFixed(1)} s: ${args.join(' ')}`); warn(...args); };
    }
  });
}

/** The sentence of the home screen's storage line for each answer of the browser to
 * `navigator.storage.persisted()` (the catalogues' storage-kept and storage-not-kept). */
const STORAGE_WORDS = {
  en: { true: 'The browser keeps them even when space runs low.', false: 'The browser may clear them if space runs low' },
  fr: { true: 'Le navigateur les garde même quand la place manque.', false: 'Le navigateur peut les effacer si la place manque' },
  pl: { true: 'Przeglądarka zachowuje je nawet przy braku miejsca.', false: 'Przeglądarka może je usunąć przy braku miejsca' },
};

/**
 * The home screen's words once they are final in `lang`: the storage line says whether the
 * browser keeps the saves, from an answer each engine gives in its own time and its own way
 * (`data-persisted`: "true", "false", or "unknown" when it cannot say, which shows no
 * sentence). The sentence is checked against the answer this browser gave.
 */
async function homeWords(t, browser, lang) {
  await browser.waitFor('[data-testid="home"] [data-testid="storage-line"]:not([data-persisted=""])');
  const answer = await browser.attribute('[data-testid="storage-line"]', 'data-persisted');
  const line = await browser.text('[data-testid="storage-line"]');
  for (const [kept, sentence] of Object.entries(STORAGE_WORDS[lang])) {
    assert.equal(line.includes(sentence), answer === kept, `${browser.label} answered persisted() with ${answer}: the storage line reads "${line}"`);
  }
  t.diagnostic(`${browser.label}, ${lang}: navigator.storage.persisted() answered ${answer}`);
  return browser.text('[data-testid="home"]');
}

/** Fills a seat row: a person, or a computer at `level`. */
async function seat(browser, nth, { name, level }) {
  const within = '[data-testid="seat"]';
  await browser.fill({ within, nth, css: '[data-testid="seat-name"]' }, name);
  await browser.select({ within, nth, css: '[data-testid="seat-kind"]' }, level ? 'computer' : 'human');
  if (level) await browser.select({ within, nth, css: '[data-testid="seat-level"]' }, level);
}

/** Leaves `n` seats on the Nova Luna form. */
async function novaLunaSeats(browser, n) {
  const seats = '[data-testid="new-game-nova-luna"] [data-testid="seat"]';
  while ((await browser.count(seats)) > n) {
    await browser.click({ within: seats, nth: (await browser.count(seats)) - 1, css: '[data-testid="remove-seat"]' });
  }
  while ((await browser.count(seats)) < n) await browser.click('[data-testid="nl-add-seat"]');
}

/** What the table shows now: the end, a hand-over, a person's choices, or a computer thinking. */
async function phase(browser) {
  return browser.eval(() => {
    if (document.querySelector('[data-testid="end"]')) return 'end';
    if (document.querySelector('[data-testid="handover-confirm"]')) return 'handover';
    if (document.querySelector('[data-testid="action"]')) return 'action';
    return 'wait';
  });
}

/** What the table was doing when it stalled (a computer's turn that never ended?), for the
 * next look; a screenshot too. */
async function stalledScreen(browser, label) {
  await browser.shot('stalled', label).catch(() => {});
  return browser.eval(() => {
    const s = document.querySelector('[data-testid="game-screen"]');
    return s ? JSON.stringify({
      ...s.dataset,
      status: document.querySelector('[data-testid="status"]')?.innerText,
      workers: window.__moonvaleWorkers ?? null,
      warnings: window.__warnings ?? null,
      visibility: document.visibilityState,
    }) : 'no game screen';
  }).catch(() => 'unreadable');
}

/**
 * Plays on to the end screen from inside the page: a hand-over confirmed, or the first listed
 * choice clicked (the DOM's `click()` on a visible, enabled button), each waiting for the move
 * it makes. The flows click their first moves with WebDriver's real clicks
 * (`playFirstListed`) and play the long rest here: a round trip per click was most of their
 * time. In slices of at most 10 s (under WebDriver's script timeout); three slices in a row
 * without a move is a stall. Returns the number of choices clicked.
 */
async function playOnInPage(browser) {
  let taken = 0;
  let moves = null;
  let idle = 0;
  for (let slice = 0; slice < 200; slice++) {
    const played = await browser.eval(playSliceInPage, { action: ACTION, taken, sliceMs: 10_000 });
    idle = played.moves !== moves ? 0 : idle + 1;
    ({ taken, moves } = played);
    if (played.ended) return taken;
    if (idle >= 3) throw new Error(`${browser.label}: no move in 30 s (waiting for ${played.waiting}); the game screen: ${await stalledScreen(browser, `${taken}-in-page`)}`);
  }
  throw new Error(`${browser.label}: the game did not end`);
}

/**
 * Plays the person's turns by clicking the first listed action (a real click each time) until
 * the end screen, or until `stopAfter` actions. Returns the number of actions clicked.
 */
async function playFirstListed(browser, { stopAfter = Infinity } = {}) {
  let clicked = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const now = await browser.waitUntil(async () => {
      if (document.querySelector('[data-testid="end"]')) return 'end';
      if (document.querySelector('[data-testid="handover-confirm"]')) return 'handover';
      if (document.querySelector('[data-testid="action"]')) return 'action';
      return null;
    }, [], { what: 'a person\'s turn or the end' }).catch(async (e) => {
      throw new Error(`${e.message}; the game screen: ${await stalledScreen(browser, `${clicked}-moves`)}`);
    });
    if (now === 'end') return clicked;
    if (now === 'handover') {
      await browser.click('[data-testid="handover-confirm"]');
      continue;
    }
    if (clicked >= stopAfter) return clicked;
    const before = await moves(browser);
    // Choices are made on the board and their full list is folded: it is opened with its
    // summary, as a keyboard user does once (it then stays open on later turns).
    if (await browser.eval(() => !!document.querySelector('[data-testid="action"]').closest('details:not([open])'))) {
      await browser.click('[data-testid="choice-list-toggle"]');
    }
    await browser.click(ACTION);
    await browser.waitUntil((n) => Number(document.querySelector('[data-moves]')?.getAttribute('data-moves') ?? n) !== n
      || !!document.querySelector('[data-testid="end"]'), [before], { what: `a move after ${before}` });
    clicked += 1;
  }
  throw new Error(`${browser.label}: the game did not end`);
}

/** The stored record of every game in localStorage (games in progress), by id. */
async function storedIds(browser) {
  return browser.eval(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')));
}

for (const engine of ENGINES) {
  describe(labelOf(engine), () => {
    let browser;
    before(async () => { browser = await launch(engine); });
    // A failed test keeps the page's picture and console (test-output/engines/FAILED-*).
    afterEach(async (t) => { await browser?.keepFailure(t); });
    after(async () => { await browser?.quit(); });

    test(`${labelOf(engine)}: the home screen, in three languages, the choice kept after a reload`, { timeout: TEST_TIMEOUT }, async (t) => {
      const server = await site(t);
      await browser.open(server.url);
      const english = await homeWords(t, browser, 'en');
      assert.match(english, /Via Nebula/);
      assert.match(english, /Nova Luna/);
      await browser.shot(t.name, 'home-en');

      for (const lang of ['fr', 'pl']) {
        await browser.select('[data-testid="settings"] select[data-testid="language"]', lang);
        await browser.waitUntil((lang) => document.documentElement.lang === lang, [lang]);
        const words = await homeWords(t, browser, lang);
        assert.notEqual(words, english, `the home screen is no longer in English (${lang})`);
        await browser.reload();
        assert.equal(await browser.attribute('html', 'lang'), lang, `${lang} is remembered after a reload`);
        assert.equal(await homeWords(t, browser, lang), words);
        await browser.shot(t.name, `home-${lang}`);
      }
      await browser.select('[data-testid="settings"] select[data-testid="language"]', 'en');
      await noFatalError(browser);
    });

    test(`${labelOf(engine)}: Via Nebula against a computer to its end screen, resumed after a reload`, { timeout: GAME_TIMEOUT }, async (t) => {
      const server = await site(t);
      await browser.open(server.url);
      await browser.click('[data-testid="new-via-nebula"]');
      await browser.waitFor('[data-testid="new-game-via-nebula"]');
      await browser.select('[data-testid="vn-player-count"]', '2');
      await seat(browser, 0, { name: 'Ada' });
      await seat(browser, 1, { name: 'Cyd', level: 'easy' });
      await browser.fill('[data-testid="vn-seed"]', '7');
      await browser.click('[data-testid="vn-start"]');
      await browser.waitFor(`${GAME}[data-kind="via-nebula"]`);
      await computersAtOnce(browser);
      await browser.shot(t.name, 'start');

      // Halfway through a few turns: reload, and the same game at the same move comes back.
      await playFirstListed(browser, { stopAfter: 12 });
      const address = await browser.url();
      assert.match(new URL(address).hash, /^#\/play\//, 'the address names the game');
      await browser.waitUntil(() => !!document.querySelector('[data-testid="action"]'));
      const before = await moves(browser);
      const [id] = await storedIds(browser);
      assert.ok(id, 'the game is saved in localStorage');
      await browser.reload();
      await browser.waitFor(`${GAME}[data-kind="via-nebula"]`);
      assert.equal(await browser.url(), address, 'the same address after the reload');
      assert.equal(await moves(browser), before, 'the game resumes at the same move');
      await computersAtOnce(browser);
      await browser.shot(t.name, 'resumed');

      await playFirstListed(browser, { stopAfter: 4 });
      await playOnInPage(browser);
      await browser.waitFor('[data-testid="end"]');
      assert.match(await browser.text('[data-testid="end"]'), /Ada/);
      assert.match(await browser.text('[data-testid="end"]'), /Cyd/);
      await browser.shot(t.name, 'end');
      await noFatalError(browser);
    });

    test(`${labelOf(engine)}: Nova Luna against two computers to its end screen`, { timeout: GAME_TIMEOUT }, async (t) => {
      const server = await site(t);
      await browser.open(server.url);
      await browser.click('[data-testid="new-nova-luna"]');
      await browser.waitFor('[data-testid="new-game-nova-luna"]');
      await novaLunaSeats(browser, 3);
      await seat(browser, 0, { name: 'Ada' });
      await seat(browser, 1, { name: 'Bo', level: 'easy' });
      await seat(browser, 2, { name: 'Cyd', level: 'medium' });
      await browser.fill('[data-testid="nl-seed"]', '11');
      await browser.click('[data-testid="nl-start"]');
      await browser.waitFor(`${GAME}[data-kind="nova-luna"]`);
      await computersAtOnce(browser);
      await browser.shot(t.name, 'start');
      await playFirstListed(browser, { stopAfter: 8 });
      await playOnInPage(browser);
      await browser.waitFor('[data-testid="end"]');
      for (const name of ['Ada', 'Bo', 'Cyd']) assert.match(await browser.text('[data-testid="end"]'), new RegExp(name));
      await browser.shot(t.name, 'end');
      await noFatalError(browser);
    });

    test(`${labelOf(engine)}: a share link opens the same game on another site`, { timeout: TEST_TIMEOUT }, async (t) => {
      const here = await site(t);
      const there = await site(t);
      await browser.open(here.url);
      await browser.click('[data-testid="new-nova-luna"]');
      await browser.waitFor('[data-testid="new-game-nova-luna"]');
      await novaLunaSeats(browser, 2);
      await seat(browser, 0, { name: 'Ada' });
      await seat(browser, 1, { name: 'Bo', level: 'easy' });
      await browser.fill('[data-testid="nl-seed"]', '5');
      await browser.click('[data-testid="nl-start"]');
      await browser.waitFor(`${GAME}[data-kind="nova-luna"]`);
      await computersAtOnce(browser);
      await playFirstListed(browser, { stopAfter: 4 });
      await browser.waitUntil(() => !!document.querySelector('[data-testid="action"]'));
      const count = await moves(browser);
      await browser.click('[data-testid="share"]');
      await browser.waitFor('[data-testid="share-dialog"]');
      const link = await browser.eval(() => document.querySelector('[data-testid="share-link"]').value);
      const fragment = new URL(link).hash;
      assert.match(fragment, /^#\/shared\/[A-Za-z0-9_-]+$/);
      await browser.shot(t.name, 'share-dialog');

      // The other site is another origin: nothing of this game is stored there.
      await browser.open(there.url + fragment);
      await browser.waitUntil(() => location.hash.startsWith('#/play/'), [], { what: 'the imported game opened' });
      await browser.waitFor(`${GAME}[data-kind="nova-luna"][data-moves="${count}"]`);
      assert.equal((await storedIds(browser)).length, 1, 'the shared game is saved on the other site');
      await browser.shot(t.name, 'opened-there');
      await noFatalError(browser);
    });

    test(`${labelOf(engine)}: the computer players' worker answers from a view`, { timeout: TEST_TIMEOUT }, async (t) => {
      const server = await site(t);
      await browser.open(server.url);
      for (const game of ['via-nebula', 'nova-luna']) {
        const { request, legal } = workerRequests[game];
        const reply = await browser.eval(async (message) => {
          const worker = new Worker(document.querySelector('meta[name="moonvale-worker"]').content);
          const answer = await new Promise((resolve, reject) => {
            worker.onmessage = (e) => {
              if (e.data.type === 'ready') worker.postMessage(message);
              else resolve(e.data);
            };
            worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
          });
          worker.terminate();
          return JSON.parse(JSON.stringify(answer, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
        }, request);
        assert.equal(reply.type, 'answer', `${game}: ${JSON.stringify(reply)}`);
        assert.equal(reply.ticket, request.ticket);
        const canonical = (v) => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
        assert.ok(legal.map(canonical).includes(canonical(reply.action.action)), `${game}: the answer is a legal action`);
      }
    });

    test(`${labelOf(engine)}: after one visit the app opens and plays offline`, { timeout: TEST_TIMEOUT }, async (t) => {
      const server = await site(t);
      await browser.open(server.url);
      // The service worker registers once the app has started; wait until it controls the page.
      await browser.eval(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
      });
      // Offline: the server is gone, and every file comes from the service worker's cache when
      // the app's address is opened again (as from a home-screen icon).
      await server.close();
      await browser.open(server.url);
      await browser.waitFor('[data-testid="home"]');
      await browser.click('[data-testid="new-nova-luna"]');
      await browser.waitFor('[data-testid="new-game-nova-luna"]');
      await novaLunaSeats(browser, 2);
      await seat(browser, 0, { name: 'Ada' });
      await seat(browser, 1, { name: 'Bo', level: 'easy' });
      await browser.click('[data-testid="nl-start"]');
      await browser.waitFor(`${GAME}[data-kind="nova-luna"]`);
      await computersAtOnce(browser);
      await playFirstListed(browser, { stopAfter: 3 });
      await browser.waitUntil(() => !!document.querySelector('[data-testid="action"]'), [], { timeout: WAIT, what: 'the computer answered offline' });
      assert.ok((await moves(browser)) >= 4, 'the person and the computer both moved offline');
      // A reload offline (the page's own, as the browser's button does) resumes the game.
      const count = await moves(browser);
      // (WebDriver's own refresh is not used here: geckodriver's bypasses the service worker.)
      await browser.eval(() => { window.__beforeReload = true; setTimeout(() => location.reload(), 0); });
      await browser.waitUntil((count) => !window.__beforeReload && document.readyState === 'complete'
        && document.body?.dataset.ready === 'true'
        && document.querySelector('[data-moves]')?.getAttribute('data-moves') === String(count), [count],
      { what: 'the game after an offline reload' });
      await browser.shot(t.name, 'offline-game');
      await noFatalError(browser);
    });
  });
}
