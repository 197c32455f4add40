// Leaving with moves unsaved (src/ui/mod.rs, `browser::confirm_leaving_while`): when storage
// has no room, the game lives in memory and the app says so; a reload then would lose it,
// so the browser asks first (`beforeunload`), and staying keeps every move. With storage
// working, a reload asks nothing. Before, the reload went through and the moves were gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newNovaLuna, waitReady, TEST_TIMEOUT } from './helpers.mjs';

/** Starts a solo Nova Luna game and makes one move with a real click. */
async function startAndMove(page) {
  await newNovaLuna(page, [{ name: 'Ada' }], 5);
  const screen = page.locator('[data-testid="game-screen"]');
  const before = await screen.getAttribute('data-moves');
  await page.locator('[data-testid="action"]').first().click();
  await page.waitForFunction((n) => document.querySelector('[data-testid="game-screen"]').dataset.moves !== n, before);
  return screen.getAttribute('data-moves');
}

test('a reload with moves only in memory asks first, and staying keeps them', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  // No room for a game, as on a full phone.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(key).startsWith('moonvale.game.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await openApp(page, server.url);
  const moves = await startAndMove(page);
  assert.match(await page.locator('[data-testid="message"]').innerText(), /storage is full/);
  await page.evaluate(() => { window.__stayed = true; });

  const asked = page.waitForEvent('dialog');
  page.evaluate(() => location.reload()).catch(() => {});
  const dialog = await asked;
  assert.equal(dialog.type(), 'beforeunload');
  // (openSite's watcher answers it: stay.)
  await dialog.dismiss().catch(() => {});
  await page.waitForFunction(() => window.__stayed === true);
  assert.equal(await page.locator('[data-testid="game-screen"]').getAttribute('data-moves'), moves, 'every move is still here');
  await shot('stayed after the reload was asked');
  assert.deepEqual(errors.filter((e) => !e.startsWith('dialog: beforeunload')), []);
});

test('a reload with everything saved asks nothing', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  await openApp(page, server.url);
  const moves = await startAndMove(page);
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('moonvale.game.')));
  await page.reload();
  await waitReady(page);
  await page.locator('[data-testid="game-screen"]').waitFor();
  assert.equal(await page.locator('[data-testid="game-screen"]').getAttribute('data-moves'), moves);
  assert.deepEqual(errors, []);
});
