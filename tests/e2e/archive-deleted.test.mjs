// The archive of finished games deleted under the app (src/ui/platform/archive.rs): the page
// calls `indexedDB.deleteDatabase` mid-session, as another tab or the browser's tools may. The
// app lets its connection go at once (`versionchange`), so the deletion is not blocked; the
// games it holds as archived are written to the new database, and a game finished afterwards
// leaves localStorage only once the new database has it. After a reload every game is there.
// Before, the open connection blocked the deletion, the next finished game went into the
// doomed database and left localStorage, and the reload found every archived game gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, openApp, waitReady, storedGames, waitForStored, ROOT, TEST_TIMEOUT } from './helpers.mjs';

const FORMS = join(ROOT, 'crates/table/tests/fixtures/forms');
const finished = (name) => readFileSync(join(FORMS, `${name}.stored.json`), 'utf8');

test('the archive deleted mid-session loses no game: not blocked, written again, a game finished after it kept', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  // A finished game in localStorage, as every game starts: the app moves it to the archive.
  await page.evaluate((text) => localStorage.setItem('moonvale.game.via-nebula-finished', text), finished('via-nebula-finished'));
  await page.reload();
  await waitReady(page);
  // Gone from localStorage, and still stored: archived.
  await page.waitForFunction(() => !localStorage.getItem('moonvale.game.via-nebula-finished'));
  await waitForStored(page, (games) => !!games['via-nebula-finished'], 'the game archived');

  // Deleted from the page, while the app has the archive open.
  const deletion = await page.evaluate(() => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('moonvale');
    request.onblocked = () => resolve('blocked');
    request.onsuccess = () => resolve('deleted');
    request.onerror = () => resolve(`failed: ${request.error}`);
  }));

  // A game finished afterwards (as one reaches localStorage when it ends), listed again.
  await page.evaluate((text) => localStorage.setItem('moonvale.game.nova-luna-finished', text), finished('nova-luna-finished'));
  await page.evaluate(() => { location.hash = '#/stats'; });
  await page.locator('[data-testid="stats"]').waitFor();
  await page.evaluate(() => { location.hash = '#/'; });
  await page.locator('[data-testid="saved-game"][data-id="nova-luna-finished"]').waitFor();
  await page.waitForFunction(() => !localStorage.getItem('moonvale.game.nova-luna-finished'), null, { timeout: 10_000 })
    .catch(() => { /* kept in localStorage: not lost either */ });

  // A reload: every game is still there, listed.
  await page.reload();
  await waitReady(page);
  const games = await storedGames(page);
  assert.ok(games['via-nebula-finished'], 'the game archived before the deletion is kept');
  assert.ok(games['nova-luna-finished'], 'the game finished after it is kept');
  for (const id of ['via-nebula-finished', 'nova-luna-finished']) {
    await page.locator(`[data-testid="saved-game"][data-id="${id}"]`).waitFor();
  }
  await shot('after the archive was deleted mid-session');
  assert.equal(deletion, 'deleted', 'the deletion was not blocked by the app');
  assert.deepEqual(errors, []);
});
