// docs/review.md "Review", "Play on from here": from a position of a finished game's replay or of
// its review, a practice game begins at that position (the same actions before it, so the same
// board and cards), its origin shown on its screen: hotseat from the replay, against a
// computer level from the review; played to its end, it is not counted in the statistics. The
// dialog by keyboard (Escape closes it), axe, both sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import { openSite, openApp, axeViolations, playInPage, ROOT, TEST_TIMEOUT } from './helpers.mjs';

function archive(games) {
  const text = execFileSync('cargo', ['run', '--quiet', '--bin', 'table', '--', 'archive', '--games', String(games), '--seed', '5'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(text);
}

/** A stored game's actions (a finished game's are deflated, in base64url). */
function actionsOf(record) {
  const packed = record.moves.actions;
  return Array.isArray(packed) ? packed : JSON.parse(inflateSync(Buffer.from(packed, 'base64url')).toString('utf8'));
}

const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];
const stats = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('moonvale.stats') || '{"games":[]}').games.map((g) => g.id));

test('play on from a replay position: a practice game from that very position, kept out of the statistics', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const fixture = archive(2);
  const game = fixture.games.find((g) => g.kind === 'via-nebula' && g.version === 2
    && JSON.parse(fixture.storage[`moonvale.game.${g.id}`]).players.length === 2);
  const key = `moonvale.game.${game.id}`;
  const actions = actionsOf(JSON.parse(fixture.storage[key]));
  const { server, context, page, errors, shot } = await openSite(t);
  await page.setViewportSize(SIZES[0][1]);
  await openApp(page, server.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, fixture.storage[key]]);
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.locator('[data-testid="saved-game"]').first().waitFor();
  const counted = await stats(page);

  // The replay, a few moves before the end.
  await page.evaluate((id) => { location.hash = `#/replay/${id}`; }, game.id);
  await page.locator('[data-testid="replay"]').waitFor();
  await page.click('[data-testid="replay-last"]');
  for (let i = 0; i < 8; i += 1) await page.click('[data-testid="replay-previous"]');
  const step = Number(await page.getAttribute('[data-testid="replay"]', 'data-step'));
  assert.equal(step, actions.length - 8);
  assert.equal(await page.getAttribute('[data-testid="play-on"]', 'data-step'), String(step));

  // The dialog: by keyboard, Escape closes it; then the seats chosen, the game started.
  await page.focus('[data-testid="play-on"]');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="play-on-dialog"]').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'play-on-seat', 'focus on the first seat');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="play-on-dialog"]').waitFor({ state: 'detached' });
  await page.click('[data-testid="play-on"]');
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], `axe at ${size}: ${JSON.stringify(violations)}`);
    await shot(`dialog-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);

  // Hotseat first: every seat a person, so nobody moves before the check.
  const first = await startPractice(page, ['person', 'person']);
  assert.equal(Number(await first.screen.getAttribute('data-moves')), step, 'the practice game begins where the replay was');
  const toAct = Number(await first.screen.getAttribute('data-to-act'));
  assert.deepEqual(first.stored.players.map((p) => p.kind), ['human', 'human']);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`practice-game-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);

  // From the review of the same game, at the same step, against a computer level: the seat to
  // act there a person, the other Easy.
  await page.evaluate((id) => { location.hash = `#/review/${id}`; }, game.id);
  await page.locator('[data-testid="review"][data-phase="done"]').waitFor({ timeout: 120_000 });
  // A move to look at, its verdict with the reason in words.
  await page.locator('[data-testid="review-marked"]').first().click();
  t.diagnostic(`a verdict: ${(await page.locator('[data-testid="review-verdict"]').innerText()).replace(/\s+/g, ' ')}`);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`review-marked-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
  await page.click('[data-testid="replay-last"]');
  for (let i = 0; i < 8; i += 1) await page.click('[data-testid="replay-previous"]');
  assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), String(step));
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`review-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
  await page.click('[data-testid="play-on"]');
  const sitters = [0, 1].map((seat) => (seat === toAct ? 'person' : 'easy'));
  const { screen, stored, id } = await startPractice(page, sitters);
  assert.equal(Number(await screen.getAttribute('data-moves')), step, 'from the review too, the game begins at its step');
  assert.notEqual(id, first.id, 'a second practice game');
  assert.deepEqual(stored.players.map((p) => p.kind), sitters.map((k) => (k === 'person' ? 'human' : 'computer')));
  assert.equal(stored.players[1 - toAct].level, 'easy');
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`practice-against-easy-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);

  // Played to its end: not counted in the statistics.
  const played = await playInPage(page, { maxMs: 120_000 });
  assert.ok(played.ended, 'the practice game ended');
  await page.locator('[data-testid="end"]').waitFor();
  const after = await stats(page);
  assert.ok(!after.includes(id), 'the practice game is not in the statistics');
  assert.deepEqual(after, counted, 'the statistics are as they were');
  await page.evaluate(() => { location.hash = '#/stats'; });
  await page.locator('[data-testid="stats"]').waitFor();
  assert.equal(await page.locator(`[data-testid="stats-last-game"][data-id="${id}"]`).count(), 0);
  await shot('stats');
  assert.deepEqual(errors, []);

  /** Chooses the seats in the open dialog, starts the practice game and checks what it keeps:
   * the replay's actions up to `step`, undo stopping there, its origin saved and shown. */
  async function startPractice(page, seats) {
    for (const [seat, sitter] of seats.entries()) await page.selectOption(`[data-testid="play-on-seat"][data-seat="${seat}"]`, sitter);
    await page.click('[data-testid="play-on-start"]');
    const screen = page.locator('[data-testid="game-screen"][data-kind="via-nebula"]');
    await screen.waitFor();
    const origin = page.locator('[data-testid="practice-origin"]');
    assert.equal(await origin.getAttribute('data-step'), String(step));
    assert.equal(await origin.getAttribute('data-from'), game.id);
    assert.match(await origin.innerText(), new RegExp(`Practice from move ${step} of`));
    const id = decodeURIComponent(page.url().match(/#\/play\/(.+)$/)[1]);
    assert.notEqual(id, game.id, 'a new game, the replayed one untouched');
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `moonvale.game.${id}`);
    assert.deepEqual(stored.moves.actions, actions.slice(0, step), 'the same actions up to that position');
    assert.equal(stored.moves.undo_floor, step, 'undo never goes back past it');
    assert.deepEqual(stored.practice, { from: game.id, title: stored.title, step });
    return { screen, stored, id };
  }
});
