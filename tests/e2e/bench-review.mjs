// The review's benchmark (docs/review.md "Review"): in headless Chromium, the release build reviews
// whole 2-player games, every seat's decisions, as a person does from `#/review/<id>` (the
// workers at the review's own times, no test hook). The games are `table archive`'s (random
// moves, so longer than games people play: a conservative case). Prints per game the time
// from opening the address to the finished review, the decisions searched, and the longest
// the progress bar went without moving; checks the bar was in view throughout. Not a test:
// it asserts nothing about time. Run: `bash scripts/bench-review.sh`.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS, ROOT } from './helpers.mjs';

const fixture = JSON.parse(execFileSync('cargo', ['run', '--release', '--quiet', '--bin', 'table', '--', 'archive', '--games', '4', '--seed', '5'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] }));
const twoPlayer = (kind) => fixture.games.find((g) => g.kind === kind && g.version === 2
  && JSON.parse(fixture.storage[`moonvale.game.${g.id}`]).players.length === 2);
const games = [twoPlayer('via-nebula'), twoPlayer('nova-luna')];

const server = await startServer({ root: DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 800 } });
try {
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.evaluate((storage) => { for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v); },
    Object.fromEntries(games.map((g) => [`moonvale.game.${g.id}`, fixture.storage[`moonvale.game.${g.id}`]])));
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.locator('[data-testid="saved-game"]').first().waitFor();
  for (const game of games) {
    await page.evaluate(() => { location.hash = '#/'; });
    await page.locator('[data-testid="saved-game"]').first().waitFor();
    const result = await page.evaluate((id) => new Promise((resolve) => {
      const started = performance.now();
      let last = { value: -1, at: started };
      let longest = 0;
      let outOfView = 0;
      let readings = 0;
      location.hash = `#/review/${id}`;
      const poll = () => {
        const now = performance.now();
        const review = document.querySelector('[data-testid="review"]');
        const phase = review?.dataset.phase;
        if (phase === 'done' || phase === 'failed') {
          longest = Math.max(longest, now - last.at);
          const cells = [...document.querySelectorAll('[data-testid="review-counts"] tbody td')].map((td) => Number(td.textContent));
          resolve({ millis: now - started, phase, longest, outOfView, readings, rated: cells.reduce((a, b) => a + b, 0),
            total: Number(document.querySelector('[data-testid="replay"]').dataset.steps), workers: window.__moonvaleWorkers });
          return;
        }
        const bar = document.querySelector('[data-testid="review-progress"]');
        if (bar) {
          readings += 1;
          const box = bar.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) outOfView += 1;
          const value = Number(bar.value);
          if (value !== last.value) {
            longest = Math.max(longest, now - last.at);
            last = { value, at: now };
          }
        }
        setTimeout(poll, 50);
      };
      poll();
    }), game.id);
    console.log(`${game.kind}, 2 players, ${result.total} actions, every seat reviewed (${result.rated} decisions rated): ${(result.millis / 1000).toFixed(1)} s with ${result.workers.ready} workers; the bar moved at least every ${(result.longest / 1000).toFixed(2)} s, ${result.readings} readings, ${result.outOfView} with the bar not drawn (${result.phase})`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}
