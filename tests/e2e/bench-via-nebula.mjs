// Benchmark of the game boards (docs/performance.md "Drawing the Via Nebula board"): prints
// figures, asserts nothing.
//   node tests/e2e/bench-via-nebula.mjs        (after `trunk build --release`; scripts/bench-via-nebula.sh does both)
// Two profiles: a desktop (1280x900 CSS px, devicePixelRatio 2, the CPU as it is) and a phone
// (390x844, devicePixelRatio 3, touch, the CPU slowed 4 times through the DevTools protocol).
// Via Nebula, in each profile:
// 1. Plays a 4-player game of computer seats (no pause) to about move 120, so the board is busy
//    (unthrottled: only the measures below are slowed).
// 2. Reloads the page and resumes the game: time from navigation start to the board's first
//    drawing (`performance.mark("vn-board-drawn")`, whose startTime counts from navigation),
//    over several reloads (desktop only: the first visit's own benchmark covers the phone).
// 3. Redraws the board many times and reads each drawing's duration from `window.__vnDrawTimes`
//    (measured around the canvas drawing itself): zooms (the zoom buttons; on the phone, whose
//    board has none, the + and - keys), then on the desktop the mouse hovering over the hexes,
//    on the phone a finger dragging the valley (pans) and two fingers pinching it (touch events
//    through the DevTools protocol). Each kind's figures print on a line of their own too, and
//    those of the ground's own drawings (`window.__vnGroundTimes`: the frame and terrain, drawn
//    again when the scale or the tiles change, inside some of those redraws).
// Nova Luna, in each profile: resumes a 2-player game two thirds in
// (tests/fixtures/saves/nova-luna-late.json), redraws the wheel and the tableau in view (the
// window's resize event redraws both; the tableau's zoom buttons redraw it) and reads the
// durations from `window.__nlWheelDrawTimes` and `window.__nlTableauDrawTimes`: the window
// resized (a few pixels narrower, then back, which resizes the canvases) redraws both; the
// tableau's zoom buttons redraw it.
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, ROOT, CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const figures = (xs) => xs.length
  ? `median ${median(xs).toFixed(2)} ms, 90th percentile ${pct(xs, 0.9).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms over ${xs.length} redraws`
  : 'no redraw measured';

const PROFILES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2, cpu: 1, touch: false, reloads: Number(process.env.BENCH_RELOADS ?? 7) },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, cpu: 4, touch: true, reloads: 0 },
];

const server = await startServer({ root: DIST, prefix: '/', port: 0 });

async function open(profile) {
  const dir = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor, hasTouch: profile.touch, isMobile: profile.touch,
  });
  const page = context.pages()[0] || (await context.newPage());
  await page.addInitScript(() => { window.__moonvaleComputerPauseMs = Number(sessionStorage.getItem('botDelay') ?? 0); });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const cdp = await context.newCDPSession(page);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const close = async () => { await context.close().catch(() => {}); rmSync(dir, { recursive: true, force: true }); };
  return { page, cdp, throttle, close };
}

/** Presses a button `times` times, alternating two of them, if they are in view. */
async function press(page, a, b, times) {
  for (let i = 0; i < times; i++) {
    const button = page.locator(`${i % 2 ? b : a} >> visible=true`).first();
    if (!(await button.count())) return;
    await button.click();
  }
}

/** Touch points through the DevTools protocol (pointer events of type touch on the page). */
const touch = (cdp, type, points) => cdp.send('Input.dispatchTouchEvent', {
  type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 1, radiusY: 1, force: 1 })),
});

/** A finger dragging from (x, y): `steps` moves of (dx, dy), then as many back. */
async function drag(cdp, x, y, dx, dy, steps) {
  await touch(cdp, 'touchStart', [[x, y]]);
  for (let i = 1; i <= 2 * steps; i++) {
    const k = i <= steps ? i : 2 * steps - i;
    await touch(cdp, 'touchMove', [[x + k * dx, y + k * dy]]);
  }
  await touch(cdp, 'touchEnd', []);
}

/** Two fingers about (x, y) moving apart by `step` each move, `steps` times, then together again. */
async function pinch(cdp, x, y, step, steps) {
  const at = (d) => [[x - 30 - d, y], [x + 30 + d, y]];
  await touch(cdp, 'touchStart', at(0));
  for (let i = 1; i <= 2 * steps; i++) await touch(cdp, 'touchMove', at(step * (i <= steps ? i : 2 * steps - i)));
  await touch(cdp, 'touchEnd', []);
}

