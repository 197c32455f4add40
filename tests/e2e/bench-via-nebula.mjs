// Benchmark of the Via Nebula board (docs/performance.md "Drawing the Via Nebula board"): prints
// figures, asserts nothing.
//   node tests/e2e/bench-via-nebula.mjs        (after `trunk build --release`; scripts/bench-via-nebula.sh does both)
// 1. Plays a 4-player game of computer seats (no pause) to about move 120, so the board is busy.
// 2. Reloads the page and resumes the game: time from navigation start to the board's first
//    drawing (`performance.mark("vn-board-drawn")`, whose startTime counts from navigation),
//    over several reloads.
// 3. Redraws the board many times (zoom buttons and pans) and reads each drawing's duration
//    from `window.__vnDrawTimes` (measured around the canvas drawing itself).
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const server = await startServer({ root: DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2,
});
try {
  const page = context.pages()[0] || (await context.newPage());
  await page.addInitScript(() => { window.__moonvaleComputerPauseMs = Number(sessionStorage.getItem('botDelay') ?? 0); });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.click('[data-testid="new-via-nebula"]');
  await page.selectOption('[data-testid="vn-player-count"]', '4');
  const rows = page.locator('[data-testid="seat"]');
  for (let i = 0; i < 4; i++) await rows.nth(i).locator('[data-testid="seat-kind"]').selectOption('computer');
  await page.fill('[data-testid="vn-seed"]', '2026');
  await page.click('[data-testid="vn-start"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="game-screen"]')?.getAttribute('data-moves')) >= 120, null, { timeout: 120_000 });
  // Computer seats now wait an hour before each move: the board stays still while measured.
  await page.evaluate(() => { sessionStorage.setItem('botDelay', '3600000'); window.__moonvaleComputerPauseMs = 3600000; });
  const movesPlayed = await page.getAttribute('[data-testid="game-screen"]', 'data-moves');

  const firstDraw = [];
  const ready = [];
  for (let i = 0; i < 7; i++) {
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    ready.push(await page.evaluate(() => performance.now()));
    await page.locator('[data-testid="saved-game-resume"]').first().click();
    await page.waitForFunction(() => performance.getEntriesByName('vn-board-drawn').length > 0);
    firstDraw.push(await page.evaluate(() => performance.getEntriesByName('vn-board-drawn')[0].startTime));
  }

  await page.evaluate(() => { window.__vnDrawTimes = []; });
  for (let i = 0; i < 60; i++) {
    await page.click(i % 2 ? '[data-testid="zoom-out"]' : '[data-testid="zoom-in"]');
  }
  const board = page.locator('[data-testid="vn-board"]');
  const box = await board.boundingBox();
  for (let i = 0; i < 60; i++) {
    await page.mouse.move(box.x + 100 + (i % 30) * 10, box.y + 100 + (i % 7) * 20);
  }
  const draws = await page.evaluate(() => window.__vnDrawTimes.slice());
  const dpr = await page.evaluate(() => devicePixelRatio);

  console.log(`Via Nebula board benchmark (Chromium headless, 1280x900 CSS px, devicePixelRatio ${dpr}, ${movesPlayed} moves played)`);
  console.log(`  page ready (body[data-ready]) after navigation: median ${median(ready).toFixed(1)} ms over ${ready.length} reloads`);
  console.log(`  board first drawn after navigation (incl. the click on "resume"): median ${median(firstDraw).toFixed(1)} ms, max ${Math.max(...firstDraw).toFixed(1)} ms`);
  console.log(`  canvas redraw: median ${median(draws).toFixed(2)} ms, 90th percentile ${pct(draws, 0.9).toFixed(2)} ms, max ${Math.max(...draws).toFixed(2)} ms over ${draws.length} redraws`);
} finally {
  await context.close().catch(() => {});
  rmSync(profile, { recursive: true, force: true });
  server.close();
}
