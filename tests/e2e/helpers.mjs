// Shared harness of the end-to-end tests: a static server on a free port serving the release
// build, Debian's Chromium driven by playwright-core (one browser a file, a new context a
// site), screenshots into test-output/, and cleanup of all of it whatever happens (t.after). A
// failed test keeps a picture of each of its pages and their console in test-output/FAILED-*
// (keepFailure).
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { playSliceInPage } from './in-page.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = process.env.MOONVALE_DIST || join(ROOT, 'dist');
export const OUT = join(ROOT, 'test-output');
// Debian's Chromium and its flags (chromium.mjs: shared with the tests that need no build).
export { CHROMIUM, CHROMIUM_FLAGS };

/** Per-action timeout: generous for a 2-core machine with other work beside the tests (a
 * passing wait never runs it out), short enough to fail clearly. */
export const ACTION_TIMEOUT = 45_000;
/** How long the computers think in these tests, per decision (see openSite). */
export const THINK_MS = 25;
/** How long a board shows a move in these tests (see openSite). */
export const MOVE_MS = 1;
/** For node:test `{ timeout }` on each test: a whole game under load included. */
export const TEST_TIMEOUT = 360_000;

if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error(`${DIST}/index.html is missing: run \`node scripts/build.mjs\` first (scripts/test.sh does)`);
}

let tableBinary = process.env.MOONVALE_TABLE || null;

/**
 * Runs the command-line table (`table ARGS`, crates/tools) and gives its output. The binary is
 * the one the native tests built when scripts/test.sh says where (MOONVALE_TABLE: the same
 * code, compiled once), else cargo builds it here, once per test file, wherever its target
 * folder is.
 */
export function runTable(args, { input, maxBuffer = 256 * 1024 * 1024 } = {}) {
  if (!tableBinary) {
    const out = execFileSync('cargo', ['build', '--quiet', '--bin', 'table', '--message-format=json'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
    tableBinary = out.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l))
      .find((m) => m.reason === 'compiler-artifact' && m.target.name === 'table' && m.executable)?.executable;
    if (!tableBinary) throw new Error('cargo built no table binary');
  }
  return execFileSync(tableBinary, args, { cwd: ROOT, encoding: 'utf8', maxBuffer, input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'] });
}

/** A copy of the build in a temporary folder, to patch without touching dist/. */
export function copyBuild(t, from = DIST) {
  const dir = mkdtempSync(join(tmpdir(), 'moonvale-build-'));
  cpSync(from, dir, { recursive: true, filter: (src) => !src.includes(`${join(from, '.stage')}`) });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Makes every page of `context` play through the full list of choices (folded by default:
 * choices are made on the board), as a keyboard user who opened it once does: the setting
 * that leaves, written if nothing is stored yet. */
export async function listChoicesIn(context) {
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem('moonvale.settings') === null) localStorage.setItem('moonvale.settings', '{"choices_listed":true}');
    } catch { /* no storage here (about:blank): nothing to set */ }
  });
}

/**
 * One Chromium for all the tests of a file (each test file is its own process): each site gets
 * a new browser context of it, as isolated as a fresh profile is (its own storage, cache,
 * service workers and permissions), for half the processor time of starting a browser (0.37
 * against 0.75 CPU-seconds a site on the project's 2-core machine). Closed once the file's
 * tests are done.
 */
let sharedBrowser = null;
async function browserForSites() {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  return sharedBrowser;
}
after(async () => { if (sharedBrowser) await (await sharedBrowser).close().catch(() => {}); });

/**
 * Starts a server for `root` under `prefix` and a browser context of its own (a new context of
 * the file's Chromium, or with `args` a Chromium with a fresh profile of its own), and
 * registers their cleanup on the test. Returns { server, context, page, errors, requests, shot }.
 * `errors` collects uncaught page errors and console errors; `requests` every URL requested by
 * the pages and the service worker. If the test fails, its pages' pictures and console are
 * kept (keepFailure).
 */
