// A phone's first visit (docs/performance.md "A phone's first visit"): the page draws the home
// screen's frame before the app's wasm has arrived, the app replaces it when it starts, and the
// computer players' worker is fetched only once the home screen is up, yet precached for offline
// play. The timings on a slow phone are a benchmark (scripts/bench-first-visit.sh), not a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, openApp, waitReady, waitControlled, axeViolations, ROOT, TEST_TIMEOUT } from './helpers.mjs';

/** Holds the page's wasm back (what a phone shows while it is on its way); returns the call
 * that lets it through. */
async function holdPageWasm(page) {
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/moonvale-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  return release;
}

test('the home screen frame is drawn before the wasm arrives, then the app replaces it', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  const release = await holdPageWasm(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  const boot = page.locator('#boot');
  await boot.waitFor();
  assert.equal(await boot.getAttribute('aria-busy'), 'true');
  assert.deepEqual(await boot.locator('.boot-title').allTextContents(), ['Via Nebula', 'Nova Luna']);
  assert.match(await boot.locator('.brand').textContent(), /Moonvale/);
  await shot('boot-frame-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot('boot-frame-1280');
  assert.equal(await page.locator('[data-testid="home"]').count(), 0, 'the app has not started');
  // Nor the service worker, whose precache would compete with the wasm on a phone.
  assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
  assert.ok(!server.requests.includes('/sw.js'), 'sw.js not asked for yet');
  release();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await page.locator('#boot').count(), 0, 'the frame is gone once the app starts');
  assert.equal(await page.locator('.app').count(), 1, 'one app on the page');
  await page.locator('[data-testid="new-via-nebula"]').click();
  await page.locator('[data-testid="vn-start"]').waitFor();
  await shot('app-started');
  assert.deepEqual(errors, []);
});

// The frame's "New game" is the home screen's: tapped before the app has started, the app
// opens the new game's form when it does, in the language the frame spoke.
test('the frame answers a tap before the wasm has arrived, in the app\'s language', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'fr-FR' });
  const release = await holdPageWasm(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  const start = page.locator('#boot [data-testid="new-via-nebula"]');
  await start.waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  assert.equal((await start.textContent()).trim(), 'Nouvelle partie');
  assert.equal((await page.locator('#boot [data-testid="learn-nova-luna"]').textContent()).trim(), 'Apprendre à jouer');
  await shot('frame-in-french-390');
  assert.deepEqual(await axeViolations(page), [], 'no accessibility violation in the frame');
  assert.equal(await start.getAttribute('aria-describedby'), 'boot-title-via-nebula', 'each button names its game');
  // Reached by keyboard as by touch.
  await start.focus();
  await page.keyboard.press('Enter');
  // The link's navigation follows the key press (a loaded machine may take a moment).
  await page.waitForFunction(() => location.hash === '#/new/via-nebula');
  assert.equal(await start.getAttribute('aria-busy'), 'true', 'the tapped link says it is opening');
  assert.equal(await page.locator('[data-testid="vn-start"]').count(), 0, 'the app has not started');
  release();
  await page.locator('[data-testid="vn-start"]').waitFor();
  assert.equal(await page.locator('#boot').count(), 0);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await shot('form-after-the-frame-tap-390');
  // Back returns to the home screen, not off the site.
  await page.goBack();
  await page.locator('[data-testid="home"]').waitFor();
  assert.deepEqual(errors, []);
});

// static/boot.js repeats the app's choice of language (its saved setting, else the browser's
// first spoken one, else English): both must agree, and say the same words.
test('the frame and the app choose the same language and the same words', { timeout: TEST_TIMEOUT }, async (t) => {
  const cases = [
    { locale: 'pl-PL', saved: null, lang: 'pl' },
    { locale: 'de-DE', saved: null, lang: 'en' },
    { locale: 'en-GB', saved: 'fr', lang: 'fr' },
    { locale: 'fr-CA', saved: 'xx', lang: 'fr' },
    // A damaged setting beside the language costs only itself, in both.
    { locale: 'en-US', saved: 'pl', pace: 'warp', lang: 'pl' },
  ];
  for (const { locale, saved, pace, lang } of cases) {
    await t.test(`${locale}, saved ${saved}`, async (t) => {
      const { server, page, errors } = await openSite(t, { locale, serviceWorkers: 'block' });
      if (saved) {
        await page.addInitScript(([language, pace]) => {
          localStorage.setItem('moonvale.settings', JSON.stringify(pace ? { language, pace } : { language }));
        }, [saved, pace]);
      }
      const release = await holdPageWasm(page);
      await page.goto(server.url, { waitUntil: 'domcontentloaded' });
      await page.locator('#boot').waitFor();
      const frame = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        words: [...document.querySelectorAll('[data-testid^="new-"], [data-testid^="learn-"]')].map((e) => e.textContent.trim()),
      }));
      release();
      await waitReady(page);
      const app = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        words: [...document.querySelectorAll('[data-testid^="new-"], [data-testid^="learn-"]')].map((e) => e.textContent.trim()),
      }));
      assert.equal(frame.lang, lang);
      assert.deepEqual(frame, app);
      assert.equal(frame.words.length, 4);
      assert.deepEqual(errors, []);
    });
  }
});

