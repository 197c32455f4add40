// docs/at-the-table.md "Seats and whose eyes the screen is": hidden information reaches the page
// through a seat's view only. In a 2-player hotseat Via Nebula game played through the UI, at every
// step the page (its whole HTML, hand-over screens included) never holds a contract from the hand
// of a player who is not holding the device; the full state to compare with is the saved game
// replayed by the command-line table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, runTable } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';

/**
 * The cards (ids) in each seat's hand: the saved game's moves (as stored, what a replay
 * needs) replayed by the command-line table, whose table file holds the full state.
 */
function handsOf(record) {
  const { options, seed, actions } = record.moves;
  assert.ok(Array.isArray(actions), 'a game in progress keeps its actions as a list');
  const log = JSON.stringify({ kind: 'via-nebula', options, seed, actions });
  const table = JSON.parse(runTable(['replay', '-'], { input: log }));
  return table.session.state.seats.slice(0, record.players.length).map((seat) => {
    const hand = BigInt(seat.hand);
    const cards = [];
    for (let c = 0n; c < 64n; c++) if ((hand >> c) & 1n) cards.push(Number(c));
    return cards;
  });
}

/** The saved game, as the page stored it. */
async function savedRecord(page) {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
    return JSON.parse(localStorage.getItem(key));
  });
}

/** In the page: the card ids it shows anywhere, whether the hand-over screen is up, and the
 * saved game as stored then. */
function shownInPage() {
  const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
  return {
    cards: [...document.querySelectorAll('[data-card]')].map((e) => Number(e.dataset.card)),
    handCards: [...document.querySelectorAll('[data-testid="vn-hand-card"]')].map((e) => Number(e.dataset.card)),
    handover: !!document.querySelector('[data-testid="handover"]'),
    toAct: document.querySelector('[data-testid="game-screen"]')?.dataset.toAct,
    ended: !!document.querySelector('[data-testid="end"]'),
    record: key ? JSON.parse(localStorage.getItem(key)) : null,
  };
}

/**
 * Plays `steps` steps from inside the page (a hand-over confirmed, or the first listed choice
 * clicked: helpers.mjs, `playInPage`, does the same for whole games) and returns what the page
 * showed before each, to be checked afterwards: a round trip from the test per step made this
 * test four times longer.
 */
async function recordInPage(page, steps) {
  return page.evaluate(async ([steps, shownSource]) => {
    const shownNow = new Function(`return (${shownSource})();`);
    const moves = () => document.querySelector('[data-testid="game-screen"]')?.dataset.moves;
    const until = async (ready, what) => {
      for (const start = performance.now(); !ready();) {
        if (performance.now() - start > 20_000) throw new Error(`no ${what} in 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
    };
    const seen = [];
    for (let step = 0; step < steps; step++) {
      const now = shownNow();
      seen.push(now);
      if (now.ended) break;
      if (now.handover) {
        document.querySelector('[data-testid="handover-confirm"]').click();
        await until(() => document.querySelector('[data-testid="vn-hand"]'), 'hand after the hand-over');
      } else {
        const before = moves();
        document.querySelector('[data-testid="action"]').click();
        await until(() => moves() !== before, `move after move ${before}`);
      }
    }
    return seen;
  }, [steps, shownInPage.toString()]);
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

  // The first steps clicked as a person does, the rest from inside the page; every step's
  // screen is checked against the full state of the game saved at that step.
  let checks = 0;
  let ownSeen = 0;
  const check = (step, now) => {
    const all = handsOf(now.record);
    if (now.handover) {
      // Nobody holds the device yet: no hand at all is on the page.
      for (const hand of all) for (const card of hand) assert.ok(!now.cards.includes(card), `card ${card} shown on the hand-over screen`);
      return;
    }
    const me = Number(now.toAct);
    for (const [seat, hand] of all.entries()) {
      if (seat === me) continue;
      for (const card of hand) assert.ok(!now.cards.includes(card), `step ${step}: ${seat}'s card ${card} is on ${me}'s screen`);
    }
    assert.deepEqual([...now.handCards].sort((a, b) => a - b), [...all[me]].sort((a, b) => a - b), 'the person sees exactly their own hand');
    ownSeen += now.handCards.length;
    checks += 1;
  };
  const BY_HAND = 12;
  for (let step = 0; step < BY_HAND; step++) {
    const now = await page.evaluate(shownInPage);
    check(step, now);
    if (now.handover) {
      if (step === 0) await shot('hidden-handover');
      await page.click('[data-testid="handover-confirm"]');
      await page.locator('[data-testid="vn-hand"]').waitFor();
    } else {
      const before = Number(await page.getAttribute(GAME, 'data-moves'));
      await page.locator('[data-testid="action"]').first().click();
      await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) !== n, [GAME, before]);
    }
  }
  for (const [i, now] of (await recordInPage(page, 160 - BY_HAND)).entries()) check(BY_HAND + i, now);
  assert.ok(checks > 50 && ownSeen > 0, `checked ${checks} positions`);
  await shot('hidden-play');
  t.diagnostic(`${checks} positions checked, both hands compared with the saved full state`);
  assert.deepEqual(errors, [], 'no error in the page');
});
