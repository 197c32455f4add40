// The review's benchmark (docs/review.md "Review"): in headless Chromium, the release build reviews
// whole 2-player games, every seat's decisions, as a person does from `#/review/<id>` (the
// workers at the review's own times, no test hook). The games are `table archive`'s (random
// moves, so longer than games people play: a conservative case). Prints per game the time
// from opening the address to the finished review, the decisions searched, and the longest
// the progress bar went without moving; checks the bar was in view throughout. Not a test:
// it asserts nothing about time. Run: `bash scripts/bench-review.sh`.
//
// PROFILE=phone: the phone profile, a 390x844 screen and the CPU slowed 4 times (DevTools'
// CPU throttling, on the page and on each of its workers).
// REFERENCE=N: also rates the same games natively with `table review --iterations N` (the
// slower reference review, kept in test-output/ for the next run) and prints how far the
// browser's review agrees with it: the verdicts (marked or not, as the review marks: by
// turns; for a review from before turns were judged, step by step), the best moves, and the
// figures (the mean distance of the move played's value, and of the value the review shows).
// GAMES=via-nebula (default both games). DIST=dir serves another build (an older one).
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS, ROOT, OUT } from './helpers.mjs';

const PHONE = process.env.PROFILE === 'phone';
const REFERENCE = Number(process.env.REFERENCE || 0);
const KINDS = (process.env.GAMES || 'via-nebula nova-luna').split(/[ ,]+/).filter(Boolean);
const TABLE = ['run', '--release', '--quiet', '--bin', 'table', '--'];

const fixture = JSON.parse(execFileSync('cargo', [...TABLE, 'archive', '--games', '4', '--seed', '5'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] }));
const twoPlayer = (kind) => fixture.games.find((g) => g.kind === kind && g.version === 2
  && JSON.parse(fixture.storage[`moonvale.game.${g.id}`]).players.length === 2);
const games = KINDS.map(twoPlayer);

/** A stored game's actions (a finished game's are deflated, in base64url). */
function actionsOf(record) {
  const packed = record.moves.actions;
  if (Array.isArray(packed)) return packed;
  return JSON.parse(inflateSync(Buffer.from(packed, 'base64url')).toString('utf8'));
}

/** The reference review of `game`: `table review` at REFERENCE iterations a decision. */
function reference(game) {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `bench-review-reference-${game.id}-${REFERENCE}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const record = JSON.parse(fixture.storage[`moonvale.game.${game.id}`]);
  const log = join(OUT, `bench-review-log-${game.id}.json`);
  writeFileSync(log, JSON.stringify({ kind: game.kind, options: record.moves.options, seed: record.moves.seed, actions: actionsOf(record) }));
  const table = join(OUT, `bench-review-table-${game.id}.json`);
  execFileSync('cargo', [...TABLE, 'replay', log, '-o', table], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const started = Date.now();
  const text = execFileSync('cargo', [...TABLE, 'review', table, '--iterations', String(REFERENCE), '--seed', '7'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  console.log(`reference review of ${game.kind} (${REFERENCE} iterations a decision): ${((Date.now() - started) / 1000).toFixed(0)} s`);
  writeFileSync(file, text);
  return JSON.parse(text);
}

const THRESHOLDS = { good: 0.02, inaccuracy: 0.05, mistake: 0.10, blunder: 0.20 };
const MARKED = new Set(['inaccuracy', 'mistake', 'blunder']);
const kindOf = (loss) => (loss < THRESHOLDS.good ? 'best' : loss < THRESHOLDS.inaccuracy ? 'good'
  : loss < THRESHOLDS.mistake ? 'inaccuracy' : loss < THRESHOLDS.blunder ? 'mistake' : 'blunder');

/** Two actions' JSON compared whatever order their keys came in (the browser's and the
 * command line's differ). */
const canonical = (v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`
  : Array.isArray(v) ? `[${v.map(canonical).join(',')}]` : JSON.stringify(v));
const same = (a, b) => canonical(a) === canonical(b);

