// A misclick that ends a person's turn can be taken back against computers: the computer that
// plays next waits at least the table's undo grace (crate::table::UNDO_GRACE_MS, 1.5 s) after
// it, at every pace, and Undo stays offered until the computer has moved. Played with the real
// pace setting ("fast", 250 ms), not the test hook, in headless Chromium with the release build.
// The undo is made while the computer's answer is held on the page's side (the app's test
// hook), so it comes before the computer moves however slow the machine; the grace itself is
// timed in the page, from the click that ended the turn to the computer's move (a slow machine
// only makes that longer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula, holdAnswers, releaseAnswers, pageSettled } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
/** crate::table::UNDO_GRACE_MS */
const UNDO_GRACE_MS = 1_500;

const moves = (page) => page.getAttribute(GAME, 'data-moves').then(Number);

/** A craftsman's action, the first listed; waits for its move (and the end of turn it makes). */
async function craftsman(page, atLeast = 1) {
  const before = await moves(page);
  await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
  await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) >= n, [GAME, before + atLeast]);
}

for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Via Nebula at ${size}: the action that ended the turn is taken back before a fast computer moves`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, page, errors, shot } = await openSite(t, { pauseMs: null });
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 11);
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
    await page.selectOption('[data-testid="pace"]', 'fast');

    await craftsman(page);
    const afterFirst = await moves(page);
    const seat = await page.getAttribute(GAME, 'data-to-act');
    const guildsBefore = await page.locator('[data-testid="vn-guild"]').allInnerTexts();

    // The second action ends the turn by itself; the computer's answer is held.
    await holdAnswers(page);
    await craftsman(page, 2);
    assert.equal(await page.getAttribute(GAME, 'data-computer-turn'), 'true', 'the computer is to play');
    await shot('turn-ended');
    // While the computer has not moved, Undo is offered.
    const undo = page.locator('[data-testid="undo"]');
    assert.equal(await undo.getAttribute('aria-disabled'), null, `undo is offered: ${await undo.getAttribute('data-why')}`);
    const started = await page.evaluate(() => window.__moonvaleWorkers.started);
    await undo.click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) === n, [GAME, afterFirst]);
    assert.equal(await page.getAttribute(GAME, 'data-to-act'), seat, 'the person is to act again');
    // The computer's request went with the undo (its workers stopped and started anew), so
    // its answer, let through now, changes nothing.
    await page.waitForFunction((n) => window.__moonvaleWorkers.started > n, started);
    await releaseAnswers(page);
    await pageSettled(page);
    assert.equal(await moves(page), afterFirst, 'the computer did not move meanwhile');
    assert.deepEqual(await page.locator('[data-testid="vn-guild"]').allInnerTexts(), guildsBefore,
      'the first action\'s state is back');
    await shot('undone');

    // The turn ended again, answers not held: the computer moves, but not before the grace,
    // by the page's own clock (from the click that ended the turn to its move drawn).
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.evaluate((n) => {
      window.__endedAt = null;
      window.__computerAt = null;
      document.addEventListener('click', () => { window.__endedAt ??= performance.now(); }, { capture: true, once: true });
      const screen = document.querySelector('[data-testid="game-screen"]');
      new MutationObserver((_, observer) => {
        if (Number(screen.dataset.moves) > n + 2) {
          window.__computerAt = performance.now();
          observer.disconnect();
        }
      }).observe(screen, { attributes: true, attributeFilter: ['data-moves'] });
    }, afterFirst);
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    const waited = await page.waitForFunction(() => window.__computerAt !== null && window.__computerAt - window.__endedAt).then((h) => h.jsonValue());
    t.diagnostic(`the computer moved ${waited.toFixed(0)} ms after the click that ended the turn (pace "fast", 250 ms)`);
    assert.ok(waited >= UNDO_GRACE_MS, `the computer waited the undo grace: ${waited.toFixed(0)} ms`);
    assert.deepEqual(errors, []);
  });
}
