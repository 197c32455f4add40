// Pictures of a person's turn against a computer, as a player sees the window, at 1280x800 and
// 390x844, from any built site, so two builds compare picture for picture:
//   node scripts/table-shots.mjs <dist> <out-dir> [<suffix>]
// Via Nebula (seed 11, one Easy computer, pace "fast"): the turn as it opens, a suggested move
// shown after the first action, and 0.7 s after the action that ended the turn (Undo offered or
// not). Nova Luna (seed 5, one Easy computer): a tile to take, then the cells to place it in,
// then the log. Then the words: Via Nebula's rules sheet (the turn, the Store card), the
// tutorial's first step, and the end screen's charts of an all-computer game (seed 4). Last, a
// Via Nebula game opened by link at a power to use (tests/fixtures/via-nebula-secret-plan.json,
// two people at one device): the power's choices, and the status.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serve.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, newViaNebula, newNovaLuna, listChoicesIn } from '../tests/e2e/helpers.mjs';

const [dist = 'dist', out = 'test-output/table-shots', suffix = ''] = process.argv.slice(2);
const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];
const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
mkdirSync(out, { recursive: true });

const moves = (page) => page.getAttribute(GAME, 'data-moves').then(Number);
const movesAbove = (page, n) => page.waitForFunction(([sel, m]) => Number(document.querySelector(sel).dataset.moves) > m, [GAME, n]);
const personToAct = (page) => page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });

/** A link to the game of the fixture, as the app's share dialog would make it. */
function powerLink() {
  const { seed, actions } = JSON.parse(readFileSync(new URL('../tests/fixtures/via-nebula-secret-plan.json', import.meta.url), 'utf8'));
  const shared = {
    format: 'moonvale-shared', version: 1, id: 'power-choice', kind: 'via-nebula', title: 'A power to use',
    players: [{ name: 'Ada', kind: 'human', colour: 'vermilion' }, { name: 'Bob', kind: 'human', colour: 'blue' }],
    created_ms: 1764000000000, options: { players: 2, side: 'beginner' }, seed, actions,
  };
  return '#/shared/' + deflateSync(Buffer.from(JSON.stringify(shared))).toString('base64url');
}

const server = await startServer({ root: dist, port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-shots-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, locale: 'en-US' });
// It plays through the full list of choices (folded by default: choices are made on the board).
await listChoicesIn(context);
try {
  for (const [size, viewport] of SIZES) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const shot = (name) => page.screenshot({ path: join(out, `${name}-${size}${suffix}.png`) });

    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 11);
    await personToAct(page);
    await page.selectOption('[data-testid="pace"]', 'fast');
    await page.waitForTimeout(2600); // the rings of the computer's moves fade
    await shot('vn-turn');
    let n = await moves(page);
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await movesAbove(page, n);
    await page.click('[data-testid="hint"]');
    await page.locator('[data-testid="hint-text"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="hint"]')?.disabled);
    await shot('vn-hint');
    n = await moves(page);
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await movesAbove(page, n);
    await page.waitForTimeout(700);
    await shot('vn-turn-ended');

    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 5);
    for (let guard = 0; guard < 20 && (await page.getAttribute(GAME, 'data-stage')) !== 'choose'; guard++) {
      await personToAct(page);
      if ((await page.getAttribute(GAME, 'data-stage')) === 'choose') break;
      n = await moves(page);
      await page.locator(`${ACTION} >> visible=true`).first().click();
      await movesAbove(page, n);
    }
    await personToAct(page);
    await page.waitForTimeout(2600);
    await shot('nl-take');
    n = await moves(page);
    await page.locator(`${ACTION}[data-kind="take"]`).first().click();
    await movesAbove(page, n);
    await page.waitForTimeout(500);
    await shot('nl-place');
    n = await moves(page);
    await page.locator(`${ACTION}[data-kind="place"]`).first().click();
    await movesAbove(page, n);
    const logTab = page.locator('[data-testid="panel-tab"][data-panel="log"]');
    if (await logTab.isVisible().catch(() => false)) await logTab.click();
    await page.locator('[data-testid="log"]').scrollIntoViewIfNeeded();
    await shot('nl-log');

    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 11);
    await personToAct(page);
    await page.locator('.vn-rules summary, [data-testid="vn-rules"] summary').first().click();
    const turnText = page.locator('[data-testid="vn-rules"] p', { hasText: 'two actions' }).first();
    await turnText.scrollIntoViewIfNeeded();
    await shot('vn-rules-turn');
    await page.locator('[data-testid="vn-rules-card"]', { hasText: 'Store' }).first().scrollIntoViewIfNeeded();
    await shot('vn-rules-store');

    await page.goto(server.url + '#/learn/via-nebula');
    await page.locator('[data-testid="tutorial"]').waitFor();
    await page.click('[data-testid="tutorial-restart"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="tutorial"]')?.getAttribute('data-step') === '0');
    const waiting = page.locator('[data-testid="vn-turn"], .vn-turn').first();
    if (await waiting.count()) await waiting.scrollIntoViewIfNeeded();
    await shot('vn-tutorial-first');

    await page.goto(server.url + '#/');
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await newViaNebula(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }, { name: 'Ed', level: 'easy' }], 4);
    await page.selectOption('[data-testid="pace"]', 'instant');
    await page.locator('[data-testid="end"] [data-testid="race-chart"]').waitFor({ timeout: 180_000 });
    await page.locator('[data-testid="score-chart"]').scrollIntoViewIfNeeded();
    await shot('charts');

    await page.goto(server.url + '#/');
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    await page.goto(server.url + powerLink());
    await page.locator(`${GAME}, [data-testid="handover-confirm"]`).first().waitFor();
    if (await page.locator('[data-testid="handover-confirm"]').count()) await page.click('[data-testid="handover-confirm"]');
    await page.locator('[data-testid="vn-pending"]').waitFor();
    await page.locator('.vn-turn').first().scrollIntoViewIfNeeded();
    await shot('vn-power-choice');
    await page.close();
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  server.close();
}
