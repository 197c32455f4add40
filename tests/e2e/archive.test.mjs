// A thousand games fit (docs/saved-games.md "A thousand saved games"). `table archive` plays 1,000
// finished games of both games (every player count, both Via Nebula sides) and writes them as the
// app stores them (record version 2: options, seed, deflated actions), with two whole records of
// version 1 (saves from before). All 1,002 go into localStorage at once, as an older
// version kept them; the app moves them to its archive (IndexedDB) and localStorage keeps
// none; then every one is listed (page by page), opened (the end of the game shows), replayed to its last move, and
// exported (the file names it and holds its moves; see EVERY below); the time the saved-games screen takes
// to show its first page is measured (median of 5) and printed (checked under 200 ms by the
// benchmark, scripts/bench-archive.sh), and again with two copies
// more of each game in the archive (3,006, beyond what localStorage holds). Screenshots in
// test-output/a-thousand-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openSite, openApp, runTable, TEST_TIMEOUT, ACTION_TIMEOUT } from './helpers.mjs';

const GAMES = Number(process.env.ARCHIVE_GAMES || 1000);
// Which games are exported, opened and replayed one by one: every one with ARCHIVE_EVERY=1
// (`bash scripts/bench-archive.sh`, about 10 minutes); in the test command every 50th and
// the two saves of version 1 (all 1,002 are stored, listed and counted either way).
const EVERY = Math.max(1, Number(process.env.ARCHIVE_EVERY || 50));

function archive(games = GAMES) {
  const text = runTable(['archive', '--games', String(games), '--seed', '5']);
  return JSON.parse(text);
}

/** How many games the archive (IndexedDB) holds. */
function archivedCount() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('moonvale');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const database = open.result;
      const count = database.transaction('games').objectStore('games').count();
      count.onsuccess = () => { database.close(); resolve(count.result); };
      count.onerror = () => reject(count.error);
    };
  });
}

/** Milliseconds from leaving for the home screen to its first page of saved games drawn. */
async function firstPageTime(page) {
  await page.evaluate(() => { location.hash = '#/stats'; });
  await page.locator('[data-testid="stats"]').waitFor();
  return page.evaluate(() => new Promise((resolve) => {
    const started = performance.now();
    location.hash = '#/';
    const poll = () => {
      if (document.querySelectorAll('[data-testid="saved-game"]').length >= 20) resolve(performance.now() - started);
      else requestAnimationFrame(poll);
    };
    poll();
  }));
}

