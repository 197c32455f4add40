// docs/computer-players.md "In the browser": in the browser a computer thinks for a time (Hard a
// second, in every worker), in one worker per core the browser reports (at most 4), and stops at
// once when its answer is no longer wanted. The cores are set with an init script
// (`hardwareConcurrency`), a worker that cannot start by wrapping `Worker`;
// `window.__moonvaleWorkers` says how many workers were started and are running (a cancelled search
// shows as workers started anew). Only the first test thinks for the levels' own times (Hard's
// second is what it shows); the others keep a computer thinking for as long as they need by holding
// its answers (the app's test hook, helpers.mjs holdAnswers), whatever its thinking time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula, holdAnswers, releaseAnswers, pageSettled } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const moves = (page) => page.getAttribute(GAME, 'data-moves').then(Number);
const workers = (page) => page.evaluate(() => window.__moonvaleWorkers ?? null);

async function cores(context, n) {
  await context.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
  }, n);
}

/** Plays the person's Via Nebula turn (two craftsman actions): the computer is to play (or,
 * unless its answers are held, may have played already). */
async function endTurn(page) {
  const start = await moves(page);
  for (let i = 0; i < 2; i++) {
    const before = await moves(page);
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, before]);
  }
  await page.waitForFunction(([sel, n]) => {
    const screen = document.querySelector(sel);
    return screen.dataset.computerTurn === 'true' || Number(screen.dataset.moves) > n + 2;
  }, [GAME, start]);
}

/** Asks for a hint and waits for it: the first request starts the other workers. */
async function hint(page) {
  const asked = Date.now();
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"].found').waitFor();
  return Date.now() - asked;
}

test('one worker per core, at most four, the others started at the first request; Hard\'s hint thinks about a second', { timeout: TEST_TIMEOUT }, async (t) => {
  for (const [reported, expected] of [[8, 4], [4, 4], [1, 1]]) {
    const { server, context, page, errors } = await openSite(t, { thinkMs: null });
    await cores(context, reported);
    await openApp(page, server.url);
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }], 11);
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
    const first = await hint(page);
    await page.waitForFunction((n) => window.__moonvaleWorkers?.ready === n, expected);
    assert.deepEqual(await workers(page), { started: expected, running: expected, ready: expected, held: 0 });
    t.diagnostic(`${expected} worker(s): the first hint took ${first} ms`);
    assert.ok(first >= 900, `Hard thinks about a second (${first} ms)`);
    assert.deepEqual(errors, []);
  }
});

test('an undo while a Hard computer thinks stops its workers at once, and it never moves', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t);
  await cores(context, 2);
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }], 11);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  await hint(page);
  await page.waitForFunction(() => window.__moonvaleWorkers?.ready === 2);
  const start = await moves(page);
  // The computer's answer is kept on the page's side (the app's test hook): it is still
  // thinking when the undo comes, however slow the machine.
  await holdAnswers(page);
  await endTurn(page);
  await page.locator('[data-testid="thinking"]').waitFor();
  await shot('thinking');
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => window.__moonvaleWorkers?.started === 4);
  assert.deepEqual({ ...(await workers(page)), ready: 0 }, { started: 4, running: 2, ready: 0, held: 0 },
    'both workers replaced, two running, nothing they answered kept');
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) === n + 1, [GAME, start]);
  // Every answer kept is let through, and the page runs what that queued: the computer's
  // request was cancelled with its workers, so nothing comes.
  await releaseAnswers(page);
  await pageSettled(page);
  assert.equal(await moves(page), start + 1, 'the computer did not move: its answer was dropped');
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0);

  // Ending the turn again: the fresh workers answer.
  await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
  await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n + 2, [GAME, start], { timeout: 30_000 });
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.computerTurn !== 'true', GAME, { timeout: 30_000 });
  await shot('answered-after-undo');
  assert.deepEqual(errors, []);
});