export async function openSite(t, { root = DIST, prefix = '/', locale = 'en-US', serviceWorkers = 'allow', thinkMs = THINK_MS, pauseMs = 0, moveMs = MOVE_MS, args = [], deviceScaleFactor = 1, reducedMotion = 'no-preference', listChoices = true } = {}) {
  const server = await startServer({ root, prefix, port: 0 });
  t.after(() => server.close());

  mkdirSync(OUT, { recursive: true });
  const slug = slugOf(t.name);
  // Every page's console, page errors and dialogs, in order: written beside a picture of each
  // page if the test fails (keepFailure), before the browser closes.
  const consoleLog = [];
  let context = null;
  const site = (SITES.get(t) ?? 0) + 1;
  SITES.set(t, site);
  t.after(async () => {
    if (!t.passed && context) await keepFailure(context, consoleLog, `${slug}${site > 1 ? `-site${site}` : ''}`, t);
  });

  // A site that needs Chromium started with flags of its own (a fake camera) gets a browser of
  // its own; the others a context of the file's browser.
  const options = { locale, viewport: { width: 1000, height: 760 }, serviceWorkers, deviceScaleFactor, reducedMotion };
  if (args.length > 0) {
    const profile = mkdtempSync(join(tmpdir(), 'moonvale-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS, ...args], ...options,
    });
    t.after(async () => {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    });
  } else {
    context = await (await browserForSites()).newContext(options);
    t.after(() => context.close().catch(() => {}));
  }
  // The computers think `thinkMs` a decision (the app's test hook, docs/computer-players.md
  // "Levels"): in the browser each level thinks for a time (Hard a second), which would make the
  // whole games these tests play many minutes long. `thinkMs: null` keeps the levels' own times
  // (tests/e2e/thinking.test.mjs).
  if (thinkMs !== null) await context.addInitScript((ms) => { window.__moonvaleThinkMs = ms; }, thinkMs);
  // A move shown on a board lasts `moveMs` (the app's test hook, src/ui/platform/frames.rs): its
  // final position is drawn at once instead of about 27 frames of the board redrawn, which was
  // two thirds of the processor time of a Nova Luna move (99 against 32 CPU-ms a choice). The
  // moves themselves are looked at in tests/e2e/motion.test.mjs and
  // tests/e2e/moves-you-can-follow.test.mjs, which keep the app's own times (`moveMs: null`).
  if (moveMs !== null) await context.addInitScript((ms) => { window.__moonvaleMoveMs = ms; }, moveMs);
  // Computer seats move without the pace's pause (the app's test hook, src/ui/platform/timer.rs):
  // a test that plays against computers waited a second a computer move at the default pace,
  // and the last file to end was such a test. `pauseMs: null` keeps the pace setting's pause
  // (tests/e2e/misclick.test.mjs plays with the pace "fast"); a test's own init script
  // setting the hook, added after this one, wins.
  if (pauseMs !== null) await context.addInitScript((ms) => { window.__moonvaleComputerPauseMs = ms; }, pauseMs);
  // Choices are made on the board, their full list folded; most tests play through that list,
  // as a keyboard user who opened it once does (the setting it leaves, if nothing is stored yet).
  // `listChoices: false` keeps a new visitor's board (tests/e2e/board-choices.test.mjs).
  if (listChoices) await listChoicesIn(context);
  context.setDefaultTimeout(ACTION_TIMEOUT);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT * 2);

  const errors = [];
  const requests = [];
  context.on('request', (request) => requests.push(request.url()));
  const started = Date.now();
  const note = (line) => consoleLog.push(`${((Date.now() - started) / 1000).toFixed(3)} s ${line}`);
  const watch = (page) => {
    page.on('pageerror', (error) => {
      errors.push(`pageerror: ${error.message}`);
      note(`pageerror: ${error.stack || error.message}`);
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      note(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.type()} ${dialog.message()}`);
      note(`dialog: ${dialog.type()} ${dialog.message()}`);
      dialog.dismiss().catch(() => {});
    });
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`); });
  };
  context.on('page', watch);
  const page = context.pages()[0] || (await context.newPage());
  watch(page);

  let n = 0;
  const shot = async (what, target = page, { fullPage = true } = {}) => {
    n += 1;
    const file = join(OUT, `${slug}-${String(n).padStart(2, '0')}-${what}.png`);
    await target.screenshot({ path: file, fullPage });
    return file;
  };

  return { server, context, page, errors, requests, shot };
}

/** How many sites (openSite) each test opened, so each keeps its own failure files. */
const SITES = new WeakMap();

/** A test's name as a file name. */
export const slugOf = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/**
 * A failed test keeps what its pages showed (the harness calls it from `t.after`, where
 * node:test says whether the test passed): a picture of each open page,
 * test-output/FAILED-<test>-<n>.png, and every page's console, page errors, dialogs and
 * addresses in order, test-output/FAILED-<test>.console.txt, with the failure itself.
 */