test('a thousand finished games: each lists, opens, replays and exports; the first page in under 200 ms; older saves load', { timeout: TEST_TIMEOUT * 12 }, async (t) => {
  const fixture = archive();
  const games = fixture.games;
  assert.equal(games.length, GAMES + 2);
  assert.equal(games.filter((g) => g.version === 1).length, 2, 'two saves of version 1');
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url + '#/stats');
  await page.evaluate((storage) => {
    for (const [key, text] of Object.entries(storage)) localStorage.setItem(key, text);
  }, fixture.storage);
  const bytes = await page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + 2 * (k.length + localStorage.getItem(k).length), 0));
  t.diagnostic(`${games.length} games in localStorage: ${bytes} bytes (UTF-16), ${(bytes / 5242880 * 100).toFixed(0)} % of 5 MiB`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });

  // Finished games move to the archive (IndexedDB): localStorage, which keeps the games in
  // progress, is left with none of them. Then every game is read from the archive.
  await page.waitForFunction(() => !Object.keys(localStorage).some((k) => k.startsWith('moonvale.game.')), null, { timeout: 60_000 });
  assert.equal(await page.evaluate(archivedCount), games.length, 'every game is in the archive');
  const left = await page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + 2 * (k.length + localStorage.getItem(k).length), 0));
  t.diagnostic(`moved to the archive: localStorage keeps ${left} bytes`);
  // A start on the home screen draws it at once and lists the archive's games once read:
  // the time from the navigation to the first page drawn (median of 3 reloads).
  await page.evaluate(() => { location.hash = '#/'; });
  const starts = [];
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-game"]').length >= 20);
    starts.push(await page.evaluate(() => performance.now()));
  }
  // The saves of version 1 were rewritten in the stored form at the first start, so the home
  // app lists them without the table's app (docs/performance.md "A phone's first visit").
  assert.equal(await page.locator('script[src*="/game-"], script[src^="./game-"]').count(), 0, 'the home app kept the page');
  starts.sort((a, b) => a - b);
  t.diagnostic(`a start on the home screen: the first page of ${games.length} archived games ${starts[1].toFixed(0)} ms after the navigation (${starts.map((x) => x.toFixed(0)).join(', ')})`);
  await page.waitForFunction((n) => document.querySelector('.saved-count')?.innerText.includes(`${n} saved games`), games.length);

  // The first page: the median of five visits to the home screen.
  const times = [];
  for (let i = 0; i < 5; i++) times.push(await firstPageTime(page));
  times.sort((a, b) => a - b);
  t.diagnostic(`first page of ${games.length} saved games: median ${times[2].toFixed(0)} ms (${times.map((x) => x.toFixed(0)).join(', ')})`);
  // The 200 ms is a time, which a busy machine stretches: the benchmark checks it
  // (scripts/bench-archive.sh, every game, a quiet machine); the test command prints it and
  // checks what makes it short: the first page draws 20 of the games (below), not all.
  if (EVERY === 1) assert.ok(times[2] < 200, `the first page shows in ${times[2].toFixed(0)} ms`);
  await shot('first-page');

  // Every one is listed: 20 first, then 100 more a tap.
  assert.match(await page.locator('.saved-count').innerText(), new RegExp(`${games.length} saved games`));
  assert.equal(await page.locator('[data-testid="saved-game"]').count(), 20);
  while (await page.locator('[data-testid="saved-more"]').count()) await page.click('[data-testid="saved-more"]');
  const listed = await page.locator('[data-testid="saved-game"]').evaluateAll((items) => items.map((li) => [li.dataset.id, li.dataset.damaged, li.dataset.finished]));
  assert.equal(listed.length, games.length);
  assert.deepEqual(listed.map(([id]) => id).sort(), games.map((g) => g.id).sort());
  assert.ok(listed.every(([, damaged, finished]) => damaged === 'false' && finished === 'true'), 'every one listed as a finished game');
  // What the screen shows, not the whole list: a full-page picture of 1,002 games (a page
  // tens of thousands of pixels tall) took about 20 s, and timed out now and then.
  await shot('all-listed', page, { fullPage: false });

  const checked = games.filter((g, i) => i % EVERY === 0 || g.version === 1);
  t.diagnostic(`exporting, opening and replaying ${checked.length} of ${games.length} games (ARCHIVE_EVERY=${EVERY})`);

  // Every one exports: the file is the stored form with its moves and final scores. (The
  // page's download link is caught as it is clicked: Chromium lets a page start only a few
  // downloads on its own, and the download itself is tested in records.test.mjs.)
  await page.evaluate(() => {
    window.__exports = [];
    const blobs = new Map();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob) => { const url = createObjectURL(blob); blobs.set(url, blob); return url; };
    HTMLAnchorElement.prototype.click = function () { window.__exports.push([this.download, blobs.get(this.href)]); };
  });
  const started = Date.now();
  for (const [i, game] of checked.entries()) {
    await page.locator(`[data-testid="saved-game"][data-id="${game.id}"] [data-testid="saved-game-export"]`).click();
    // The download is an effect run after the click's render: wait for its link.
    await page.waitForFunction(() => window.__exports.length > 0);
    const [name, text] = await page.evaluate(async () => {
      const [name, blob] = window.__exports.pop();
      return [name, await blob.text()];
    });
    assert.match(name, new RegExp(`^moonvale-${game.kind}-.*\\.json$`));
    const file = JSON.parse(text);
    assert.equal(file.id, game.id);
    assert.equal(file.kind, game.kind);
    assert.equal(file.schema_version, 2, `${game.id} exports in the stored form`);
    assert.deepEqual(file.summary.outcome.scores, game.scores, `${game.id}: its final scores`);
    assert.ok(file.moves.actions.length > 10);
    if (i % 250 === 0) t.diagnostic(`exported ${i + 1} of ${checked.length}`);
  }
  t.diagnostic(`exported ${checked.length} games in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Every one opens (its end shows) and replays to its last move, as rebuilt by the engine.
  const opened = Date.now();
  for (const [i, game] of checked.entries()) {
    await page.evaluate((id) => { location.hash = `#/play/${id}`; }, game.id);
    await page.waitForFunction((id) => {
      const screen = document.querySelector('[data-testid="game-screen"]');
      return screen && location.hash.endsWith(id) && screen.dataset.over === 'true' && Number(screen.dataset.moves) > 0;
    }, game.id);
    const moves = Number(await page.getAttribute('[data-testid="game-screen"]', 'data-moves'));
    assert.equal(moves, game.actions, `${game.id} opens with its ${game.actions} moves`);
    await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, game.id);
    await page.waitForFunction(([id, steps]) => {
      const replay = document.querySelector('[data-testid="replay"]');
      return replay && location.hash.endsWith(id) && replay.dataset.steps === String(steps);
    }, [game.id, game.actions]);
    await page.click('[data-testid="replay-last"]');
    await page.waitForFunction((steps) => document.querySelector('[data-testid="replay"]').dataset.step === String(steps), game.actions);
    if (i === 0 || game.version === 1) await shot(`replay-${game.id}`);
    if (i % 250 === 0) t.diagnostic(`opened and replayed ${i + 1} of ${checked.length}`);
  }
  t.diagnostic(`opened and replayed ${checked.length} games in ${((Date.now() - opened) / 1000).toFixed(1)} s`);

  // Beyond what localStorage could hold (about 1,600 games): two copies more of each game,
  // written into the archive, are listed too.
  const copies = await page.evaluate((stored) => new Promise((resolve, reject) => {
    const open = indexedDB.open('moonvale');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('games', 'readwrite');
      const archive = transaction.objectStore('games');
      let n = 0;
      for (const [key, text] of Object.entries(stored)) {
        const id = key.slice('moonvale.game.'.length);
        for (const copy of ['copy-a', 'copy-b']) {
          // The id replaced in the text as it is: JSON.parse would round the 64-bit seeds.
          archive.put(text.replace(`"id":"${id}"`, `"id":"${copy}-${id}"`), `${copy}-${id}`);
          n += 1;
        }
      }
      transaction.oncomplete = () => { open.result.close(); resolve(n); };
      transaction.onerror = () => reject(transaction.error);
    };
  }), fixture.storage);
  const all = games.length + copies;
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForFunction((n) => document.querySelector('.saved-count')?.innerText.includes(`${n} saved games`), all);
  const more = [];
  for (let i = 0; i < 5; i++) more.push(await firstPageTime(page));
  more.sort((a, b) => a - b);
  t.diagnostic(`first page of ${all} saved games: median ${more[2].toFixed(0)} ms (${more.map((x) => x.toFixed(0)).join(', ')})`);
  await shot('beyond-local-storage');
  assert.doesNotMatch(await page.locator('.saved-count').innerText(), /cannot be opened/);

  // A game deleted leaves the archive; "undo" puts it back there.
  // The archive's writes announce nothing to the page: it is read again until it says so.
  const archiveHolds = async (n) => {
    const deadline = Date.now() + ACTION_TIMEOUT;
    while (await page.evaluate(archivedCount) !== n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await page.evaluate(archivedCount), n);
  };
  const victim = await page.locator('[data-testid="saved-game"]').first().getAttribute('data-id');
  await page.click(`[data-testid="saved-game"][data-id="${victim}"] [data-testid="saved-game-delete"]`);
  await archiveHolds(all - 1);
  await page.click('[data-testid="undo-delete"]');
  await archiveHolds(all);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')).length), 0);

  // An address naming an archived game opens it from a fresh start (the archive is read
  // before the app starts, then again by the table's app).
  await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, games[0].id);
  await page.reload();
  await page.waitForFunction(([id, steps]) => {
    const replay = document.querySelector('[data-testid="replay"]');
    return replay && location.hash.endsWith(id) && replay.dataset.steps === String(steps);
  }, [games[0].id, games[0].actions]);
  assert.equal(await page.locator('[role="alert"]').count(), 0, 'no "game not found"');
  assert.deepEqual(errors, []);
});

