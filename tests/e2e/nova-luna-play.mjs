// Shared steps of the Nova Luna end-to-end tests: set up a game on the new-game screen, play
// through the listed-action buttons (as a keyboard or screen-reader player would), and resume a
// saved game after a reload.
import assert from 'node:assert/strict';
import { storedGames, waitForStored, playInPage } from './helpers.mjs';

export const GAME = '[data-testid="game-screen"][data-kind="nova-luna"]';
export const ACTION = '[data-testid="action"]';

/** A small seeded generator, so a failing run can be replayed exactly. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fills the new-game form: `seats` is a list of { name, computer }. */
export async function setUp(page, { seats, seed, firstGame = false }) {
  await page.locator('[data-testid="new-nova-luna"]').click();
  const form = page.locator('[data-testid="new-game-nova-luna"]');
  await form.waitFor();
  while ((await form.locator('[data-testid="seat"]').count()) > seats.length) {
    await form.locator('[data-testid="remove-seat"]').last().click();
  }
  while ((await form.locator('[data-testid="seat"]').count()) < seats.length) {
    await form.locator('[data-testid="nl-add-seat"]').click();
  }
  for (const [i, seat] of seats.entries()) {
    const row = form.locator('[data-testid="seat"]').nth(i);
    await row.locator('[data-testid="seat-name"]').fill(seat.name);
    await row.locator('[data-testid="seat-kind"]').selectOption(seat.computer ? 'computer' : 'human');
  }
  if (firstGame) await form.locator('[data-testid="nl-first-game"]').check();
  if (seed !== undefined) await form.locator('[data-testid="nl-seed"]').fill(String(seed));
  await form.locator('[data-testid="nl-start"]').click();
  await page.locator(GAME).waitFor();
}

export async function logLength(page) {
  return Number(await page.locator(GAME).getAttribute('data-moves'));
}

/** Waits until a person may act (choices, hand-over) or the game is over. */
export async function waitForTurn(page) {
  await page.waitForSelector(
    `${ACTION}, [data-testid="handover-confirm"], [data-testid="end"]`,
    { state: 'attached', timeout: 30_000 },
  );
}

/**
 * Plays through the listed buttons until the end screen, or until `stopAfter` human actions.
 * Each action is checked to be recorded in the log and saved. Returns the number of human
 * actions taken. Without `onAction` (a check by the test after each action) it plays from
 * inside the page (`playInPage`), with choices drawn from `random` all the same.
 */
export async function play(page, random, { stopAfter = Infinity, onAction } = {}) {
  if (!onAction) {
    const picks = Array.from({ length: 3000 }, () => random());
    return (await playInPage(page, { picks, stopAfter, saved: true, action: ACTION })).taken;
  }
  let taken = 0;
  for (let guard = 0; guard < 3000; guard++) {
    await waitForTurn(page);
    if (await page.locator('[data-testid="end"]').count()) return taken;
    const handover = page.locator('[data-testid="handover-confirm"]');
    if (await handover.count()) {
      await handover.click();
      continue;
    }
    if (taken >= stopAfter) return taken;
    const buttons = page.locator(ACTION);
    const n = await buttons.count();
    if (n === 0) continue;
    const button = buttons.nth(Math.floor(random() * n));
    const action = JSON.parse(await button.getAttribute('data-action'));
    const before = await logLength(page);
    await button.click();
    await page.waitForFunction(
      ([sel, len]) => Number(document.querySelector(sel)?.getAttribute('data-moves')) > len,
      [GAME, before],
    );
    // Saved after every action.
    await waitForStored(page, (games) => Object.values(games).some((text) => JSON.parse(text).summary.actions >= before + 1),
      `the save of action ${before + 1}`);
    taken += 1;
    if (onAction) await onAction(action, taken);
  }
  throw new Error('the game did not end');
}

/** Reloads the page: the address names the game `id`, so the reload resumes it directly. */
export async function reloadAndResume(page, id) {
  assert.equal(new URL(page.url()).hash, `#/play/${id}`, 'the address names the game');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.locator(GAME).waitFor();
  assert.equal(new URL(page.url()).hash, `#/play/${id}`, 'the same game after the reload');
}

/** The id of the game being played (the only saved record in a fresh profile). */
export async function savedIds(page) {
  return Object.keys(await storedGames(page));
}

/** What a stored record says of its game (record version 2): `{ actions, outcome }`; a
 * finished game is read from the archive once it has moved there. */
export async function savedSummary(page, id) {
  return JSON.parse((await storedGames(page))[id]).summary;
}

export async function logText(page) {
  return page.locator('[data-testid="log"]').innerText();
}
