// Two tabs on one saved game (src/ui/platform/tabs.rs, src/ui/table/one_writer.rs): one tab
// writes it at a time, the one holding the game's Web Lock. Two pages of one browser context
// open the same saved game: the second says the game is open in another tab and shows it as
// it stands there, following its moves; "Play here" takes it over (the first then says so and
// stops writing); then the first takes it back. Moves are made in both tabs, in both orders,
// and at the end the stored record holds every one of them. Before, each tab rewrote the
// whole record after its own moves, and the other tab's vanished without a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newNovaLuna, playInPage, storedGames, TEST_TIMEOUT } from './helpers.mjs';

const moves = async (page, testId) => Number(await page.locator(`[data-testid="${testId}"]`).getAttribute('data-moves'));

/** Plays `count` moves in `page`, each saved, and gives the moves the game has then. */
async function play(page, count) {
  const before = await moves(page, 'game-screen');
  const { moves: after } = await playInPage(page, { stopAfter: count, saved: true });
  assert.ok(after > before, 'moves were made');
  return after;
}

/** `page` shows the game from the other tab, at `count` moves, standing as `holding`. */
async function showsFromElsewhere(page, count, holding) {
  await page.waitForSelector(`[data-testid="game-elsewhere"][data-moves="${count}"][data-holding="${holding}"]`);
  assert.equal(await page.locator('[data-testid="game-screen"]').count(), 0, 'nothing to play in this tab');
  assert.equal(await page.locator('[data-testid="action"]').count(), 0, 'no choice offered');
}

test('two tabs on one saved game: one writes, the other follows and can take it over; no move is lost', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, context, page: first, errors, shot } = await openSite(t);
  await openApp(first, server.url);
  await newNovaLuna(first, [{ name: 'Ada' }], 11);
  const address = first.url();
  const id = decodeURIComponent(address.split('#/play/')[1]);
  let count = await play(first, 2);

  // The second tab, on the same game: shown, not played.
  const second = await context.newPage();
  await openApp(second, address);
  await showsFromElsewhere(second, count, 'elsewhere');
  assert.match(await second.locator('[data-testid="elsewhere-said"]').innerText(), /open in another tab/);
  await second.setViewportSize({ width: 390, height: 844 });
  await shot('the second tab, on the game open in the first, 390', second);
  await second.setViewportSize({ width: 1280, height: 800 });
  await shot('the second tab, on the game open in the first, 1280', second);

  // The first plays on: the second follows.
  count = await play(first, 3);
  await showsFromElsewhere(second, count, 'elsewhere');

  // The second takes the game over, where it stands; the first says so and writes no more.
  await second.click('[data-testid="play-here"]');
  await second.locator('[data-testid="game-screen"]').waitFor();
  assert.equal(await moves(second, 'game-screen'), count, 'taken over where it stood');
  await showsFromElsewhere(first, count, 'taken-over');
  assert.match(await first.locator('[data-testid="elsewhere-said"]').innerText(), /now played in another tab/);
  await shot('the first tab, taken over', first);
  count = await play(second, 3);
  await showsFromElsewhere(first, count, 'taken-over');

  // And back: the first takes it again, with the second's moves.
  await first.click('[data-testid="play-here"]');
  await first.locator('[data-testid="game-screen"]').waitFor();
  assert.equal(await moves(first, 'game-screen'), count);
  await showsFromElsewhere(second, count, 'taken-over');
  count = await play(first, 2);
  await showsFromElsewhere(second, count, 'taken-over');

  // Nothing lost: the stored record has every move of both tabs, and so does a reload of each.
  const stored = JSON.parse((await storedGames(first))[id]);
  assert.equal(stored.summary.actions, count, 'every move of both tabs is stored');
  await second.reload();
  await showsFromElsewhere(second, count, 'elsewhere');
  await first.reload();
  await first.locator('[data-testid="game-screen"]').waitFor();
  assert.equal(await moves(first, 'game-screen'), count);
  assert.deepEqual(errors, []);
});