test('leaving the game while a computer thinks stops its workers', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  await cores(context, 2);
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }], 11);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  await hint(page);
  await page.waitForFunction(() => window.__moonvaleWorkers?.ready === 2);
  // Its answer held (the app's test hook), the computer is still thinking when the person leaves.
  await holdAnswers(page);
  await endTurn(page);
  await page.locator('[data-testid="thinking"]').waitFor();
  await page.click('[data-testid="go-home"]');
  await page.locator('[data-testid="home"]').waitFor();
  await page.waitForFunction(() => window.__moonvaleWorkers?.started === 4);
  assert.deepEqual(errors, []);
});

test('if only one worker can start, the game goes on with one', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  await cores(context, 4);
  await context.addInitScript(() => {
    const Real = window.Worker;
    let made = 0;
    window.Worker = function (...args) {
      made += 1;
      if (made > 1) throw new DOMException('no more workers here', 'SecurityError');
      return new Real(...args);
    };
  });
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }], 11);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__moonvaleWorkers?.running === 1);
  const start = await moves(page);
  await endTurn(page);
  // The computer's turn is played by the one worker, and the person is to act again.
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 30_000 });
  assert.ok((await moves(page)) > start + 2, 'the computer moved');
  assert.deepEqual(errors.filter((e) => !/no more workers/.test(e)), []);
});

test('a worker that never answers is given up and replaced: the computer still moves', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  // Workers that start but never say they are ready nor fail (as a worker whose wasm never
  // loads, without an error event), and a short wait before giving up on them.
  await context.addInitScript(() => {
    window.__moonvaleWorkerGiveUpMs = 300;
    window.__moonvaleWorkersMade = 0;
    window.Worker = function () {
      window.__moonvaleWorkersMade += 1;
      return { postMessage() {}, terminate() {}, addEventListener() {}, onmessage: null, onerror: null };
    };
  });
  const warnings = [];
  page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 11);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  const start = await moves(page);
  const made = await page.evaluate(() => window.__moonvaleWorkersMade);
  await endTurn(page);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 30_000 });
  assert.ok((await moves(page)) > start + 2, 'the computer moved');
  assert.ok(warnings.some((w) => /did not answer/.test(w)), `the worker was given up: ${warnings}`);
  assert.ok(await page.evaluate(() => window.__moonvaleWorkersMade) > made, 'and replaced');
  assert.deepEqual(errors, []);
});

test('a worker that answers a move the rules refuse: the page thinks instead, and the computer still moves', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  // Real workers whose answers are rewritten on their way to the page: a "pass", which Via
  // Nebula lists only when nothing else is possible (ruling 1), so never legal here.
  await context.addInitScript(() => {
    window.__moonvaleAnswersSpoilt = 0;
    const Real = window.Worker;
    const pass = { game: 'via-nebula', action: { type: 'pass' } };
    window.Worker = function (...args) {
      const worker = new Real(...args);
      let handler = null;
      Object.defineProperty(worker, 'onmessage', {
        get: () => handler,
        set: (f) => {
          handler = f;
          Object.getPrototypeOf(worker).__lookupSetter__('onmessage').call(worker, f && ((event) => {
            const data = event.data;
            if (data?.type !== 'answer' || data.action?.game !== 'via-nebula') return f(event);
            window.__moonvaleAnswersSpoilt += 1;
            return f({ data: { ...data, action: pass, candidates: (data.candidates ?? []).map((c) => ({ ...c, action: pass })) } });
          }));
        },
      });
      return worker;
    };
  });
  const warnings = [];
  page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'medium' }], 11);
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  const start = await moves(page);
  // The person's two actions (the computer, thinking on the page, may be done before a look
  // could see its turn).
  for (let i = 0; i < 2; i++) {
    const before = await moves(page);
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, before]);
  }
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n + 2 && document.querySelector(sel).dataset.computerTurn !== 'true', [GAME, start], { timeout: 30_000 });
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 30_000 });
  assert.ok((await moves(page)) > start + 2, 'the computer moved');
  assert.ok(await page.evaluate(() => window.__moonvaleAnswersSpoilt) > 0, 'answers were spoilt');
  assert.ok(warnings.some((w) => /not legal/.test(w)), `the answer was set aside: ${warnings}`);
  assert.ok(warnings.some((w) => /thinking on the page/.test(w)), `and the page thought instead: ${warnings}`);
  assert.deepEqual(errors, []);
});
