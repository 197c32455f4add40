// A phone's first visit (issue 15, point 1): the page draws the home screen's frame before the
// app's wasm has arrived, the app replaces it when it starts, and the computer players' worker
// is fetched only once the home screen is up, yet precached for offline play. The timings on a
// slow phone are a benchmark (scripts/bench-first-visit.sh), not a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, waitControlled, TEST_TIMEOUT } from './helpers.mjs';

test('the home screen frame is drawn before the wasm arrives, then the app replaces it', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  // Hold the app's wasm back: what a phone shows while it is on its way.
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/moonvale-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
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