async function keepFailure(context, consoleLog, slug, t) {
  const why = t.error?.cause ?? t.error;
  const lines = [`${t.fullName ?? t.name}: ${why?.stack ?? why ?? 'failed'}`, ''];
  for (const [i, page] of context.pages().entries()) {
    const file = join(OUT, `FAILED-${slug}-${i + 1}.png`);
    try {
      await page.screenshot({ path: file, timeout: 10_000 });
      lines.push(`page ${i + 1}: ${page.url()} (picture ${file})`);
    } catch (error) {
      lines.push(`page ${i + 1}: ${page.url()} (no picture: ${error.message.split('\n')[0]})`);
    }
  }
  lines.push('', ...consoleLog);
  const log = join(OUT, `FAILED-${slug}.console.txt`);
  writeFileSync(log, `${lines.join('\n')}\n`);
  t.diagnostic(`failed: its pages and console are kept in ${log}`);
}

/** Opens `url` and waits until the app says it has rendered (`body[data-ready="true"]`). */
export async function openApp(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await waitReady(page);
}

/** The browser's Back from the screen whose address matches `shown`: the app writes a screen's
 * address just after its first drawing (Yew may paint in between), and a Back before that
 * would go back one screen too far. */
export async function goBackFrom(page, shown) {
  await page.waitForURL(shown);
  await page.goBack();
}

export async function waitReady(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/**
 * The computers' answers are kept on the page's side from now on (the app's test hook,
 * `window.__moonvaleHoldAnswers`, src/ui/platform/thinker.rs): a computer asked to move is
 * still thinking, however fast the machine, until `releaseAnswers`. An undo or leaving the
 * game still stops its workers; `window.__moonvaleWorkers.held` counts the answers kept.
 * For a page not loaded yet, set the flag in an init script instead.
 */
export async function holdAnswers(page) {
  await page.evaluate(() => { window.__moonvaleHoldAnswers = true; });
}

/** Delivers the answers kept (see holdAnswers); with `hold: false` later ones are no longer kept. */
export async function releaseAnswers(page, { hold = false } = {}) {
  await page.evaluate((hold) => {
    window.__moonvaleHoldAnswers = hold;
    window.dispatchEvent(new Event('moonvale-release-answers'));
  }, hold);
}

/** Waits until the page keeps at least `n` answers (see holdAnswers): a worker has answered. */
export async function waitHeld(page, n = 1) {
  await page.waitForFunction((n) => (window.__moonvaleWorkers?.held ?? 0) >= n, n);
}

/**
 * Resolves once the page has run what it had queued: its timers due now, then a frame, then
 * the timers that frame queued (an answer delivered after a pause of 0, its drawing). For a
 * check that something did NOT happen, after the one signal that would have started it.
 */
export async function pageSettled(page) {
  await page.evaluate(() => new Promise((resolve) => {
    setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0);
  }));
}

/** Waits until a service worker controls the page, its precache complete. */
export async function waitControlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The build id post-build.mjs wrote into the page. */
export function buildIdOf(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const m = html.match(/<meta name="moonvale-build" content="([0-9a-f]+)">/);
  if (!m) throw new Error(`${dir}/index.html has no moonvale-build meta`);
  return m[1];
}

export async function pageBuildId(page) {
  return page.getAttribute('meta[name="moonvale-build"]', 'content');
}

/** Fills the seats of a new-game form: `seats` is a list of { name, level? } (a level makes a computer). */
export async function fillSeats(form, seats) {
  for (const [i, seat] of seats.entries()) {
    const row = form.locator('[data-testid="seat"]').nth(i);
    await row.locator('[data-testid="seat-name"]').fill(seat.name);
    await row.locator('[data-testid="seat-kind"]').selectOption(seat.level ? 'computer' : 'human');
    if (seat.level) await row.locator('[data-testid="seat-level"]').selectOption(seat.level);
  }
}

/** Starts a Via Nebula game from the home screen with these seats and seed. */
export async function newViaNebula(page, seats, seed) {
  await page.click('[data-testid="new-via-nebula"]');
  const form = page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  await page.selectOption('[data-testid="vn-player-count"]', String(seats.length));
  await fillSeats(form, seats);
  await page.fill('[data-testid="vn-seed"]', String(seed));
  await page.click('[data-testid="vn-start"]');
  await page.locator('[data-testid="game-screen"]').waitFor();
}

