// docs/review.md "Review": a finished game's review on its replay. Finished games come from
// `table archive` (games of random moves, every seat a person, as the browser stores them):
// - a Nova Luna solo game reviewed from its address `#/review/<id>`: the progress shows while it
//   runs, every decision is rated (the counts add up to the game's actions), the moves to look
//   at jump the replay to their position with the better move in words (a solo game speaks of
//   the expected final score), the chart has the same numbers in a table, and the review is
//   kept: a reload shows it at once; axe, both sizes, no sideways scrolling;
// - a Via Nebula review started from the replay and cancelled: the workers thinking about it
//   are stopped and replaced, and the panel says it was cancelled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, axeViolations, holdAnswers, waitHeld, runTable, TEST_TIMEOUT } from './helpers.mjs';
import { measure, ACTIONABLE, SCROLLED_ON_PURPOSE } from './hand-layout.mjs';

function archive(games) {
  const text = runTable(['archive', '--games', String(games), '--seed', '5']);
  return JSON.parse(text);
}

const REVIEW = '[data-testid="review"]';

async function loadGames(page, url, storage) {
  await openApp(page, url);
  await page.evaluate((storage) => {
    for (const [key, text] of Object.entries(storage)) localStorage.setItem(key, text);
  }, storage);
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  // Finished games move to the archive; the list shows them once it is read.
  await page.locator('[data-testid="saved-game"]').first().waitFor();
}

async function open(page, hash) {
  await page.evaluate((hash) => { location.hash = hash; }, hash);
  await page.locator('[data-testid="replay"]').waitFor();
}

