// docs/table-screen.md "Pieces that move": in headless Chromium with the release build,
// at 1280x800 and a device pixel ratio of 2:
// - a computer's move animates its pieces into place on the Via Nebula board (the canvas says
//   "move" while it does), and only fades with prefers-reduced-motion ("fade"); the token a
//   craftsman takes arrives on its guild board (or fades in);
// - a tap skips a move being shown;
// - on the Nova Luna board, a tile taken travels from the wheel to its centre while the moon
//   pawn and the mover's marker step round, and a tile placed flies into its cell, the
//   computers' moves too ("move"), or they only fade ("fade");
// - the frame times of the drawing while pieces move are printed (the benchmark: the target
//   is a 95th percentile under 16.7 ms on the project's machine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula, newNovaLuna } from './helpers.mjs';

const BOARD = '[data-testid="vn-board"]';
const ACTION = '[data-testid="action"]';

/**
 * The move a test taps to skip is shown LONG_MOVE_MS (the app's test hook; 450 ms in the app),
 * so the tap always reaches the page while it is under way, however slow the machine; every
 * other move keeps the app's time. The tap must end it within SKIP_WITHIN_MS: long before the
 * move's own end, so it was the tap that ended it.
 */
const LONG_MOVE_MS = 30_000;
const SKIP_WITHIN_MS = 10_000;

/**
 * Records each move a board starts to show (its `data-motion`), from the page's start.
 * `window.__longMoveNext()` makes the next move shown last LONG_MOVE_MS: the page sets the
 * app's hook back as soon as that move has begun, before anything else can start one.
 */
async function watchMotion(context) {
  await context.addInitScript((longMs) => {
    window.__motions = [];
    // The same, with the element it began on ("testid:value"): a check made after a short
    // move has ended still sees it.
    window.__motionsOn = [];
    // Every start and end, with the page's time: { on, value (null at the end), at }.
    window.__motionLog = [];
    // When each pointer press reached the page (the event's own time, as performance.now()).
    window.__taps = [];
    window.__tapTargets = [];
    let longNext = false;
    window.__longMoveNext = () => {
      longNext = true;
      window.__moonvaleMoveMs = longMs;
    };
    window.addEventListener('pointerdown', (e) => {
      window.__taps.push(e.timeStamp);
      window.__tapTargets.push(e.target);
    }, true);
    new MutationObserver((changes) => {
      for (const c of changes) {
        const value = c.target.getAttribute('data-motion');
        if (value !== c.oldValue) window.__motionLog.push({ on: c.target.getAttribute('data-testid'), value: value || null, at: performance.now() });
        if (value && !c.oldValue) {
          window.__motions.push(value);
          window.__motionsOn.push(`${c.target.getAttribute('data-testid')}:${value}`);
          if (longNext && value === 'move') {
            longNext = false;
            delete window.__moonvaleMoveMs;
          }
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-motion'] });
  }, LONG_MOVE_MS);
}

/** Waits until no board shows a move (each says so in `data-motion`). */
async function stillBoards(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-motion]')].every((e) => !e.dataset.motion));
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`Via Nebula: a computer's move ${reducedMotion === 'reduce' ? 'only fades with reduced motion' : 'moves its pieces into place; a tap skips a move'}`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, context, page, errors, shot } = await openSite(t, { deviceScaleFactor: 2, reducedMotion, moveMs: null, pauseMs: null });
    await watchMotion(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, server.url);
    // The computer sits first: everything shown before the person acts is its move.
    await newViaNebula(page, [{ name: 'Cy', level: 'easy' }, { name: 'Ada' }], 4);
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => window.__motions.slice());
    const expected = reducedMotion === 'reduce' ? 'fade' : 'move';
    assert.ok(seen.includes(expected), `the computer's move was shown as "${expected}": ${seen}`);
    assert.ok(seen.every((v) => v === expected), `and only so: ${seen}`);
    await page.waitForFunction((sel) => !document.querySelector(sel).dataset.motion, BOARD);

    if (reducedMotion === 'no-preference') {
      // The person's own move is shown too, and a tap on the board skips it. The times are the
      // page's own (when the move began, when the tap reached the page, when the move ended), so
      // a busy machine's slow round trips are not counted. A tap that came late in the move
      // proves nothing (the move would have ended anyway): it is tried again on the next move.
      const box = await page.locator(BOARD).boundingBox();
      await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
      await stillBoards(page);
      const logged = await page.evaluate(() => window.__motionLog.length);
      // A craftsman's move if there is one (it moves pieces), else the first listed; shown long.
      await page.evaluate(() => window.__longMoveNext());
      const craftsman = page.locator(`${ACTION}[data-kind="craftsman"] >> visible=true`);
      await ((await craftsman.count()) ? craftsman : page.locator(`${ACTION} >> visible=true`)).first().click();
      await page.waitForFunction((n) => window.__motionLog.slice(n).some((e) => e.on === 'vn-board' && e.value === 'move'), logged);
      assert.equal(await arrivingToken(page), 'vn-arrives', 'the token taken arrives on the guild board');
      await shot('mid-move');
      const skipped = await tapDuring(page, 'vn-board', () => page.mouse.click(box.x + 2, box.y + 2), logged);
      t.diagnostic(`a tap ${skipped.tapped.toFixed(0)} ms into the move ended it ${skipped.after.toFixed(0)} ms later`);
      assert.ok(skipped.after < SKIP_WITHIN_MS, `the tap ends the move (${skipped.after.toFixed(0)} ms after it, ${skipped.tapped.toFixed(0)} ms into a move of ${LONG_MOVE_MS} ms)`);

      // The frame times while pieces moved (all the moves so far).
      const frames = (await page.evaluate(() => window.__vnMotionFrames || [])).slice().sort((a, b) => a - b);
      assert.ok(frames.length >= 5, `frames were drawn while pieces moved: ${frames.length}`);
      t.diagnostic(`drawing a frame while pieces move, 1280x800 at a device pixel ratio of 2: ${frames.length} frames, median ${percentile(frames, 0.5).toFixed(2)} ms, 95th percentile ${percentile(frames, 0.95).toFixed(2)} ms, max ${frames.at(-1).toFixed(2)} ms (target: 95th percentile under 16.7 ms)`);
    }
    if (reducedMotion === 'reduce') {
      await page.locator(`${ACTION} >> visible=true`).first().click();
      assert.equal(await arrivingToken(page), 'vn-fades-in', 'the token taken only fades in on the guild board');
    }
    await shot(expected);
    assert.deepEqual(errors, [], 'no error in the page');
  });
}