/** Starts a Nova Luna game from the home screen with these seats and seed. */
export async function newNovaLuna(page, seats, seed) {
  await page.click('[data-testid="new-nova-luna"]');
  const form = page.locator('[data-testid="new-game-nova-luna"]');
  await form.waitFor();
  while ((await form.locator('[data-testid="seat"]').count()) > seats.length) {
    await form.locator('[data-testid="remove-seat"]').last().click();
  }
  while ((await form.locator('[data-testid="seat"]').count()) < seats.length) {
    await form.locator('[data-testid="nl-add-seat"]').click();
  }
  await fillSeats(form, seats);
  await form.locator('[data-testid="nl-seed"]').fill(String(seed));
  await form.locator('[data-testid="nl-start"]').click();
  await page.locator('[data-testid="game-screen"]').waitFor();
}

/** Imports a saved game from `tests/fixtures/saves/` on the home screen and resumes it. */
export async function resumeSaved(page, fixture) {
  const file = join(ROOT, 'tests/fixtures/saves', fixture);
  await page.setInputFiles('input[type="file"][data-testid="import-file"]', file);
  // Found by its id: it is listed by when it was last played, among the others.
  const { id } = JSON.parse(readFileSync(file, 'utf8'));
  const saved = page.locator(`[data-testid="saved-game"][data-id="${id}"]`);
  await saved.waitFor();
  assert.notEqual(await saved.getAttribute('data-damaged'), 'true', `${fixture} imports as a good game`);
  await saved.locator('[data-testid="saved-game-resume"]').click();
  await page.locator('[data-testid="game-screen"]').waitFor();
}

const AXE_SOURCE = () => readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.1 A/AA and best practices) on the page as it is, evaluated through
 * the DevTools protocol so the page's CSP stays strict; the violations in short.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(`${AXE_SOURCE()}\n;true`);
  return page.evaluate(async () => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Every saved game's stored text by id, wherever the app keeps it: localStorage (games in
 * progress, and the newer copy) and the archive of finished games (IndexedDB). Never creates
 * the archive's database: an upgrade (no database yet) is aborted. */
export async function storedGames(page) {
  return page.evaluate(async () => {
    const archived = await new Promise((resolve) => {
      const open = indexedDB.open('moonvale');
      open.onupgradeneeded = () => open.transaction.abort();
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const database = open.result;
        const games = database.transaction('games').objectStore('games');
        const keys = games.getAllKeys();
        const values = games.getAll();
        values.onsuccess = () => {
          database.close();
          resolve(keys.result.map((id, i) => [id, values.result[i]]));
        };
        values.onerror = () => resolve([]);
      };
    });
    const games = Object.fromEntries(archived);
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('moonvale.game.')) games[key.slice('moonvale.game.'.length)] = localStorage.getItem(key);
    }
    return games;
  });
}

/** Waits until `check(games)` (see `storedGames`) holds: looked at again and again (storage
 * announces no event to a page), for as long as any other wait of these tests. */
export async function waitForStored(page, check, what = 'the saved games') {
  const deadline = Date.now() + ACTION_TIMEOUT;
  for (;;) {
    if (check(await storedGames(page))) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Plays on from inside the page, through the screen's own buttons: it confirms each hand-over
 * and clicks a listed choice (the first, or the one `picks` chooses: numbers in [0, 1), one
 * per choice) until the end screen, `stopAfter` choices, or `untilMoves` moves. Each click is
 * the DOM's `click()` on a visible, enabled button, and each waits for the move it makes
 * (`data-moves` changes) and, with `saved`, for that move's save. The long middles of whole
 * games run about four times faster than with a round trip from the test per click: measured,
 * a 2-player Via Nebula hotseat game of 227 moves took 9.4 s this way (about 40 ms of the
 * app's own work a move) against about 40 s click by click. The tests click the first moves of
 * each game, and everything they check, through Playwright as a person would.
 * `seen` lists selectors to note if they ever show. Returns { taken, moves, ended, seen }.
 * The page's side is `playSliceInPage` (tests/e2e/in-page.mjs), which the engines' tests share.
 */
export async function playInPage(page, { picks = null, stopAfter = Infinity, untilMoves = Infinity, saved = false, seen = [], action = '[data-testid="action"]', maxMs = 100_000 } = {}) {
  const finite = (n) => (Number.isFinite(n) ? n : null);
  const played = await page.evaluate(playSliceInPage, {
    action, picks, stopAfter: finite(stopAfter), untilMoves: finite(untilMoves), saved, seen, sliceMs: maxMs,
  });
  if (played.waiting) throw new Error(`playing in the page: no ${played.waiting} after ${maxMs} ms; the screen: ${JSON.stringify(played.screen)}`);
  const { taken, moves, ended } = played;
  return { taken, moves, ended, seen: played.seen };
}
