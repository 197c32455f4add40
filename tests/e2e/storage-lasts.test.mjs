// docs/saved-games.md "The archive": after the first saved game the app asks the browser, once, to
// keep its storage (persistent storage); the home screen says whether the browser keeps it and how
// much space the saves take, as the browser counts it (UTF-16 bytes of keys and values).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newNovaLuna } from './helpers.mjs';

test('the first saved game asks to keep the storage; home says whether it is kept and its size', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  // Count the calls to persist(), from before the app starts.
  await page.addInitScript(() => {
    window.__persistCalls = 0;
    if (navigator.storage && navigator.storage.persist) {
      const persist = navigator.storage.persist.bind(navigator.storage);
      navigator.storage.persist = () => { window.__persistCalls += 1; return persist(); };
    }
  });
  await openApp(page, server.url);
  assert.equal(await page.evaluate(() => window.__persistCalls), 0, 'nothing asked before a game is saved');
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bob' }], 2);
  await page.waitForFunction(() => window.__persistCalls === 1);
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('moonvale.settings')));
  assert.equal(settings.persistence_asked, true, 'the question is remembered');

  // A second game does not ask again, even after a reload.
  await page.click('[data-testid="go-home"]');
  await page.reload({ waitUntil: 'load' });
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy' }], 3);
  await page.click('[data-testid="go-home"]');
  assert.equal(await page.evaluate(() => window.__persistCalls), 0, 'not asked again after a reload');

  const line = page.locator('[data-testid="storage-line"]');
  const granted = await page.evaluate(() => navigator.storage.persisted());
  await page.waitForFunction((g) => document.querySelector('[data-testid="storage-line"]')?.dataset.persisted === String(g), granted);
  const expected = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.'))
    .reduce((n, k) => n + 2 * (k.length + localStorage.getItem(k).length), 0));
  assert.equal(Number(await line.getAttribute('data-bytes')), expected, 'the size as the browser counts it');
  assert.match(await line.innerText(), new RegExp(`take ${Math.ceil(expected / 1024)} KB`));
  assert.match(await line.innerText(), granted ? /keeps them/ : /may clear them/);
  t.diagnostic(`persistent storage granted in headless Chromium: ${granted}; the saves take ${expected} bytes`);
  await shot('home-storage');
  assert.deepEqual(errors, [], 'no error in the page');
});
