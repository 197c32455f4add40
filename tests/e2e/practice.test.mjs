// docs/at-the-table.md "Practice against the computers", docs/at-the-table.md "Why did the
// computer play that?", docs/daily-and-rating.md "A rating" and docs/daily-and-rating.md "The
// daily challenge" (assisted games apart): one person against a computer
// plays a few moves, asks why the computer played its move and sees the moves it weighed with
// their win chances, takes back their last move with a practice undo through its confirmation
// (by keyboard), sees the game marked assisted (and saved so), and the statistics page counts
// assisted games apart. Screenshots at 1280x800 and 390x844; axe on the panel and the dialog.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newNovaLuna, axeViolations, storedGames, waitForStored, releaseAnswers, TEST_TIMEOUT } from './helpers.mjs';

const GAME = '[data-testid="game-screen"][data-kind="nova-luna"]';
const ACTION = '[data-testid="action"]';
const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];

async function moves(page) {
  return Number(await page.getAttribute(GAME, 'data-moves'));
}

/** The person plays their turn, each time the choice that costs the least time (a tile's
 * "costs N spaces of time"; a placement costs none), then the computer plays its turn. The
 * computer's answers are held (helpers.mjs holdAnswers) and let through one at a time: on a busy
 * machine the computer answered between two of the test's looks at the page, so the person's
 * loop never saw the computer's turn and played the whole game for Ada (seen under
 * `stress-ng --cpu 6`, five runs of five). Held, the computer never moves while the person may. */
async function playATurn(page) {
  await page.locator(`${GAME}[data-to-act="0"] ${ACTION}`).first().waitFor();
  while ((await page.getAttribute(GAME, 'data-to-act')) === '0') {
    const before = await moves(page);
    const costs = await page.locator(`${ACTION}:visible`).evaluateAll((buttons) => buttons.map((b) => Number((b.innerText.match(/costs (\d+) spaces? of time/) || [0, 0])[1])));
    const cheapest = costs.indexOf(Math.min(...costs));
    await page.locator(`${ACTION}:visible`).nth(cheapest).click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]').dataset.moves) > n, before);
  }
  await computerPlays(page);
}

/** Lets the computer's held answers through, one at a time, until the person is to act. */
async function computerPlays(page) {
  const personToAct = (game) => game.dataset.toAct === '0' || game.dataset.over === 'true';
  while (!(await page.locator(GAME).evaluate(personToAct))) {
    await page.waitForFunction((css) => (window.__moonvaleWorkers?.held ?? 0) >= 1
      || ['0', ''].includes(document.querySelector(css)?.dataset.toAct), GAME);
    await releaseAnswers(page, { hold: true });
  }
  await page.locator(`${GAME}[data-to-act="0"] ${ACTION}`).first().waitFor();
}

test('practice undo, assisted games and why the computer played its move', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t);
  await context.addInitScript(() => { window.__moonvaleHoldAnswers = true; });
  await page.setViewportSize(SIZES[0][1]);
  await openApp(page, server.url);
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'medium' }], 11);
  await playATurn(page);
  await playATurn(page);
  assert.equal(await page.locator('[data-testid="assisted"]').count(), 0, 'not assisted yet');

  // Why did the computer play that? The moves it weighed, in words, with win chances.
  const why = page.locator('[data-testid="why"]');
  await why.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-testid="why-panel"]');
  await panel.waitFor();
  assert.equal(await why.getAttribute('aria-expanded'), 'true');
  const candidates = panel.locator('[data-testid="why-candidate"]');
  assert.ok((await candidates.count()) >= 1, 'at least one weighed move');
  const texts = await candidates.allInnerTexts();
  for (const text of texts) assert.match(text, /\d+% to win/, `a win chance in per cent: ${text}`);
  assert.equal(await panel.locator('[data-testid="why-candidate"][data-best="true"]').count() >= 1, true, 'the best is marked');
  // Listed best first, as the panel says: by the chance it shows, the first marked best.
  const chances = (await candidates.evaluateAll((rows) => rows.map((r) => Number(r.dataset.chance))));
  assert.deepEqual(chances, [...chances].sort((a, b) => b - a), `best first: ${chances}`);
  assert.equal(await candidates.first().getAttribute('data-best'), 'true', 'the first listed is the best');
  t.diagnostic(`weighed: ${texts.map((x) => x.replace(/\s+/g, ' ')).join(' | ')}`);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`why-${size}`);
    assert.deepEqual(await axeViolations(page), [], `axe with the panel open at ${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
  await panel.locator('[data-testid="why-close"]').click();
  await panel.waitFor({ state: 'detached' });

  // The usual undo is blocked by the computer's move: the button offers practice instead.
  const undo = page.locator('[data-testid="undo"]');
  assert.equal(await undo.getAttribute('data-practice'), 'true');
  const before = await moves(page);
  await undo.click();
  const dialog = page.locator('[data-testid="practice-dialog"]');
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /count as assisted/);
  // Escape cancels and changes nothing.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await moves(page), before);
  await undo.click();
  await dialog.waitFor();
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`practice-dialog-${size}`);
    assert.deepEqual(await axeViolations(page), [], `axe with the dialog open at ${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
  // The confirmation has the focus: Enter confirms.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'practice-confirm');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const after = await moves(page);
  assert.ok(after < before - 1, `the person's move and the computer's after it are taken back (${before} -> ${after})`);
  assert.equal(await page.getAttribute(GAME, 'data-to-act'), '0', 'the person decides again');
  await page.locator('[data-testid="assisted"]').waitFor();
  assert.equal(await page.locator('[data-testid="why"]').count(), 0, 'the undo dropped what the computer weighed');
  const id = new URL(page.url()).hash.replace('#/play/', '');
  await waitForStored(page, (games) => (games[id] || '').includes('"assisted":true'), 'the game saved as assisted');
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await shot(`assisted-${size}`);
  }

  // The statistics count assisted games apart.
  const ada = { name: 'Ada', kind: 'human', colour: 'blue' };
  const cy = { name: 'Cy', kind: 'computer', colour: 'red', level: 'hard' };
  const game = (gid, ms, scores, winners, assisted) => ({
    id: gid, kind: 'via-nebula', title: gid, players: [ada, cy], scores, higher_is_better: true, winners, ending: 'fifth-building', finished_ms: ms, ...(assisted ? { assisted } : {}),
  });
  const summaries = [game('g1', 1700000000000, [20, 30], [1], false), game('g2', 1700000100000, [30, 20], [0], true), game('g3', 1700000200000, [31, 20], [0], true)];
  await page.evaluate((games) => localStorage.setItem('moonvale.stats', JSON.stringify({ format: 'moonvale-stats', version: 1, games })), summaries);
  await page.goto(`${server.url}#/stats`, { waitUntil: 'load' });
  const row = page.locator('[data-testid="stats-group"][data-kind="via-nebula"] [data-testid="stats-assisted"]');
  await row.waitFor();
  assert.equal(await row.getAttribute('data-count'), '2');
  assert.match(await row.innerText(), /2, 2 won/);
  assert.equal(await page.locator('[data-testid="stats-group"][data-kind="via-nebula"] [data-testid="stats-won"] td').innerText(), '0', 'assisted wins are not wins');
  assert.equal(await page.locator('[data-testid="stats-rating"] [data-testid="rating-chart"]').getAttribute('data-points'), '1', 'only the game without help is rated');
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await row.scrollIntoViewIfNeeded();
    await shot(`stats-${size}`);
    assert.deepEqual(await axeViolations(page), [], `axe on the statistics at ${size}`);
  }
  assert.deepEqual(errors, []);
});
