// Benchmark of saving (docs/performance.md "Saving a move"): prints figures, asserts nothing.
//   node tests/e2e/bench-saving.mjs        (after `trunk build --release`; scripts/bench-saving.sh does both)
// With 50 saved games in localStorage (copies of the 4-player fixture), a 2-player hotseat
// Via Nebula game is played through the UI by clicking the first listed action; for each
// click, the time from the click (a capturing listener on the document, before the app's own
// handler) to the game's record written to localStorage (`Storage.prototype.setItem` wrapped)
// is recorded. Prints the median, 90th percentile and maximum.
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS, ROOT, listChoicesIn } from './helpers.mjs';

const SAVED = 50;
const CLICKS = Number(process.env.CLICKS ?? 80);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/saves/via-nebula.json'), 'utf8'));
const server = await startServer({ root: DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 800 },
});
// It plays through the full list of choices (folded by default: choices are made on the board).
await listChoicesIn(context);
try {
  const page = context.pages()[0] || (await context.newPage());
  await page.addInitScript(() => {
    window.__saveTimes = [];
    window.__clickAt = null;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      const result = setItem.call(this, key, value);
      if (String(key).startsWith('moonvale.game.') && window.__clickAt !== null) {
        window.__saveTimes.push(performance.now() - window.__clickAt);
        window.__clickAt = null;
      }
      return result;
    };
    document.addEventListener('click', (e) => {
      if (e.target.closest && e.target.closest('[data-testid="action"]')) window.__clickAt = performance.now();
    }, true);
  });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.evaluate(([record, count]) => {
    for (let i = 0; i < count; i++) {
      const copy = { ...record, id: `bench-${i}`, title: `Saved game ${i + 1}`, last_played_ms: record.last_played_ms + i };
      localStorage.setItem(`moonvale.game.bench-${i}`, JSON.stringify(copy));
    }
  }, [fixture, SAVED]);
  const homeStart = Date.now();
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  // The list draws its first 20 games at once (the rest a tap away).
  await page.locator('[data-testid="saved-game"]').nth(Math.min(SAVED, 20) - 1).waitFor();
  const homeMs = Date.now() - homeStart;

  await page.click('[data-testid="new-via-nebula"]');
  const rows = page.locator('[data-testid="seat"]');
  for (const [i, name] of ['Ada', 'Bob'].entries()) {
    await rows.nth(i).locator('[data-testid="seat-name"]').fill(name);
    await rows.nth(i).locator('[data-testid="seat-kind"]').selectOption('human');
  }
  await page.fill('[data-testid="vn-seed"]', '2026');
  await page.click('[data-testid="vn-start"]');
  let clicks = 0;
  while (clicks < CLICKS) {
    // The table first shows the first player's turn, or the hand-over to them.
    await page.waitForSelector('[data-testid="action"], [data-testid="handover-confirm"], [data-testid="end"]', { state: 'attached' });
    if (await page.locator('[data-testid="end"]').count()) break;
    if (await page.locator('[data-testid="handover-confirm"]').count()) {
      await page.click('[data-testid="handover-confirm"]');
      continue;
    }
    const before = await page.evaluate(() => window.__saveTimes.length);
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction((n) => window.__saveTimes.length > n, before);
    clicks += 1;
  }
  const times = await page.evaluate(() => window.__saveTimes);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')).length);
  console.log(JSON.stringify({
    saved_games: stored,
    clicks: times.length,
    click_to_saved_record_ms: {
      median: Number(median(times).toFixed(2)),
      p90: Number(pct(times, 0.9).toFixed(2)),
      max: Number(Math.max(...times).toFixed(2)),
    },
    home_with_saved_games_listed_ms: homeMs,
  }, null, 2));
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