/** How far the browser's review (`moves`, as stored) agrees with the reference's ratings. */
function agreement(moves, ref) {
  const judged = moves.some((m) => 'turn_loss' in m);
  const byIndex = new Map(ref.ratings.map((r) => [r.index, r]));
  let n = 0, verdicts = 0, best = 0, played = 0, shown = 0, refMarked = 0, marked = 0;
  for (const m of moves) {
    const r = byIndex.get(m.index);
    if (!r || m.kind === 'forced' || r.kind === 'forced') continue;
    n += 1;
    // A review from before turns were judged is held to the reference's step-by-step verdicts.
    const refKind = judged ? r.kind : kindOf(r.own_loss ?? r.loss);
    const a = MARKED.has(m.kind), b = MARKED.has(refKind);
    if (a === b) verdicts += 1;
    if (a) marked += 1;
    if (b) refMarked += 1;
    if (same(m.best, r.best)) best += 1;
    played += Math.abs(m.played_value - r.played_value);
    shown += Math.abs((m.steady_value ?? m.played_value) - r.played_value);
  }
  return { decisions: n, verdicts: verdicts / n, best: best / n, played: played / n, shown: shown / n, marked, refMarked, judged };
}

/** CPU throttling on the page and on every worker it starts (their own DevTools targets). */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    // Sent through the page's session to the worker's, then the worker may run.
    const send = (method, params = {}) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method, params }) }).catch(() => {});
    if (targetInfo.type === 'worker') await send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await send('Runtime.runIfWaitingForDebugger');
  });
}

const server = await startServer({ root: process.env.DIST || DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const viewport = PHONE ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, viewport });
try {
  const page = context.pages()[0] || (await context.newPage());
  if (PHONE) await throttle(context, page);
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.evaluate((storage) => { for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v); },
    Object.fromEntries(games.map((g) => [`moonvale.game.${g.id}`, fixture.storage[`moonvale.game.${g.id}`]])));
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.locator('[data-testid="saved-game"]').first().waitFor({ timeout: 60_000 });
  for (const game of games) {
    await page.evaluate(() => { location.hash = '#/'; });
    await page.locator('[data-testid="saved-game"]').first().waitFor({ timeout: 60_000 });
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
          const stored = localStorage.getItem(`moonvale.review.${id}`);
          resolve({ millis: now - started, phase, longest, outOfView, readings, rated: cells.reduce((a, b) => a + b, 0),
            total: Number(document.querySelector('[data-testid="replay"]').dataset.steps), workers: window.__moonvaleWorkers,
            moves: stored ? JSON.parse(stored).moves : [] });
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
    const searched = result.moves.filter((m) => m.kind !== 'forced');
    const iterations = searched.map((m) => m.iterations).sort((a, b) => a - b);
    const median = iterations[Math.floor(iterations.length / 2)] ?? 0;
    console.log(`${game.kind}, 2 players${PHONE ? ', phone profile (CPU 4x slower)' : ''}, ${result.total} actions, every seat reviewed (${result.rated} decisions rated, ${searched.length} searched, median ${median} iterations each): ${(result.millis / 1000).toFixed(1)} s with ${result.workers.ready} workers; the bar moved at least every ${(result.longest / 1000).toFixed(2)} s, ${result.readings} readings, ${result.outOfView} with the bar not drawn (${result.phase})`);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, `bench-review-browser-${game.id}.json`), JSON.stringify(result.moves));
    if (REFERENCE > 0) {
      const a = agreement(result.moves, reference(game));
      const pc = (x) => `${(100 * x).toFixed(1)} %`;
      console.log(`  agreement with the reference (${REFERENCE} iterations a decision, ${a.decisions} decisions): verdicts ${pc(a.verdicts)} (marked ${a.marked}, the reference ${a.refMarked}; ${a.judged ? 'by turns' : 'step by step'}), best move ${pc(a.best)}, the move played's value off by ${a.played.toFixed(3)}, the value shown off by ${a.shown.toFixed(3)} (mean)`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}
