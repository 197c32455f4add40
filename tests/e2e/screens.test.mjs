// Both games' screens on a desktop (1280x800) and a phone (390x844): the new-game form with
// a computer seat's level and its description, and the shared game screen of each game
// after a few moves. Checks that the page never scrolls sideways and that the computer seat's
// level is saved; screenshots of each go to test-output/ (docs/table-screen.md "The table's
// screen").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp } from './helpers.mjs';

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

async function noSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: the page is ${overflow} px wider than the screen`);
}

async function savedPlayers(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
    return JSON.parse(localStorage.getItem(key)).players;
  });
}

for (const size of SIZES) {
  for (const game of ['via-nebula', 'nova-luna']) {
    test(`${game} screens at ${size.width}x${size.height}`, { timeout: 120_000 }, async (t) => {
      const { server, page, errors, shot } = await openSite(t);
      await page.setViewportSize(size);
      await openApp(page, server.url);
      await page.click(`[data-testid="new-${game}"]`);
      const rows = page.locator('[data-testid="seat"]');
      await rows.nth(1).waitFor();
      await rows.nth(0).locator('[data-testid="seat-name"]').fill('Ada');
      await rows.nth(1).locator('[data-testid="seat-kind"]').selectOption('computer');
      await rows.nth(1).locator('[data-testid="seat-level"]').selectOption('hard');
      assert.match(await rows.nth(1).locator('[data-testid="seat-level-description"]').innerText(), /best/);
      await noSidewaysScroll(page, 'new game');
      await shot('new-game');
      await page.click(game === 'via-nebula' ? '[data-testid="vn-start"]' : '[data-testid="nl-start"]');
      await page.locator('[data-testid="action"]').first().waitFor();
      const players = await savedPlayers(page);
      assert.equal(players[1].level, 'hard', 'the level is saved with the seat');
      assert.equal(players[0].level, undefined, 'a person has no level');
      // A few moves by the person (the computer answers at once).
      for (let i = 0; i < 4; i++) {
        const before = Number(await page.getAttribute('[data-testid="game-screen"]', 'data-moves'));
        await page.locator('[data-testid="action"]').first().click();
        await page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]').dataset.moves) > n, before);
        await page.locator('[data-testid="action"]').first().waitFor();
      }
      await noSidewaysScroll(page, 'game');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('game');
      assert.deepEqual(errors, [], 'no error in the page');
    });
  }
}
