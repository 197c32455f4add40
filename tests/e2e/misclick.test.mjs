// A misclick that ends a person's turn can be taken back against computers: the computer that
// plays next waits at least the table's undo grace (crate::table::UNDO_GRACE_MS) after it, at
// every pace, and Undo stays offered until the computer has moved. Played with the real pace
// setting ("fast", 250 ms), not the test hook, in headless Chromium with the release build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';

const moves = (page) => page.getAttribute(GAME, 'data-moves').then(Number);

for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Via Nebula at ${size}: the action that ended the turn is taken back before a fast computer moves`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 11);
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
    await page.selectOption('[data-testid="pace"]', 'fast');

    const start = await moves(page);
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, start]);
    const afterFirst = await moves(page);
    const seat = await page.getAttribute(GAME, 'data-to-act');
    const guildsBefore = await page.locator('[data-testid="vn-guild"]').allInnerTexts();

    // The second action ends the turn by itself ...
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) >= n + 2, [GAME, afterFirst]);
    assert.equal(await page.getAttribute(GAME, 'data-computer-turn'), 'true', 'the computer is to play');
    await shot('turn-ended');
    // ... and a moment later (the time to see the misclick), Undo is still offered.
    await page.waitForTimeout(700);
    const undo = page.locator('[data-testid="undo"]');
    assert.equal(await undo.getAttribute('aria-disabled'), null, `undo is offered: ${await undo.getAttribute('data-why')}`);
    await undo.click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) === n, [GAME, afterFirst]);
    assert.equal(await page.getAttribute(GAME, 'data-to-act'), seat, 'the person is to act again');
    await page.waitForTimeout(1_000);
    assert.equal(await moves(page), afterFirst, 'the computer did not move meanwhile');
    assert.deepEqual(await page.locator('[data-testid="vn-guild"]').allInnerTexts(), guildsBefore,
      'the first action\'s state is back');
    await shot('undone');
    assert.deepEqual(errors, []);
  });
}