async function viaNebula(profile) {
  const { page, cdp, throttle, close } = await open(profile);
  try {
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
    for (let i = 0; i < profile.reloads; i++) {
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
      ready.push(await page.evaluate(() => performance.now()));
      // The game's address reopens it; the home screen's list needs a click.
      const resume = page.locator('[data-testid="saved-game-resume"]').first();
      await page.waitForFunction(() => performance.getEntriesByName('vn-board-drawn').length > 0 || document.querySelector('[data-testid="saved-game-resume"]'));
      if (await resume.count()) await resume.click();
      await page.waitForFunction(() => performance.getEntriesByName('vn-board-drawn').length > 0);
      firstDraw.push(await page.evaluate(() => performance.getEntriesByName('vn-board-drawn')[0].startTime));
    }

    await throttle(profile.cpu);
    await page.evaluate(() => { window.__vnDrawTimes = []; window.__vnGroundTimes = []; });
    const board = page.locator('[data-testid="vn-board"]');
    const box = await board.boundingBox();
    const kinds = [];
    const since = async (kind, from) => {
      const all = await page.evaluate(() => window.__vnDrawTimes.slice());
      kinds.push([kind, all.slice(from)]);
      return all.length;
    };
    if (await page.locator('[data-testid="zoom-in"] >> visible=true').count()) {
      await press(page, '[data-testid="zoom-in"]', '[data-testid="zoom-out"]', 60);
    } else {
      await board.focus();
      for (let i = 0; i < 60; i++) await page.keyboard.press(i % 2 ? '-' : '+');
    }
    let n = await since('zoom', 0);
    if (!profile.touch) {
      for (let i = 0; i < 60; i++) await page.mouse.move(box.x + 100 + (i % 30) * 10, box.y + 100 + (i % 7) * 20);
      n = await since('hover', n);
    } else {
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      await drag(cdp, cx, cy, 6, 4, 30);
      n = await since('pan', n);
      await pinch(cdp, cx, cy, 4, 15);
      n = await since('pinch', n);
    }
    const draws = kinds.flatMap(([, xs]) => xs);
    // The drawings of the ground itself (its frame and terrain), within the redraws above.
    await page.waitForTimeout(500);
    const grounds = await page.evaluate(() => window.__vnGroundTimes.slice());
    await throttle(1);
    const dpr = await page.evaluate(() => devicePixelRatio);
    console.log(`Via Nebula board, ${profile.name} (Chromium headless, ${profile.viewport.width}x${profile.viewport.height} CSS px, devicePixelRatio ${dpr}, CPU slowed ${profile.cpu}x, board ${Math.round(box.width)}x${Math.round(box.height)} CSS px, ${movesPlayed} moves played)`);
    if (ready.length) {
      console.log(`  page ready (body[data-ready]) after navigation: median ${median(ready).toFixed(1)} ms over ${ready.length} reloads`);
      console.log(`  board first drawn after navigation (incl. the click on "resume"): median ${median(firstDraw).toFixed(1)} ms, max ${Math.max(...firstDraw).toFixed(1)} ms`);
    }
    console.log(`  canvas redraw: ${figures(draws)}`);
    for (const [kind, xs] of kinds) console.log(`    ${kind}: ${figures(xs)}`);
    if (grounds.length) console.log(`  of which the ground drawn again: ${figures(grounds).replace('redraws', 'drawings')}`);
  } finally {
    await close();
  }
}

async function novaLuna(profile) {
  const { page, throttle, close } = await open(profile);
  try {
    const file = join(ROOT, 'tests/fixtures/saves/nova-luna-late.json');
    await page.setInputFiles('input[type="file"][data-testid="import-file"]', file);
    const { id } = JSON.parse(readFileSync(file, 'utf8'));
    await page.locator(`[data-testid="saved-game"][data-id="${id}"] [data-testid="saved-game-resume"]`).click();
    await page.locator('[data-testid="game-screen"]').waitFor();
    const handover = page.locator('[data-testid="handover-confirm"]');
    if (await handover.count()) await handover.click();
    await page.locator('[data-testid="nl-wheel"]').waitFor({ state: 'attached' });
    const lines = [];
    await throttle(profile.cpu);
    for (const part of ['wheel', 'tableau']) {
      // On a narrow screen one part of the board shows at a time: bring each into view.
      const tab = page.locator(part === 'wheel' ? '[data-testid="nl-show-wheel"] >> visible=true' : '[data-testid="nl-tab"] >> visible=true').first();
      if (await tab.count()) await tab.click();
      await page.evaluate(() => { window.__nlWheelDrawTimes = []; window.__nlTableauDrawTimes = []; });
      for (let i = 0; i < 60; i++) {
        await page.setViewportSize({ width: profile.viewport.width - (i % 2 ? 0 : 8), height: profile.viewport.height });
        await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      }
      const key = part === 'wheel' ? '__nlWheelDrawTimes' : '__nlTableauDrawTimes';
      const resized = (await page.evaluate((k) => window[k].length, key));
      if (part === 'tableau') await press(page, '.nl-tableau [data-testid="zoom-in"]', '.nl-tableau [data-testid="zoom-out"]', 40);
      const draws = await page.evaluate((k) => window[k].slice(), key);
      const box = await page.locator(part === 'wheel' ? '[data-testid="nl-wheel"]' : '[data-testid="nl-tableau-canvas"]').first().boundingBox();
      lines.push(`  ${part} redraw (${box ? `${Math.round(box.width)}x${Math.round(box.height)} CSS px` : 'not in view'}): ${figures(draws)}`);
      lines.push(`    resized: ${figures(draws.slice(0, resized))}`);
      if (draws.length > resized) lines.push(`    zoom: ${figures(draws.slice(resized))}`);
    }
    await throttle(1);
    const dpr = await page.evaluate(() => devicePixelRatio);
    console.log(`Nova Luna board, ${profile.name} (Chromium headless, ${profile.viewport.width}x${profile.viewport.height} CSS px, devicePixelRatio ${dpr}, CPU slowed ${profile.cpu}x, tests/fixtures/saves/nova-luna-late.json)`);
    for (const line of lines) console.log(line);
  } finally {
    await close();
  }
}

try {
  for (const profile of PROFILES) {
    await viaNebula(profile);
    await novaLuna(profile);
  }
} finally {
  server.close();
}
