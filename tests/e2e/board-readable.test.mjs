// docs/table-screen.md "The Via Nebula board": the Via Nebula board is readable at the default
// zoom: the hexes a player can act on are at least 40 CSS px across and the whole valley is in view
// (on a phone held upright the valley is turned a quarter), a finger's hex description stays
// inside the board and closes when the finger lifts; resources are drawn as pieces.
// Screenshots at 1280x800 and 390x844 (docs/table-screen.md "The Via Nebula board" says what they
// show).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newNovaLuna } from './helpers.mjs';

const ACTION = '[data-testid="action"]';
const BOARD = '[data-testid="vn-board"]';

async function startHotseat(page, seed) {
  await page.click('[data-testid="new-via-nebula"]');
  const form = page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  await page.selectOption('[data-testid="vn-player-count"]', '2');
  for (const [i, name] of ['Ada', 'Bo'].entries()) {
    const row = form.locator('[data-testid="seat"]').nth(i);
    await row.locator('[data-testid="seat-name"]').fill(name);
    await row.locator('[data-testid="seat-kind"]').selectOption('human');
  }
  await page.fill('[data-testid="vn-seed"]', String(seed));
  await page.click('[data-testid="vn-start"]');
  await page.click('[data-testid="handover-confirm"]');
  await page.locator(`${ACTION} >> visible=true`).first().waitFor();
}

function overlaps(a, b) {
  return a && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The targets of a canvas ("key:x:y", CSS px of the canvas) and whether each is wholly inside it. */
async function canvasTargets(page, selector, px) {
  const box = await page.locator(selector).boundingBox();
  const list = (await page.getAttribute(selector, 'data-targets')).split(',').filter(Boolean).map((s) => s.split(':'));
  const outside = list.filter(([, x, y]) => !(x >= px / 2 - 1 && y >= px / 2 - 1 && x <= box.width - px / 2 + 1 && y <= box.height - px / 2 + 1));
  return { list, outside, box };
}

/** The targets' centres (CSS px of the canvas) and the hexes' width. */
async function targets(page) {
  const list = (await page.getAttribute(BOARD, 'data-targets')).split(',').filter(Boolean).map((s) => s.split(':').map(Number));
  return { list, hexPx: Number(await page.getAttribute(BOARD, 'data-hex-px')) };
}

for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Via Nebula at ${size}: the hexes to act on are 40 px or more, a finger's description stays inside and closes when it lifts`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, context, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await startHotseat(page, 6);
    const box = await page.locator(BOARD).boundingBox();
    const { list, hexPx } = await targets(page);
    assert.ok(hexPx >= 40, `hexes are ${hexPx} px across`);
    const inside = list.filter(([, x, y]) => x > hexPx / 2 && y > hexPx / 2 && x < box.width - hexPx / 2 && y < box.height - hexPx / 2);
    // The whole valley at the start of a turn: on a phone held upright it is turned a
    // quarter, so every place to act on is in view at 40 px or more, with no zoom.
    assert.equal(inside.length, list.length, `every target is in view: ${inside.length} of ${list.length}`);
    assert.equal(await page.getAttribute(BOARD, 'data-zoom'), '1', 'the turn opens on the whole valley');
    assert.equal(await page.getAttribute(BOARD, 'data-turned'), String(viewport.width < viewport.height), 'turned on a phone only');
    // The view buttons never cover a hex to act on.
    const buttons = await page.locator('.vn-board-wrap .view-buttons').boundingBox();
    const covered = inside.filter(([, x, y]) => overlaps(buttons, { x: box.x + x - hexPx / 2, y: box.y + y - hexPx / 2, width: hexPx, height: hexPx }));
    assert.deepEqual(covered, [], `the view buttons ${JSON.stringify(buttons)} cover no target`);
    await shot('turn-opens');

    // A finger on a target: the description shows inside the board while it is down, and
    // closes when it lifts (it stayed up after each tap, over the hexes the next tap needs).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    // The one near the right edge is the hard case (the description used to be squeezed).
    const [, x, y] = inside.reduce((a, b) => (b[1] > a[1] ? b : a));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + x, y: box.y + y, id: 1 }] });
    const tooltip = page.locator('[data-testid="vn-tooltip"]');
    await tooltip.waitFor();
    const tip = await tooltip.boundingBox();
    assert.ok(tip.x >= box.x - 1 && tip.x + tip.width <= box.x + box.width + 1 && tip.y >= box.y - 1 && tip.y + tip.height <= box.y + box.height + 1,
      `the description is inside the board: ${JSON.stringify(tip)} in ${JSON.stringify(box)}`);
    assert.ok(tip.width >= 110, `the description is not squeezed: ${tip.width} px wide`);
    await shot('tapped');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await tooltip.waitFor({ state: 'detached' });
    assert.deepEqual(errors, [], 'no error in the page');
  });
}

// Nova Luna: the tiles to take on the wheel and the cells to place in are 40 px or more, and
// all of them in view, at both sizes.
for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Nova Luna at ${size}: the tiles to take and the cells to place in are 40 px or more and in view`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 5);
    const GAME = '[data-testid="game-screen"]';
    // Several turns, so the tableau has grown: every take and every placement is checked.
    for (let turn = 0; turn < 8; turn++) {
      await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
      const moves = Number(await page.getAttribute(GAME, 'data-moves'));
      const stage = await page.getAttribute(GAME, 'data-stage');
      if (stage === 'choose') {
        const wheel = '[data-testid="nl-wheel"]';
        const tilePx = Number(await page.getAttribute(wheel, 'data-tile-px'));
        assert.ok(tilePx >= 40, `turn ${turn}: the wheel's tiles are ${tilePx} px`);
        const { list, outside } = await canvasTargets(page, wheel, tilePx);
        assert.ok(list.length > 0, `turn ${turn}: tiles to take are marked`);
        assert.deepEqual(outside, [], `turn ${turn}: every tile to take is in view`);
        if (turn === 0) await shot('nl-take');
        await page.locator(`${ACTION}[data-kind="take"]`).first().click();
      } else if (stage === 'place') {
        const tableau = '[data-testid="nl-tableau-canvas"]';
        await page.locator(tableau).waitFor();
        const cell = Number((await page.getAttribute(tableau, 'data-geometry')).split(' ')[2]);
        assert.ok(cell >= 40, `turn ${turn}: the cells to place in are ${cell} px`);
        const { list, outside } = await canvasTargets(page, tableau, cell);
        assert.ok(list.length > 0, `turn ${turn}: cells to place in are marked`);
        assert.deepEqual(outside, [], `turn ${turn}: every cell to place in is in view`);
        if (turn === 1) await shot('nl-place');
        await page.locator(`${ACTION} >> visible=true`).first().click();
      } else {
        await page.locator(`${ACTION} >> visible=true`).first().click();
      }
      await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, moves]);
    }
    assert.deepEqual(errors, []);
  });
}
