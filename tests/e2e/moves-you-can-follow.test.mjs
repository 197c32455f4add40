// docs/table-screen.md "Moves you can follow": every other player's move is shown on the board as
// it happens: a ring that shrinks onto the piece and fades (only fades with reduced motion), on the
// hexes of a Via Nebula move and on the wheel space or tableau cell of a Nova Luna move; its
// sentence is in the strip of latest moves above the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, fillSeats } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';

/** The rings on the page: their animation and whether their centre is on `canvas`. */
async function rings(page, canvas) {
  return page.evaluate((canvas) => {
    const c = document.querySelector(canvas).getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="move-flash"]')].map((e) => {
      const r = e.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const style = getComputedStyle(e);
      return {
        hex: e.dataset.hex,
        animation: style.animationName,
        onBoard: x >= c.left && x <= c.right && y >= c.top && y <= c.bottom,
      };
    });
  }, canvas);
}

/** Holds each ring's animation at `ms` into it (a picture's moment), or with `null` lets
 * them run on. */
async function holdRings(page, ms) {
  await page.evaluate((ms) => {
    for (const a of document.getAnimations()) {
      if (!a.effect?.target?.matches('[data-testid="move-flash"]')) continue;
      if (ms === null) a.play();
      else {
        a.pause();
        a.currentTime = ms;
      }
    }
  }, ms);
}

for (const motion of ['no-preference', 'reduce']) {
  test(`Via Nebula: a computer's move rings its hexes and fades (${motion} motion)`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, page, errors, shot } = await openSite(t, { moveMs: null, pauseMs: null });
    await page.emulateMedia({ reducedMotion: motion });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, server.url);
    await page.click('[data-testid="new-via-nebula"]');
    const form = page.locator('[data-testid="new-game-via-nebula"]');
    await form.waitFor();
    await page.selectOption('[data-testid="vn-player-count"]', '2');
    await fillSeats(form, [{ name: 'Cy', level: 'easy' }, { name: 'Ada' }]);
    await page.fill('[data-testid="vn-seed"]', '3');
    await page.click('[data-testid="vn-start"]');
    // Ada plays (a kind, then its first action) until Cy has played and it is Ada's turn.
    for (let i = 0; i < 10; i++) {
      await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 }).catch(() => {});
      if (/Cy /.test(await page.locator('[data-testid="latest"]').innerText())) break;
      const kind = page.locator('[data-testid="vn-kind"]').first();
      if ((await page.locator(`${ACTION} >> visible=true`).count()) === 0 && (await kind.count())) await kind.click();
      const before = await page.getAttribute(GAME, 'data-moves');
      await page.locator(`${ACTION} >> visible=true`).first().click();
      await page.waitForFunction(([sel, b]) => document.querySelector(sel).dataset.moves !== b, [GAME, before]);
    }
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
    const found = await rings(page, '[data-testid="vn-board"]');
    assert.ok(found.length >= 1, 'the computer\'s move is ringed on the board');
    for (const ring of found) {
      assert.ok(ring.onBoard, `the ring on hex ${ring.hex} is on the board`);
      assert.equal(ring.animation, motion === 'reduce' ? 'move-fade' : 'move-flash');
    }
    assert.match(await page.locator('[data-testid="latest"]').innerText(), /Cy /, 'the strip says what Cy did');
    // The picture shows the rings 300 ms into their animation (held there for it), whenever
    // this look came.
    await holdRings(page, 300);
    await shot(`computer-move-ringed-${motion}`);
    // The ring fades away (its animation, let go, runs to its end); the dashed outline drawn
    // on the board stays.
    await holdRings(page, null);
    await page.evaluate(() => Promise.all(document.getAnimations()
      .filter((a) => a.effect?.target?.matches('[data-testid="move-flash"]')).map((a) => a.finished)));
    assert.ok(await page.evaluate(() => [...document.querySelectorAll('[data-testid="move-flash"]')].every((e) => Number(getComputedStyle(e).opacity) < 0.05)),
      'the rings have faded');
    // The person's own move is not ringed.
    await page.locator(`${ACTION} >> visible=true`).first().click().catch(() => {});
    assert.deepEqual(errors, [], 'no error in the page');
  });
}

test('Nova Luna: a computer\'s take rings the wheel space and its placement the tableau cell', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { moveMs: null, pauseMs: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, server.url);
  await page.click('[data-testid="new-nova-luna"]');
  const form = page.locator('[data-testid="new-game-nova-luna"]');
  await form.waitFor();
  while ((await form.locator('[data-testid="seat"]').count()) > 2) {
    await form.locator('[data-testid="remove-seat"]').last().click();
  }
  await fillSeats(form, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }]);
  await form.locator('[data-testid="nl-seed"]').fill('4');
  await form.locator('[data-testid="nl-start"]').click();
  await page.locator(GAME).waitFor();
  // Ada takes and places until Cy has played.
  for (let i = 0; i < 20 && !/Cy /.test(await page.locator('[data-testid="latest"]').innerText()); i++) {
    const before = await page.getAttribute(GAME, 'data-moves');
    await page.locator(`${ACTION} >> visible=true`).first().click();
    await page.waitForFunction(([sel, b]) => document.querySelector(sel).dataset.moves !== b, [GAME, before]);
    await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
  }
  assert.match(await page.locator('[data-testid="latest"]').innerText(), /Cy takes/, 'the strip says what Cy did');
  // When the latest moves do not fit the strip, the newest line is the one in view.
  const newest = await page.evaluate(() => {
    const strip = document.querySelector('[data-testid="latest"]');
    const last = strip.querySelector('li:last-child').getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    return last.top >= box.top - 1 && last.bottom <= box.bottom + 1;
  });
  assert.ok(newest, 'the newest of the latest moves is in view in the strip');
  const wheel = await rings(page, '[data-testid="nl-wheel"]');
  assert.ok(wheel.some((r) => r.onBoard && r.animation === 'move-flash'), `Cy's take is ringed on the wheel: ${JSON.stringify(wheel)}`);
  await shot('computer-take-ringed');
  // Cy's tableau shows its placement ringed.
  await page.locator('[data-testid="nl-tab"]').nth(1).click();
  const tableau = await rings(page, '[data-testid="nl-tableau-canvas"]');
  assert.ok(tableau.some((r) => r.onBoard), `Cy's placement is ringed on its tableau: ${JSON.stringify(tableau)}`);
  assert.deepEqual(errors, [], 'no error in the page');
});