// Without the archive: a browser with no IndexedDB, or one whose IndexedDB never answers,
// keeps every game in localStorage, lists it and opens it (after a 3 s wait at most for a
// start on a game's address).
for (const [name, init] of [
  ['no IndexedDB', () => { Object.defineProperty(window, 'indexedDB', { value: undefined }); }],
  ['an IndexedDB that never answers', () => { IDBFactory.prototype.open = function () { return {}; }; }],
]) {
  test(`with ${name}, finished games stay in localStorage and open`, { timeout: TEST_TIMEOUT }, async (t) => {
    const fixture = archive(2);
    const { server, page, errors, shot } = await openSite(t);
    await page.addInitScript(init);
    await openApp(page, server.url + '#/stats');
    await page.evaluate((storage) => {
      for (const [key, text] of Object.entries(storage)) localStorage.setItem(key, text);
    }, fixture.storage);
    const game = fixture.games[0];
    await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, game.id);
    const started = Date.now();
    await page.reload();
    await page.waitForFunction(([id, steps]) => document.querySelector('[data-testid="replay"]')?.dataset.steps === String(steps)
      && location.hash.endsWith(id), [game.id, game.actions]);
    t.diagnostic(`the replay opened ${Date.now() - started} ms after the reload`);
    await page.evaluate(() => { location.hash = '#/'; });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="saved-game"]').length === n, fixture.games.length);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')).length);
    assert.equal(kept, fixture.games.length, 'every game is still in localStorage');
    await shot('listed');
    assert.deepEqual(errors, []);
  });
}
