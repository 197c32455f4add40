// README "At the table: turns, hand-over, undo, computer seats": hidden information reaches the page through a seat's view only. In a
// 2-player hotseat Via Nebula game played through the UI, at every step the page (its whole
// HTML, hand-over screens included) never holds a contract from the hand of a player who is
// not holding the device; the full state to compare with is the saved game replayed by the
// command-line table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { openSite, openApp, ROOT } from './helpers.mjs';

// The command-line table, built if it is not (the native tests build it first).
execFileSync('cargo', ['build', '--quiet', '--bin', 'table'], { cwd: ROOT, stdio: 'inherit' });
const TABLE = join(ROOT, 'target', 'debug', 'table');

const GAME = '[data-testid="game-screen"]';

/**
 * The cards (ids) in each seat's hand: the saved game's moves (as stored, what a replay
 * needs) replayed by the command-line table, whose table file holds the full state.
 */
async function hands(page) {
  const record = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
    return JSON.parse(localStorage.getItem(key));
  });
  const { options, seed, actions } = record.moves;
  assert.ok(Array.isArray(actions), 'a game in progress keeps its actions as a list');
  const log = JSON.stringify({ kind: 'via-nebula', options, seed, actions });
  const table = JSON.parse(execFileSync(TABLE, ['replay', '-'], { input: log, encoding: 'utf8' }));
  return table.session.state.seats.slice(0, record.players.length).map((seat) => {
    const hand = BigInt(seat.hand);
    const cards = [];
    for (let c = 0n; c < 64n; c++) if ((hand >> c) & 1n) cards.push(Number(c));
    return cards;
  });
}

/** The card ids the page shows anywhere, and whether the hand-over screen is up. */
async function shown(page) {
  return page.evaluate(() => ({
    cards: [...document.querySelectorAll('[data-card]')].map((e) => Number(e.dataset.card)),
    handCards: [...document.querySelectorAll('[data-testid="vn-hand-card"]')].map((e) => Number(e.dataset.card)),
    handover: !!document.querySelector('[data-testid="handover"]'),
    toAct: document.querySelector('[data-testid="game-screen"]')?.dataset.toAct,
    html: document.documentElement.outerHTML.length,
  }));
}

test('Via Nebula hotseat: the page never holds the other player\'s private contracts', { timeout: 600_000 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await page.click('[data-testid="new-via-nebula"]');
  const rows = page.locator('[data-testid="seat"]');
  await rows.first().waitFor();
  for (const [i, name] of ['Ada', 'Bob'].entries()) {
    await rows.nth(i).locator('[data-testid="seat-name"]').fill(name);
    await rows.nth(i).locator('[data-testid="seat-kind"]').selectOption('human');
  }
  await page.fill('[data-testid="vn-seed"]', '21');
  await page.click('[data-testid="vn-start"]');
  await page.locator('[data-testid="handover"]').waitFor();

  let checks = 0;
  let ownSeen = 0;
  for (let step = 0; step < 160; step++) {
    const all = await hands(page);
    const now = await shown(page);
    if (now.handover) {
      // Nobody holds the device yet: no hand at all is on the page.
      for (const hand of all) for (const card of hand) assert.ok(!now.cards.includes(card), `card ${card} shown on the hand-over screen`);
      if (step === 0) await shot('hidden-handover');
      await page.click('[data-testid="handover-confirm"]');
      await page.locator('[data-testid="vn-hand"]').waitFor();
    } else {
      const me = Number(now.toAct);
      for (const [seat, hand] of all.entries()) {
        if (seat === me) continue;
        for (const card of hand) assert.ok(!now.cards.includes(card), `step ${step}: ${seat}'s card ${card} is on ${me}'s screen`);
      }
      assert.deepEqual([...now.handCards].sort((a, b) => a - b), [...all[me]].sort((a, b) => a - b), 'the person sees exactly their own hand');
      ownSeen += now.handCards.length;
      checks += 1;
      const before = Number(await page.getAttribute(GAME, 'data-moves'));
      await page.locator('[data-testid="action"]').first().click();
      await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) !== n, [GAME, before]);
    }
    if (await page.locator('[data-testid="end"]').count()) break;
  }
  assert.ok(checks > 50 && ownSeen > 0, `checked ${checks} positions`);
  await shot('hidden-play');
  t.diagnostic(`${checks} positions checked, both hands compared with the saved full state`);
  assert.deepEqual(errors, [], 'no error in the page');
});