/**
 * Taps (`tap()`) while the move that began on `testid` after log entry `logged` is shown (a
 * long one: `__longMoveNext`), and reads the page's own times: `{ tapped, after }`, the tap's
 * time into the move and the move's end after the tap.
 */
async function tapDuring(page, testid, tap, logged) {
  const tapsBefore = await page.evaluate(() => window.__taps.length);
  await tap();
  await page.waitForFunction((n) => window.__taps.length > n, tapsBefore);
  await page.waitForFunction((id) => !document.querySelector(`[data-testid="${id}"]`).dataset.motion, testid);
  const { began, tapped, ended } = await page.evaluate(([id, n]) => {
    const log = window.__motionLog.slice(n);
    const start = log.findIndex((e) => e.on === id && e.value === 'move');
    const end = log.slice(start + 1).find((e) => e.on === id && e.value === null);
    return { began: log[start].at, tapped: window.__taps.at(-1), ended: end ? end.at : null };
  }, [testid, logged]);
  // The tap landed on the board: its canvas, or the box the canvas fills (a round wheel's
  // corners are its wrapper's).
  const on = await page.evaluate((id) => {
    const target = window.__tapTargets.at(-1);
    const board = document.querySelector(`[data-testid="${id}"]`);
    return target === board || target === board.parentElement ? 'the board' : String(target?.className || target?.tagName);
  }, testid);
  assert.equal(on, 'the board', 'the tap landed on the board');
  assert.ok(ended !== null && ended >= tapped, `the move was still shown when the tap came (${tapped - began} ms into it, ended ${ended - began} ms)`);
  return { tapped: tapped - began, after: ended - tapped };
}

/** The animation of the token a person's craftsman just took, on their guild board. */
async function arrivingToken(page) {
  const token = page.locator('[data-testid="vn-guild"] .vn-gb-token.arriving');
  await token.first().waitFor({ state: 'attached' });
  return token.first().evaluate((el) => getComputedStyle(el).animationName);
}

