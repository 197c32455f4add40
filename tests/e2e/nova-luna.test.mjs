// docs/engines.md "The rules engines": Nova Luna played in a real browser (headless Chromium)
// through the UI to the end screen: a full solo game and a full 3-player game with two computer
// seats, each with a reload in the middle that resumes the game exactly. Moves are chosen among the
// listed-action buttons (the keyboard and screen-reader way to play); one take and one placement
// are made by clicking the canvases instead. Screenshots go to test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, waitForStored } from './helpers.mjs';
import {
  GAME, ACTION, prng, setUp, logLength, play, reloadAndResume, savedIds, savedSummary, logText, waitForTurn,
} from './nova-luna-play.mjs';

const LONG = 240_000;

test('Nova Luna solo: a full game through the UI, with a reload in the middle', { timeout: LONG }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'en-US' });
  await openApp(page, server.url);
  await setUp(page, { seats: [{ name: 'Ada <b>bold</b>', computer: false }], seed: 2024 });
  const game = page.locator(GAME);
  assert.equal(await game.getAttribute('data-stage'), 'choose');
  // The name is text, never markup.
  assert.match(await page.locator('.game-head h2').innerText(), /Ada <b>bold<\/b>/);
  assert.equal(await page.locator('.game-head h2 b').count(), 0);
  // The solo panel shows phase 1 and its target of 8 discs.
  const solo = page.locator('[data-testid="nl-solo"]');
  assert.equal(await solo.getAttribute('data-phase'), '1');
  assert.match(await solo.innerText(), /phase 1 of 2/);
  assert.match(await solo.innerText(), /0 of 8/);
  await shot('solo-start');

  // The first take by clicking the highlighted tile on the wheel canvas, like a person would.
  const takes = await page.locator(`${ACTION}[data-kind="take"]`).evaluateAll((els) =>
    els.map((e) => JSON.parse(e.dataset.action).space));
  assert.equal(takes.length, 3, 'three tiles may be taken at the start');
  assert.deepEqual(takes, [1, 2, 3], 'the next three tiles after the moon pawn');
  const wheel = page.locator('[data-testid="nl-wheel"]');
  const box = await wheel.boundingBox();
  const angle = -Math.PI / 2 + (takes[1] * 2 * Math.PI) / 12;
  await wheel.click({ position: { x: box.width / 2 + 0.38 * box.width * Math.cos(angle), y: box.height / 2 + 0.38 * box.width * Math.sin(angle) } });
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.stage === 'place', GAME);
  assert.equal(await logLength(page), 1);
  assert.match(await logText(page), /takes the .* from space 2/);
  // Only the legal cell (0, 0) is offered for the first tile; place it by clicking the canvas.
  const places = await page.locator(`${ACTION}[data-kind="place"]`).evaluateAll((els) => els.map((e) => e.dataset.action));
  assert.deepEqual(places, ['{"type":"place","x":0,"y":0}']);
  const canvas = page.locator('[data-testid="nl-tableau-canvas"]');
  const [ox, oy, cell] = (await canvas.getAttribute('data-geometry')).split(' ').map(Number);
  await canvas.click({ position: { x: ox + cell / 2, y: oy + cell / 2 } });
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.stage === 'choose', GAME);
  assert.equal(await logLength(page), 2);

  const random = prng(7);
  // Play on to a take (so an undo is possible), then reload.
  await play(page, random, { stopAfter: 24 });
  if ((await game.getAttribute('data-stage')) === 'choose') {
    await page.locator(`${ACTION}[data-kind="take"]`).first().click();
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.stage === 'place', GAME);
  }
  assert.equal(await page.locator('[data-testid="undo"]').count(), 1, 'the take can be undone');
  const [id] = await savedIds(page);
  const before = { log: await logText(page), length: await logLength(page), session: await savedSummary(page, id), solo: await solo.innerText() };
  assert.equal(before.session.actions, before.length, 'saved after every action');
  await shot('solo-before-reload');

  await reloadAndResume(page, id);
  assert.equal(await logLength(page), before.length, 'the same number of actions after the reload');
  assert.equal(await logText(page), before.log, 'the same log after the reload');
  assert.equal(await solo.innerText(), before.solo, 'the same solo score after the reload');
  assert.equal(await game.getAttribute('data-stage'), 'place');
  assert.equal(await page.locator('[data-testid="undo"]').count(), 1, 'undo is still possible after the reload');
  await shot('solo-after-reload');
  // Undo the take, then take again.
  await page.locator('[data-testid="undo"]').click();
  await page.waitForFunction(([sel, len]) => Number(document.querySelector(sel).dataset.moves) === len - 1, [GAME, before.length]);
  assert.equal(await game.getAttribute('data-stage'), 'choose');
  assert.deepEqual((await savedSummary(page, id)).actions, before.length - 1, 'the undo is saved');

  await play(page, random);
  const end = page.locator('[data-testid="end"]');
  await end.waitFor();
  assert.match(await end.innerText(), /Final score: \d+/);
  assert.match(await end.innerText(), /Phase 1: \d+ for the tiles/);
  assert.match(await end.innerText(), /Phase 2: \d+ for the tiles/);
  assert.match(await page.getAttribute('[data-testid="end-reason"]', 'data-ending'), /^(solo-all-discs|no-tiles-left)$/);
  assert.equal(await page.locator(ACTION).count(), 0, 'no choices once the game is over');
  const final = await savedSummary(page, id);
  assert.ok(final.outcome, 'the finished game is saved with its outcome');
  await shot('solo-end');

  // Home, and the finished game is listed.
  await page.locator('[data-testid="end-home"]').click();
  await page.locator(`[data-testid="saved-game"][data-id="${id}"]`).waitFor();
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Nova Luna 3 players (1 person, 2 computers): a full game with a reload, in French', { timeout: LONG }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'fr-FR' });
  // A short computer pause keeps the test quick (the test hook of the computer's pace).
  await page.addInitScript(() => { window.__moonvaleComputerPauseMs = 40; });
  await openApp(page, server.url);
  await setUp(page, {
    seats: [{ name: 'Zoé', computer: false }, { name: 'Robot A', computer: true }, { name: 'Robot B', computer: true }],
    seed: 77,
  });
  const game = page.locator(GAME);
  await waitForTurn(page);
  assert.match(await page.locator('[data-testid="status"]').innerText(), /Zoé|Robot/);
  // Three players, three tabs; every tableau is one tap away.
  assert.equal(await page.locator('[data-testid="nl-tab"]').count(), 3);
  await shot('three-start');

  const random = prng(11);
  let sawComputer = false;
  await play(page, random, {
    stopAfter: 16,
    onAction: async () => {
      const text = await logText(page);
      if (/Robot [AB] prend/.test(text)) sawComputer = true;
    },
  });
  assert.ok(sawComputer || /Robot [AB] prend/.test(await logText(page)), 'the computers played (in French in the log)');
  const [id] = await savedIds(page);
  await waitForTurn(page);
  const before = { log: await logText(page), length: await logLength(page) };
  await page.locator('[data-testid="nl-tab"]').nth(1).click();
  await shot('three-computer-tableau');
  await shot('three-before-reload');

  await reloadAndResume(page, id);
  assert.equal(await logLength(page), before.length, 'the same number of actions after the reload');
  assert.equal(await logText(page), before.log, 'the same log after the reload');
  await shot('three-after-reload');

  await play(page, random);
  const end = page.locator('[data-testid="end"]');
  await end.waitFor();
  assert.match(await end.innerText(), /Partie terminée/);
  assert.match(await page.getAttribute('[data-testid="end-reason"]', 'data-ending'), /^(last-disc|no-tiles-left)$/);
  assert.match(await page.locator('[data-testid="end-reason"]').innerText(), /^Fin de partie : /);
  assert.equal(await page.locator('[data-testid="nl-standing"]').count(), 3, 'three rows of standings');
  const final = await savedSummary(page, id);
  assert.ok(final.outcome, 'saved finished');
  await shot('three-end');

  // Play again starts a fresh game with the same seats.
  await page.locator('[data-testid="play-again"]').click();
  await waitForStored(page, (games) => Object.keys(games).length === 2, 'the new game saved beside the finished one');
  await page.locator(`${GAME}:not([data-stage="over"])`).waitFor();
  assert.deepEqual(errors, [], 'no error in the page');
});
