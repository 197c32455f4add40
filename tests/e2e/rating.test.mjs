// docs/daily-and-rating.md "A rating": the statistics page shows a person's rating against the
// computer levels per game, with its history as a chart and the same numbers in a table; games with
// several people are left out. Statistics written as a version of the app writes them; both sizes;
// axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, axeViolations, TEST_TIMEOUT } from './helpers.mjs';

const ada = { name: 'Ada', kind: 'human', colour: 'blue' };
const game = (id, ms, players, scores, winners) => ({
  id, kind: 'via-nebula', title: id, players, scores, higher_is_better: true, winners, ending: 'fifth-building', finished_ms: ms,
});

test('the statistics show the rating against the computers with its history', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  const hard = { name: 'Cy', kind: 'computer', colour: 'red', level: 'hard' };
  const easy = { name: 'Di', kind: 'computer', colour: 'green', level: 'easy' };
  const games = [
    game('g1', 1700000000000, [ada, easy], [30, 20], [0]),
    game('g2', 1700000100000, [ada, hard], [30, 20], [0]),
    game('g3', 1700000200000, [ada, easy], [20, 31], [1]),
    game('hotseat', 1700000300000, [ada, { name: 'Bob', kind: 'human', colour: 'red' }], [30, 20], [0]),
  ];
  await page.evaluate((games) => localStorage.setItem('moonvale.stats', JSON.stringify({ format: 'moonvale-stats', version: 1, games })), games);
  await page.reload({ waitUntil: 'load' });
  await page.click('[data-testid="open-stats"]');
  const section = page.locator('[data-testid="stats-rating"][data-kind="via-nebula"]');
  await section.waitFor();
  assert.equal(await page.locator('[data-testid="stats-rating"]').count(), 1, 'no Nova Luna game: no Nova Luna rating');
  const rating = Number(await section.getAttribute('data-rating'));
  // A loss to Easy, not Hard: far above the person's rating, Hard takes almost nothing for a win.
  assert.ok(rating > 1200, `a win against Easy, one against Hard and a loss against Easy end above the start (${rating})`);
  assert.match(await section.innerText(), new RegExp(`${rating}, after 3 games against the computers`));
  assert.equal(await section.locator('[data-testid="rating-chart"]').getAttribute('data-points'), '3', 'the hotseat game is not rated');
  const rows = await section.locator('[data-testid="rating-chart-table"] tbody tr').allInnerTexts();
  assert.equal(rows.length, 3);
  assert.match(rows[2], new RegExp(`^3\\s+${rating}\\s+-\\d+$`), 'the last row: the rating now, after a loss');
  for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await section.scrollIntoViewIfNeeded();
    await shot(`rating-${size}`);
    assert.deepEqual(await axeViolations(page), [], `axe at ${size}`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `no sideways scrolling at ${size}`);
  }
  assert.deepEqual(errors, []);
});