test('the computer players\' worker is fetched after the home screen is up, and precached', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  // When the home screen first appeared, by the page's clock (the server's, on this machine).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="home"]')) {
        window.__homeAt = Date.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openApp(page, server.url);
  await waitControlled(page);
  const homeAt = await page.evaluate(() => window.__homeAt);
  const workerRequests = server.requestLog.filter((r) => /\/worker-[0-9a-f]+_bg\.wasm$/.test(r.path));
  assert.ok(workerRequests.length >= 1, 'the worker wasm was fetched');
  assert.ok(workerRequests.every((r) => r.at >= homeAt),
    `worker wasm asked ${workerRequests.map((r) => r.at - homeAt).join(', ')} ms after the home screen appeared`);
  const precached = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => /worker-[0-9a-f]+_bg\.wasm$/.test(r.url))) return true;
    }
    return false;
  });
  assert.ok(precached, 'the worker wasm is in the service worker cache, for offline play');
  assert.deepEqual(errors, []);
});

// The page's wasm holds only the home screen and the new-game forms; the table's app (every
// other screen) is a second wasm the home app hands the page to (src/ui/handover.rs).
test('the table\'s app loads when a game opens; a failed load says so, a retry opens the game, a full storage loses nothing', { timeout: TEST_TIMEOUT }, async (t) => {
  // No service worker: its precache would bring the table's files from its own cache.
  const { server, page, errors, requests, shot } = await openSite(t, { serviceWorkers: 'block' });
  await page.setViewportSize({ width: 390, height: 844 });
  // A storage with no room for a game, as on a full phone.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('moonvale.game.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  let reachable = false;
  await page.route(/\/game-[0-9a-f]+\.js$/, (route) => (reachable ? route.continue() : route.abort()));
  await openApp(page, server.url);
  await page.click('[data-testid="new-nova-luna"]');
  const form = page.locator('[data-testid="new-game-nova-luna"]');
  await form.waitFor();
  await form.locator('[data-testid="seat"]').first().locator('[data-testid="seat-name"]').fill('Ada');
  const table = (r) => /\/game-[0-9a-f]+(_bg\.wasm|\.js)$/.test(r);
  assert.deepEqual(requests.filter(table), [], 'the home screen and the form need nothing of the table');

  await form.locator('[data-testid="nl-start"]').click();
  const failed = page.locator('[data-testid="table-load-failed"]');
  await failed.waitFor();
  assert.match(await failed.innerText(), /could not be loaded.*try again/is);
  await shot('table-load-failed');

  reachable = true;
  await page.click('[data-testid="table-load-retry"]');
  await page.locator('[data-testid="game-screen"]').waitFor();
  await waitReady(page);
  assert.equal(await page.locator('.app').count(), 1, 'one app on the page after the hand-over');
  assert.equal(await page.locator('#boot').count(), 0);
  assert.ok(requests.some((r) => /\/game-[0-9a-f]+_bg\.wasm$/.test(r)), 'the table\'s wasm came once the game opened');
  // The game the home app kept in memory (no room to store it) is the one on the table, and
  // the table says at once that it could not be saved (whoever moves first).
  assert.match(await page.locator('[data-testid="game-screen"]').innerText(), /Ada/);
  assert.match(await page.locator('[data-testid="message"]').innerText(), /storage is full/);
  await shot('table-opened-from-memory');
  assert.deepEqual(errors.filter((e) => !/table could not be loaded|game-[0-9a-f]+\.js|ERR_FAILED/.test(e)), []);
});