test('a finished game reviewed: progress, every decision rated, mistakes to step through, kept with the game', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const fixture = archive(2);
  const solo = fixture.games.find((g) => g.kind === 'nova-luna' && g.version === 2);
  const storage = Object.fromEntries(Object.entries(fixture.storage).filter(([k]) => k.endsWith(solo.id)));
  const { server, page, errors, shot } = await openSite(t);
  await loadGames(page, server.url, storage);

  // Every value the progress bar shows, as the page draws it.
  await page.evaluate(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const value = document.querySelector('[data-testid="review-progress"]')?.getAttribute('value');
      if (value != null && window.__progress.at(-1) !== value) window.__progress.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await open(page, `#/review/${solo.id}`);
  // It starts at once, with its progress in view.
  await page.locator(`${REVIEW}[data-phase="running"] [data-testid="review-progress"]`).waitFor();
  await page.locator(`${REVIEW}[data-phase="done"]`).waitFor({ timeout: 120_000 });
  const seen = (await page.evaluate(() => window.__progress)).map(Number);
  t.diagnostic(`progress drawn: ${seen.length} values, ${seen[0]} to ${seen[seen.length - 1]}`);
  assert.ok(seen.length >= 3 && seen[seen.length - 1] > seen[0], `the bar moved while the review ran: ${seen}`);

  const steps = Number(await page.getAttribute('[data-testid="replay"]', 'data-steps'));
  assert.equal(steps, solo.actions);
  const counts = await page.locator('[data-testid="review-counts"] td').allInnerTexts();
  assert.equal(counts.map(Number).reduce((a, b) => a + b, 0), steps, 'every decision of the person rated, forced ones included');
  const chartPoints = Number(await page.getAttribute('[data-testid="review-chart"]', 'data-points'));
  assert.equal(await page.locator('[data-testid="review-chart-table"] tbody tr').count(), chartPoints, 'the chart\'s numbers in a table');
  assert.match(await page.locator('[data-testid="review-chart"] figcaption').innerText(), /Expected final score/);

  // The moves to look at: "next" jumps the replay to the first one, where the panel says the
  // better move; the list jumps too.
  const marked = page.locator('[data-testid="review-marked"]');
  const n = await marked.count();
  assert.ok(n > 0, 'a game of random moves has mistakes');
  await page.goto(page.url().replace(/#.*/, `#/replay/${solo.id}`));
  await page.locator(`${REVIEW}[data-phase="done"]`).waitFor();
  // From the last move back: "previous" finds the last move to look at.
  await page.click('[data-testid="replay-last"]');
  await page.click('[data-testid="review-previous"]');
  const last = await marked.last().getAttribute('data-step');
  assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), last, 'previous: the last move to look at');
  await marked.first().click();
  const first = await marked.first().getAttribute('data-step');
  assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), first, 'the list jumps to its move');
  const verdict = await page.locator('[data-testid="review-verdict"]').innerText();
  assert.match(verdict, /played .+ \(expected final score \d+\)\./);
  assert.match(verdict, /(Inaccuracy|Mistake|Blunder), \d+ points of expected score lost: the best move found was .+, marked on the board\./);
  // The board marks it: a tile to take is ringed on the wheel.
  const space = verdict.match(/best move found was Take .*?\(space (\d+)/);
  if (space) assert.equal(await page.getAttribute('[data-testid="nl-wheel"]', 'data-marked-space'), space[1], 'the better take marked on the wheel');
  t.diagnostic(`the verdict: ${verdict}`);
  if (n > 1) {
    await page.click('[data-testid="review-next"]');
    assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), await marked.nth(1).getAttribute('data-step'), 'next moves on');
    await page.click('[data-testid="review-previous"]');
    assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), first, 'previous goes back');
  }
  await marked.last().click();
  assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), await marked.last().getAttribute('data-step'));
  assert.equal(await page.locator('[data-testid="review-progress"]').count(), 0, 'kept: no second review');

  for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await marked.first().click();
    await shot(`review-${size}`);
    assert.deepEqual(await axeViolations(page), [], `axe at ${size}`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `no sideways scrolling at ${size}`);
    if (viewport.width < 600) {
      // On a phone the board is the screen here too: the width, drawn at its size.
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="nl-wheel"], [data-testid="nl-tableau-canvas"]')]
        .filter((c) => c.getClientRects().length > 0).every((c) => Math.abs(c.width - Math.round(c.clientWidth * Math.max(1, devicePixelRatio))) <= 1));
      const m = await page.evaluate(measure, { board: '.nl-board', canvases: '[data-testid="nl-wheel"], [data-testid="nl-tableau-canvas"]', actionable: ACTIONABLE, onPurpose: SCROLLED_ON_PURPOSE });
      assert.ok(m.board && m.board.width >= 0.9 * m.vw, `the review's board at ${size}: ${m.board?.width} px of ${m.vw}`);
      assert.deepEqual(m.stretched, [], `the review's canvases drawn at their size at ${size}`);
    }
  }
  // The keyboard reaches it: Tab from the list's first move to the next, Enter jumps there.
  if (n > 1) {
    await marked.first().focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.step), await marked.nth(1).getAttribute('data-step'));
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('[data-testid="replay"]', 'data-step'), await marked.nth(1).getAttribute('data-step'));
  }
  // In French and Polish too, at both sizes.
  for (const [lang, pattern] of [['fr', /meilleur coup trouvé était .+ \(score final attendu \d+\)/], ['pl', /najlepszy znaleziony ruch to .+ \(oczekiwany wynik końcowy \d+\)/]]) {
    await page.selectOption('select[data-testid="language"]', lang);
    await marked.first().click();
    assert.match(await page.locator('[data-testid="review-verdict"]').innerText(), pattern, lang);
    for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
      await page.setViewportSize(viewport);
      await shot(`review-${lang}-${size}`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `no sideways scrolling in ${lang} at ${size}`);
    }
  }
  await page.selectOption('select[data-testid="language"]', 'en');
  assert.deepEqual(errors, []);
});

test('a review cancelled stops its workers at once and says so', { timeout: TEST_TIMEOUT }, async (t) => {
  const fixture = archive(1);
  const game = fixture.games.find((g) => g.kind === 'via-nebula' && g.version === 2);
  const storage = Object.fromEntries(Object.entries(fixture.storage).filter(([k]) => k.endsWith(game.id)));
  const { server, page, errors } = await openSite(t);
  await loadGames(page, server.url, storage);
  await open(page, `#/replay/${game.id}`);
  await page.locator(`${REVIEW}[data-phase="idle"]`).waitFor();
  // The workers' answers are held on the page's side (the app's test hook): once one has
  // come, the review is surely waiting on its workers when it is cancelled.
  await holdAnswers(page);
  await page.click('[data-testid="review-start"]');
  await page.locator(`${REVIEW}[data-phase="running"]`).waitFor();
  await waitHeld(page);
  const before = await page.evaluate(() => window.__moonvaleWorkers.started);
  await page.click('[data-testid="review-cancel"]');
  await page.locator(`${REVIEW}[data-phase="idle"] [data-testid="review-cancelled"]`).waitFor();
  const after = await page.evaluate(() => window.__moonvaleWorkers.started);
  assert.ok(after > before, `the workers thinking were replaced (${before} -> ${after})`);
  assert.equal(await page.evaluate((id) => localStorage.getItem(`moonvale.review.${id}`), game.id), null, 'nothing kept');
  assert.deepEqual(errors, []);
});