/** A canvas's places to act on: [key, x, y] (CSS px of the canvas). */
async function targets(page, selector) {
  const text = (await page.getAttribute(selector, 'data-targets')) ?? '';
  return text.split(',').filter(Boolean).map((s) => s.split(':')).map(([k, x, y]) => [k, Number(x), Number(y)]);
}

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`Nova Luna: a take and a placement ${reducedMotion === 'reduce' ? 'only fade with reduced motion' : 'move their pieces, the computer\'s too; a tap skips a move'}`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, context, page, errors, shot } = await openSite(t, { deviceScaleFactor: 2, reducedMotion, moveMs: null, pauseMs: null });
    await watchMotion(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, server.url);
    await newNovaLuna(page, [{ name: 'Cy', level: 'easy' }, { name: 'Ada' }], 4);
    const expected = reducedMotion === 'reduce' ? 'fade' : 'move';
    const WHEEL = '[data-testid="nl-wheel"]';
    const TABLEAU = '[data-testid="nl-tableau-canvas"]';
    const moves = () => page.getAttribute('[data-testid="game-screen"]', 'data-moves').then(Number);
    let mine = 0;
    let computers = 0;
    // The moves shown are counted before the moves made: a computer's move that lands between
    // the two reads is then not counted at all, rather than counted without its motion.
    let afterMine = await page.evaluate(() => window.__motions.length);
    let last = await moves();
    let tapSkipped = null;
    for (let guard = 0; guard < 200 && (mine < 4 || computers < 2 || (reducedMotion === 'no-preference' && tapSkipped === null)); guard++) {
      await page.waitForFunction(([w, tab]) => document.querySelector(w)?.dataset.targets || document.querySelector(tab)?.dataset.targets, [WHEEL, TABLEAU], { timeout: 60_000 });
      // Every move shown so far has ended, so the next one begins afresh (a board still showing
      // one would not say "move" anew).
      await stillBoards(page);
      const now = await moves();
      if (now > last) {
        computers += now - last;
        const shown = await page.evaluate(() => window.__motions.length);
        assert.ok(shown > afterMine, `the computer's ${now - last} moves were shown (${shown - afterMine} shown)`);
      }
      const wheel = await targets(page, WHEEL);
      const cells = await targets(page, TABLEAU);
      const [selector, [, x, y]] = cells.length ? [TABLEAU, cells[0]] : [WHEEL, wheel[0]];
      const begunBefore = await page.evaluate(() => window.__motionsOn.length);
      const logBefore = await page.evaluate(() => window.__motionLog.length);
      const tapThis = reducedMotion === 'no-preference' && selector === WHEEL && tapSkipped === null;
      if (tapThis) await page.evaluate(() => window.__longMoveNext());
      await page.locator(selector).first().click({ position: { x, y } });
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]').dataset.moves) > n, now);
      if (tapThis) {
        // The person's own take is shown moving (a long one), and a tap on the wheel skips it.
        await page.waitForFunction(([n, want]) => window.__motionsOn.slice(n).includes(want), [begunBefore, 'nl-wheel:move']);
        await shot('mid-take');
        const box = await page.locator(WHEEL).boundingBox();
        tapSkipped = await tapDuring(page, 'nl-wheel', () => page.mouse.click(box.x + 2, box.y + 2), logBefore);
        t.diagnostic(`a tap ${tapSkipped.tapped.toFixed(0)} ms into the take ended it ${tapSkipped.after.toFixed(0)} ms later`);
        assert.ok(tapSkipped.after < SKIP_WITHIN_MS, `the tap ends the move (${tapSkipped.after.toFixed(0)} ms after it, ${tapSkipped.tapped.toFixed(0)} ms into a move of ${LONG_MOVE_MS} ms)`);
      }
      if (cells.length && mine < 2) {
        // A placement: the tile flies into its cell.
        // Seen when it began, even if a busy machine looks only after its 450 ms.
        await page.waitForFunction(([n, want]) => window.__motionsOn.slice(n).includes(want), [begunBefore, `nl-tableau-canvas:${expected}`]);
        if (mine === 1 || reducedMotion === 'reduce') await shot(`placing-${expected}`);
      }
      mine += 1;
      afterMine = await page.evaluate(() => window.__motions.length);
      last = await moves();
    }
    const seen = await page.evaluate(() => window.__motions.slice());
    assert.ok(seen.includes(expected), `moves were shown as "${expected}": ${seen}`);
    assert.ok(seen.every((v) => v === expected), `and only so: ${seen}`);
    assert.ok(computers >= 2, `the computer moved between the person's moves (${computers} moves)`);
    if (reducedMotion === 'no-preference') assert.ok(tapSkipped !== null, 'a take was skipped by a tap');
    if (reducedMotion === 'no-preference') {
      const frames = (await page.evaluate(() => window.__nlMotionFrames || [])).slice().sort((a, b) => a - b);
      assert.ok(frames.length >= 5, `frames were drawn while pieces moved: ${frames.length}`);
      t.diagnostic(`Nova Luna, drawing a frame while pieces move, 1280x800 at a device pixel ratio of 2: ${frames.length} frames, median ${percentile(frames, 0.5).toFixed(2)} ms, 95th percentile ${percentile(frames, 0.95).toFixed(2)} ms, max ${frames.at(-1).toFixed(2)} ms (target: 95th percentile under 16.7 ms)`);
    }
    assert.deepEqual(errors, [], 'no error in the page');
  });
}
