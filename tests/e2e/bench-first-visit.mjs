// Benchmark of a phone's first visit (docs/performance.md "A phone's first visit"): prints figures,
// asserts nothing.
//   node tests/e2e/bench-first-visit.mjs [RUNS=5]   (after `trunk build --release`;
//   scripts/bench-first-visit.sh does both)
// The usual mobile test profile: 4x CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up, 150 ms
// latency (DevTools protocol), a 390x844 touch screen, the build served compressed as static hosts
// do (gzip, then brotli: ENCODINGS=gzip,br), a fresh browser profile each run. Per run, from navigation start:
//   (a) meaningful paint: the first paint that shows the app's name and its two games
//       (first-contentful-paint, once the page's first content is that);
//   (b) the home screen answers a tap: "New game" for Via Nebula is tapped again and again
//       from the first moment it exists until the new-game form is on screen; the time is when
//       the form appeared. The page's frame (index.html) has that button before the app has
//       started: a link the app follows when it starts. Taps go through the DevTools protocol
//       (DOM box, then a touch event), so no script of the tool competes with the page;
//       LOCATOR_TAPS=1 taps with Playwright's locator instead, as this benchmark did up to
//       commit 4c8d339 (its injected scripts delay the first tap and the page's start).
// Then a later visit in the same profile (service worker installed, files from its cache):
// the same two figures. Also the bytes the page fetched before (a) and in all.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const RUNS = Number(process.argv[2] || 5);
const PROFILE = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8, cpu: 4 };
const ms = (t) => (t === null || t === undefined ? 'never' : `${Math.round(t)}`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// In the page, before any of its scripts: when the new-game form first appears, and the
// encoded bytes of every resource (Resource Timing).
function watch() {
  window.__bench = { form: null, started: null, tapped: null, button: null, touched: null, clicked: null };
  addEventListener('TrunkApplicationStarted', () => { window.__bench.started = performance.now(); });
  // When a tap first reached the page, and its click (the app's or the frame's).
  addEventListener('touchstart', () => { window.__bench.touched ??= performance.now(); }, true);
  addEventListener('click', () => { window.__bench.clicked ??= performance.now(); }, true);
  // The frame's "New game" is a link: the first tap that lands changes the address.
  addEventListener('hashchange', () => { window.__bench.tapped ??= performance.now(); });
  new MutationObserver(() => {
    // The app's own "New game" (a button; the frame's is a link).
    if (window.__bench.button === null && document.querySelector('button[data-testid="new-via-nebula"]')) {
      window.__bench.button = performance.now();
    }
    if (window.__bench.form === null && document.querySelector('[data-testid="vn-start"]')) {
      window.__bench.form = performance.now();
      window.__benchFormShown?.();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latency,
    downloadThroughput: PROFILE.downloadThroughput,
    uploadThroughput: PROFILE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  return cdp;
}

// Taps the button wherever it is, through the DevTools protocol: no script of the tool runs in
// the page, whose throttled main thread would otherwise spend its time on the tool's own work
// before the first tap (Playwright's locator taps first landed only ~900 ms into a later visit
// whose home screen was painted at ~310 ms and whose app had started at ~650 ms). Returns
// whether a tap was sent.
async function tapByProtocol(cdp, selector) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) return false;
  const box = await cdp.send('DOM.getBoxModel', { nodeId }).catch(() => null);
  if (!box) return false;
  const q = box.model.border;
  const x = (q[0] + q[2] + q[4] + q[6]) / 4;
  const y = (q[1] + q[3] + q[5] + q[7]) / 4;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return true;
}

async function visit(page, url) {
  const cdp = await throttle(page);
  if (!process.env.LOCATOR_TAPS) {
    let shown = false;
    await page.exposeFunction('__benchFormShown', () => { shown = true; }).catch(() => {});
    await page.goto(url, { waitUntil: 'commit' });
    for (let i = 0; i < 2400 && !shown; i++) {
      await tapByProtocol(cdp, '[data-testid="new-via-nebula"]').catch(() => false);
      await page.waitForTimeout(25);
    }
    return measures(page);
  }
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.locator('[data-testid="new-via-nebula"]');
  await button.waitFor({ state: 'attached', timeout: 60_000 });
  // Tap until the app answers; each tap that lands before the app listens is lost.
  for (let i = 0; i < 600; i++) {
    if (await page.evaluate(() => window.__bench.form !== null)) break;
    await button.tap({ timeout: 2_000, noWaitAfter: true }).catch(() => {});
    await page.waitForTimeout(25);
  }
  return measures(page);
}

async function measures(page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const entries = performance.getEntriesByType('resource');
    const before = entries.filter((e) => fcp !== null && e.responseEnd <= fcp);
    const sum = (list) => list.reduce((n, e) => n + (e.encodedBodySize || 0), 0);
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      paint: fcp,
      answer: window.__bench.form,
      bytesBeforePaint: sum(before) + (nav?.encodedBodySize || 0),
      bytes: sum(entries) + (nav?.encodedBodySize || 0),
      wasm: entries.filter((e) => /moonvale-.*\.wasm$/.test(e.name)).map((e) => Math.round(e.responseEnd))[0] ?? null,
      started: window.__bench.started,
      tapped: window.__bench.tapped,
      button: window.__bench.button,
      touched: window.__bench.touched,
      clicked: window.__bench.clicked,
      // The page's parse done: the app's module script runs only after it.
      interactive: nav ? nav.domInteractive : null,
      marks: performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`).join(', '),
      // The home app's words (src/ui/platform/catalogues.rs): each part fetched, when asked and in.
      words: entries.filter((e) => /\/locales\//.test(e.name))
        .map((e) => `${e.name.split('/').pop().replace(/-[0-9a-f]+\.ftl$/, '')} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`).join(', ') || 'none',
      worker: entries.filter((e) => /worker-.*\.wasm$/.test(e.name)).map((e) => Math.round(e.startTime))[0] ?? null,
    };
  });
}

/** RUNS fresh profiles against the build served with `encoding` ('gzip' or 'br'). */
async function series(encoding) {
  const server = await startServer({ root: DIST, prefix: '/', port: 0, gzip: true, brotli: encoding === 'br' });
  const first = [];
  const later = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const profile = mkdtempSync(join(tmpdir(), 'moonvale-first-visit-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS,
        viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
      });
      try {
        await context.addInitScript(watch);
        const page = context.pages()[0] || (await context.newPage());
        first.push(await visit(page, server.url));
        // Let the service worker finish precaching, as a real visitor's phone would.
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 120_000 }).catch(() => {});
        await page.close();
        const again = await context.newPage();
        later.push(await visit(again, server.url));
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
      const f = first.at(-1);
      const l = later.at(-1);
      console.log(`${encoding} run ${run + 1}: first visit paint ${Math.round(f.paint)} ms, answers a tap ${Math.round(f.answer)} ms ` +
        `(${(f.bytesBeforePaint / 1024).toFixed(1)} KiB before the paint, ${(f.bytes / 1024).toFixed(1)} KiB in all, ` +
        `app wasm in at ${f.wasm} ms, app started ${Math.round(f.started)} ms, words ${f.words}, marks ${f.marks}, worker wasm asked at ${f.worker ?? 'never'} ms); later visit paint ${Math.round(l.paint)} ms, answers ${Math.round(l.answer)} ms (a tap landed at ${l.tapped === null ? 'no address change' : Math.round(l.tapped)}, wasm in at ${l.wasm} ms, parse done ${ms(l.interactive)}, the app's button ${ms(l.button)}, first touch ${ms(l.touched)}, its click ${ms(l.clicked)}, app started ${Math.round(l.started)} ms, words ${l.words}, marks ${l.marks}, worker wasm asked at ${l.worker ?? 'never'} ms)`);
    }
  } finally {
    await server.close();
  }
  return { encoding, first, later };
}

// ENCODINGS=gzip or =br measures one; both by default, gzip first.
const results = [];
for (const encoding of (process.env.ENCODINGS || 'gzip,br').split(',')) results.push(await series(encoding.trim()));
const fig = (list, key) => Math.round(median(list.map((r) => r[key])));
for (const { encoding, first, later } of results) {
  console.log(`\n${encoding === 'br' ? 'brotli' : 'gzip'}: median of ${RUNS} runs (4x CPU, 1.6 Mbit/s, 150 ms, 390x844, fresh profile):`);
  console.log(`  first visit: meaningful paint, the frame's "New game" ${fig(first, 'paint')} ms (target 800), home screen answers a tap ${fig(first, 'answer')} ms (target 2000)`);
  console.log(`  bytes before the paint ${(median(first.map((r) => r.bytesBeforePaint)) / 1024).toFixed(1)} KiB, first visit in all ${(median(first.map((r) => r.bytes)) / 1024).toFixed(1)} KiB (transferred)`);
  console.log(`  later visit: paint ${fig(later, 'paint')} ms, answers a tap ${fig(later, 'answer')} ms (target 500)`);
}