// The page's wasm has no catalogue: the home app fetches its language's words, part by part
// (docs/performance.md "A phone's first visit"). Words that cannot come are said in the frame's own
// words, with a retry; another language chosen brings its own.
test('the home app fetches only its language\'s words; if they cannot come it says so, and a retry brings the home screen', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'pl-PL' });
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's own requests (the service worker's precache, once the app has drawn, asks for
  // every file).
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  let refused = 0;
  await page.route(/\/locales\/app-pl-[0-9a-f]+\.ftl$/, (route) => { refused += 1; return route.abort('connectionfailed'); });
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  const failed = page.locator('[data-testid="words-load-failed"]');
  await failed.waitFor();
  assert.ok(refused >= 1, 'the words were asked for');
  assert.match(await failed.innerText(), /Nie udało się wczytać tekstów tej strony/);
  assert.equal((await page.locator('[data-testid="words-load-retry"]').textContent()).trim(), 'Spróbuj ponownie');
  await shot('words-failed-390');
  assert.deepEqual(await axeViolations(page), []);
  await page.unroute(/\/locales\/app-pl-[0-9a-f]+\.ftl$/);
  await page.locator('[data-testid="words-load-retry"]').click();
  const home = page.locator('[data-testid="home"]');
  await home.waitFor();
  assert.match(await home.innerText(), /Nowa gra/);
  await page.locator('[data-testid="new-via-nebula"]').click();
  await page.locator('[data-testid="vn-start"]').waitFor();
  const words = () => asked.filter((path) => path.startsWith('/locales/'));
  assert.ok(words().length >= 2, `fetched ${words()}`);
  assert.ok(words().every((path) => /-pl-[0-9a-f]+\.ftl$/.test(path)), `only Polish words: ${words()}`);
  // Another language: its words come, the home screen speaks it.
  await page.locator('[data-testid="settings"] select[data-testid="language"]').selectOption('fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.locator('[data-testid="vn-start"]').waitFor();
  assert.ok(words().some((path) => /\/app-fr-[0-9a-f]+\.ftl$/.test(path)), `French words fetched: ${words()}`);
  assert.ok(!words().some((path) => /-en-/.test(path)), 'no English words fetched');
  assert.doesNotMatch(await page.locator('main').innerText(), /\b(vn|app|home)-[a-z-]+\b/, 'no message id shows');
  assert.deepEqual(errors.filter((e) => !/app-pl|ERR_CONNECTION|Failed to fetch|net::/.test(e)), []);
});

// The page's wasm has no rules engine (docs/performance.md "A phone's first visit"): a save of
// version 1 holds its whole session, which only a replay reads, so the home app hands the page to
// the table's app, which lists it whole, rewrites it in the stored form once, and opens it.
test('a save of version 1 on the device: the table\'s app takes the page and lists it whole', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  await openApp(page, server.url);
  const text = readFileSync(join(ROOT, 'tests/fixtures/saves/via-nebula.json'), 'utf8');
  const { id, schema_version: version } = JSON.parse(text);
  assert.equal(version, 1);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`moonvale.game.${id}`, text]);
  await page.reload();
  await page.locator('[data-testid="home"]').waitFor();
  const saved = page.locator(`[data-testid="saved-game"][data-id="${id}"]`);
  await saved.waitFor();
  assert.equal(await saved.getAttribute('data-damaged'), 'false', 'listed whole, not as damaged');
  // The home app loads the table's script to hand the page over (src/ui/handover.rs).
  assert.equal(await page.locator('script[src*="/game-"], script[src^="./game-"]').count(), 1, 'the table\'s app took the page');
  // It rewrote the save in the stored form, once: the next start stays in the home app.
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).schema_version, `moonvale.game.${id}`);
  assert.equal(stored, 2, 'rewritten in the stored form');
  await page.reload();
  await saved.waitFor();
  assert.equal(await saved.getAttribute('data-damaged'), 'false', 'listed by the home app');
  assert.equal(await page.locator('script[src*="/game-"], script[src^="./game-"]').count(), 0, 'no hand-over on the next start');
  await saved.locator('[data-testid="saved-game-resume"]').click();
  await page.locator('[data-testid="game-screen"]').waitFor();
  assert.deepEqual(errors, []);
});

// The form's words may arrive between the home app's drawing of a screen and its effects (Yew
// yields to the browser between the two when a drawing takes over 16 ms: a slow phone, a busy
// machine), from the request the home app makes for both forms while its home screen is read.
// The form is then drawn at once; it once waited for ever (WebKit's core flows, twice in CI).
test('a form whose words arrive between its drawing and its effects is drawn at once', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  await context.addInitScript(() => {
    // The app takes the words only from the promises (the frame's copy of texts that arrived is
    // kept away from it), and the Via Nebula form's are held until the page shows it waits.
    Object.defineProperty(window, 'moonvaleCatalogueTexts', { configurable: true, get: () => ({}), set: () => {} });
    let real = null;
    let held = null;
    Object.defineProperty(window, 'moonvaleCatalogue', {
      configurable: true,
      set: (f) => { real = f; },
      get: () => (code, part) => {
        const text = real(code, part);
        if (part !== 'via-nebula') return text;
        held ??= text.then((words) => new Promise((ok) => { window.__releaseWords = () => ok(words); }));
        return held;
      },
    });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="words-loading"]') && window.__releaseWords) {
        window.__releasedWhileWaiting = true;
        window.__releaseWords();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await openApp(page, server.url);
  await page.waitForFunction(() => !!window.__releaseWords);
  // A slow device: the drawing of the screen takes longer than Yew's 16 ms, so it yields.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.locator('[data-testid="new-via-nebula"]').click();
  await page.locator('[data-testid="new-game-via-nebula"]').waitFor({ timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.ok(await page.evaluate(() => window.__releasedWhileWaiting), 'the words came while the page showed it waited');
  assert.deepEqual(errors, []);
});
