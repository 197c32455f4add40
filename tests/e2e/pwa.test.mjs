// docs/hosting.md "Hosting Moonvale on a static host": the release build works under a sub-path, is
// installable (manifest), works offline after one visit, and offers an update when a new build is
// deployed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  openSite, openApp, waitReady, waitControlled, copyBuild, buildIdOf, pageBuildId, TEST_TIMEOUT,
} from './helpers.mjs';
import { postBuild } from '../../scripts/post-build.mjs';

test('the release build works under the sub-path /games/', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, requests, shot } = await openSite(t, { prefix: '/games/' });
  assert.match(server.url, /\/games\/$/);
  await openApp(page, server.url);
  await page.locator('[data-testid="home"]').waitFor();
  await waitControlled(page);
  await shot('home-under-games');

  // Everything the page and its worker asked for was inside /games/ (relative URLs), and found.
  const outside = requests.filter((u) => u.startsWith(server.origin) && !u.startsWith(server.url));
  assert.deepEqual(outside, [], 'no request leaves /games/ (seen by the browser)');
  assert.deepEqual(server.requests.filter((p) => !p.startsWith('/games/')), [], 'nor by the server');
  assert.ok(server.requests.includes('/games/sw.js'), 'the worker was fetched from /games/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, server.url, 'the service worker is scoped to the sub-path');
  assert.deepEqual(errors, [], 'no error (a 404 would show as a console error)');
});

test('the web app manifest is installable: names, icons, relative scope, standalone', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t, { prefix: '/games/' });
  await openApp(page, server.url);
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifestUrl = new URL(href, server.url).href;
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), manifestUrl);
  assert.ok(manifest.name && manifest.short_name, 'name and short_name');
  assert.equal(manifest.display, 'standalone');
  assert.equal(new URL(manifest.start_url, manifestUrl).href, server.url, 'start_url resolves to the site folder');
  assert.equal(new URL(manifest.scope, manifestUrl).href, server.url, 'scope resolves to the site folder');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
  const want = [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']];
  for (const [sizes, purpose] of want) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose || 'any').split(' ').includes(purpose));
    assert.ok(icon, `an icon ${sizes} ${purpose}`);
    // The PNG really has that size (width and height are at bytes 16..24 of a PNG).
    const dims = await page.evaluate(async (url) => {
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      const view = new DataView(bytes.buffer);
      return `${view.getUint32(16)}x${view.getUint32(20)}`;
    }, new URL(icon.src, manifestUrl).href);
    assert.equal(dims, sizes, `${icon.src} is ${sizes}`);
  }
  assert.deepEqual(errors, []);
});

test('after one visit the app works offline', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t, { prefix: '/games/' });
  await openApp(page, server.url);
  await waitControlled(page);
  const cacheNames = await page.evaluate(() => caches.keys());
  assert.equal(cacheNames.length, 1, `one versioned cache: ${cacheNames}`);

  // Really offline: the browser says so AND the server is gone.
  await context.setOffline(true);
  await server.close();
  await page.reload({ waitUntil: 'load' });
  await waitReady(page);
  await page.locator('[data-testid="home"]').waitFor();
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await shot('home-offline');

  // The app is alive, not just a cached picture: open a game screen and come back.
  await page.click('[data-testid="new-nova-luna"]');
  await page.locator('[data-testid="new-game-nova-luna"]').waitFor();
  await shot('new-game-offline');
  await page.click('[data-testid="go-home"]');
  await page.locator('[data-testid="home"]').waitFor();
  // Console errors about the unreachable server (failed update checks) are expected offline.
  assert.deepEqual(errors.filter((e) => e.startsWith('pageerror')), []);
});

test('a new deploy is offered as an update, and reloading shows the new version', { timeout: TEST_TIMEOUT }, async (t) => {
  // Build A: a copy of the release build. Build B: A with a changed file and a regenerated worker.
  const buildA = copyBuild(t);
  const buildB = copyBuild(t);
  const manifestB = join(buildB, 'manifest.webmanifest');
  const manifest = JSON.parse(readFileSync(manifestB, 'utf8'));
  manifest.description += ' (update test)';
  writeFileSync(manifestB, JSON.stringify(manifest, null, 2));
  postBuild(buildB);
  const idA = buildIdOf(buildA);
  const idB = buildIdOf(buildB);
  assert.notEqual(idA, idB, 'a changed file gives a new build version');

  const { server, page, errors, shot } = await openSite(t, { root: buildA });
  await openApp(page, server.url);
  await waitControlled(page);
  assert.equal(await pageBuildId(page), idA);
  assert.equal(await page.locator('[data-testid="update-available"]').count(), 0, 'no offer before a deploy');

  // Deploy B while the page is open, and let the page look for updates (it also does so hourly
  // and whenever it becomes visible again).
  server.root = buildB;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const offer = page.locator('[data-testid="update-available"]');
  await offer.waitFor();
  assert.equal(await page.evaluate(() => window.__moonvaleUpdateWaiting), true);
  assert.equal(await pageBuildId(page), idA, 'the page is still version A while the offer is shown');
  await shot('update-offered');

  await Promise.all([
    page.waitForEvent('load'),
    page.click('[data-testid="update-reload"]'),
  ]);
  await waitReady(page);
  assert.equal(await pageBuildId(page), idB, 'after the reload the page is version B');
  const state = await page.evaluate(async () => ({
    caches: await caches.keys(),
    controller: navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL,
  }));
  assert.deepEqual(state.caches, [`moonvale-${idB}`], 'the old version\'s cache was deleted');
  assert.ok(state.controller, 'a worker controls the new page');
  assert.equal(await page.locator('[data-testid="update-available"]').count(), 0, 'no offer after updating');
  await shot('updated');
  assert.deepEqual(errors, []);
});
