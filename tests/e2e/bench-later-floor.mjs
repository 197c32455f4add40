// The floor under a later visit's figures (docs/performance.md "A phone's first visit"): prints
// figures, asserts nothing.   node tests/e2e/bench-later-floor.mjs [RUNS=5]
// A page of one heading and one link, whose service worker answers every request from its
// cache, visited again on the benchmark's mobile profile (tests/e2e/bench-first-visit.mjs: 4x
// CPU slowdown, 1.6 Mbit/s, 150 ms latency, 390x844 touch screen), a fresh profile per run:
// when it paints and when a tap on its link is answered (the hash changes) are what no app
// can beat on this machine and profile. The app's own later visit is measured the same way
// by bench-first-visit.mjs.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const RUNS = Number(process.argv[2] || 5);
const root = mkdtempSync(join(tmpdir(), 'mv-floor-site-'));
writeFileSync(join(root, 'index.html'), `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><script>navigator.serviceWorker.register('sw.js');</script></head>
<body><h1>Moonvale</h1><p><a id="new" href="#/new">New game</a></p></body></html>`);
writeFileSync(join(root, 'sw.js'), `
self.addEventListener('install', (e) => { e.waitUntil(caches.open('c').then((c) => c.addAll(['./']))); self.skipWaiting(); });
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => { if (e.request.method === 'GET') e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((r) => r || fetch(e.request))); });`);
const server = await startServer({ root, prefix: '/', port: 0, gzip: true, brotli: true });
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const paints = [];
const answers = [];
for (let run = 0; run < RUNS; run++) {
  const profile = mkdtempSync(join(tmpdir(), 'mv-floor-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const first = context.pages()[0] || (await context.newPage());
  await first.goto(server.url);
  await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await first.close();
  const page = await context.newPage();
  await page.addInitScript(() => {
    addEventListener('hashchange', () => { window.__answered ??= performance.now(); });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 2e5, uploadThroughput: 93750 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url, { waitUntil: 'commit' });
  // Tap the link through the DevTools protocol, as bench-first-visit.mjs does, until answered.
  for (let i = 0; i < 400; i++) {
    // The document may be replaced between the calls while the page commits: try again.
    const box = await (async () => {
      const { root: doc } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: doc.nodeId, selector: '#new' });
      return nodeId ? cdp.send('DOM.getBoxModel', { nodeId }) : null;
    })().catch(() => null);
    if (box) {
      const q = box.model.border;
      const x = (q[0] + q[2] + q[4] + q[6]) / 4, y = (q[1] + q[3] + q[5] + q[7]) / 4;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      if (await page.evaluate(() => window.__answered != null)) break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const r = await page.evaluate(() => ({ paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    answered: window.__answered, controlled: navigator.serviceWorker.controller != null }));
  console.log(`run ${run + 1}: paint ${Math.round(r.paint)} ms, a tap answered ${Math.round(r.answered)} ms (service worker in control: ${r.controlled})`);
  paints.push(r.paint);
  answers.push(r.answered);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`later visit of a one-link page, median of ${RUNS}: paint ${Math.round(median(paints))} ms, a tap answered ${Math.round(median(answers))} ms`);
await server.close();
rmSync(root, { recursive: true, force: true });
