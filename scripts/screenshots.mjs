// Takes pictures of both games mid-game, at 1280x800 and 390x844, from a built site:
// `node scripts/screenshots.mjs [<dist>] [<out-dir>]` (default test-output/screenshots: pictures
// are test output, never committed; the few the docs keep are shrunk copies under docs/images/).
// It plays a fixed hotseat opening (the first listed choice each time) so two builds can be
// compared picture for picture; the pictures are of the window as a player sees it, not of the
// whole page.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serve.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/e2e/helpers.mjs';

const [dist = 'dist', out = 'test-output/screenshots'] = process.argv.slice(2);
const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];
mkdirSync(out, { recursive: true });

async function seats(form, names) {
  for (const [i, name] of names.entries()) {
    const row = form.locator('[data-testid="seat"]').nth(i);
    await row.locator('[data-testid="seat-name"]').fill(name);
    await row.locator('[data-testid="seat-kind"]').selectOption('human').catch(() => {});
  }
}

/** Plays `n` steps: confirms a hand-over, or takes the first listed choice (or kind). */
async function play(page, n) {
  for (let step = 0; step < n; step++) {
    const moves = await page.getAttribute('[data-testid="game-screen"]', 'data-moves');
    const handover = page.locator('[data-testid="handover-confirm"]');
    if (await handover.count()) {
      await handover.click();
      continue;
    }
    const action = page.locator('[data-testid="action"] >> visible=true');
    const kinds = page.locator('[data-testid="vn-kind"] >> visible=true');
    if (!(await action.count()) && (await kinds.count())) await kinds.first().click();
    // The choices at places are made on the board, their list folded: opened here to play the
    // first listed choice, as a keyboard user would.
    const folded = page.locator('[data-testid="choice-list"]:not([open]) [data-testid="choice-list-toggle"]');
    if (!(await action.count()) && (await folded.count())) await folded.first().click();
    await page.locator('[data-testid="action"] >> visible=true').first().click();
    await page.waitForFunction((m) => document.querySelector('[data-testid="game-screen"]').dataset.moves !== m, moves);
  }
  const handover = page.locator('[data-testid="handover-confirm"]');
  if (await handover.count()) await handover.click();
  // Folded again for the picture, as a new visitor sees the table.
  const open = page.locator('[data-testid="choice-list"][open] [data-testid="choice-list-toggle"]');
  if (await open.count()) await open.first().click();
  await page.waitForTimeout(3000); // the rings of the last moves fade, the canvases settle
}

const server = await startServer({ root: dist, port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-shots-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, locale: 'en-US' });
try {
  for (const [size, viewport] of SIZES) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (const game of ['via-nebula', 'nova-luna']) {
      await page.goto(server.url);
      await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
      await page.click(`[data-testid="new-${game}"]`);
      const form = page.locator(`[data-testid="new-game-${game}"]`);
      await form.waitFor();
      if (game === 'via-nebula') {
        await page.selectOption('[data-testid="vn-player-count"]', '2');
        await seats(form, ['Ada', 'Bo']);
        await page.fill('[data-testid="vn-seed"]', '6');
        await page.click('[data-testid="vn-start"]');
      } else {
        while ((await form.locator('[data-testid="seat"]').count()) > 2) await form.locator('[data-testid="remove-seat"]').last().click();
        await seats(form, ['Ada', 'Bo']);
        await form.locator('[data-testid="nl-seed"]').fill('6');
        await form.locator('[data-testid="nl-start"]').click();
      }
      await page.locator('[data-testid="game-screen"]').waitFor();
      await play(page, game === 'via-nebula' ? 14 : 12);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(out, `${game}-${size}.png`) });
      console.log(`${out}/${game}-${size}.png`);
    }
    await page.close();
  }
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
