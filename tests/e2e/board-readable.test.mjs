// Issue 11, point 6: the Via Nebula board is readable at the default zoom: the hexes a player
// can act on are at least 40 CSS px across (on a phone the turn opens zoomed on them), a tap's
// hex description stays inside the board and closes by itself; resources are drawn as pieces.
// Screenshots at 1280x800 and 390x844 (the README's "after" pictures come from them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT } from './helpers.mjs';

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

/** The targets' centres (CSS px of the canvas) and the hexes' width. */
async function targets(page) {
  const list = (await page.getAttribute(BOARD, 'data-targets')).split(',').filter(Boolean).map((s) => s.split(':').map(Number));
  return { list, hexPx: Number(await page.getAttribute(BOARD, 'data-hex-px')) };
}

for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Via Nebula at ${size}: the hexes to act on are 40 px or more, a tap's description stays inside and closes`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, context, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await startHotseat(page, 6);
    const box = await page.locator(BOARD).boundingBox();
    const { list, hexPx } = await targets(page);
    assert.ok(hexPx >= 40, `hexes are ${hexPx} px across`);
    const inside = list.filter(([, x, y]) => x > hexPx / 2 && y > hexPx / 2 && x < box.width - hexPx / 2 && y < box.height - hexPx / 2);
    assert.ok(inside.length > 0, `targets are in view: ${inside.length} of ${list.length}`);
    await shot('turn-opens');

    // A tap on a target: the description shows inside the board, and closes by itself.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    // The one near the right edge is the hard case (the description used to be squeezed).
    const [, x, y] = inside.reduce((a, b) => (b[1] > a[1] ? b : a));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + x, y: box.y + y, id: 1 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const tooltip = page.locator('[data-testid="vn-tooltip"]');
    await tooltip.waitFor();
    const tip = await tooltip.boundingBox();
    assert.ok(tip.x >= box.x - 1 && tip.x + tip.width <= box.x + box.width + 1 && tip.y >= box.y - 1 && tip.y + tip.height <= box.y + box.height + 1,
      `the description is inside the board: ${JSON.stringify(tip)} in ${JSON.stringify(box)}`);
    assert.ok(tip.width >= 110, `the description is not squeezed: ${tip.width} px wide`);
    await shot('tapped');
    await tooltip.waitFor({ state: 'detached', timeout: 5_000 });
    assert.deepEqual(errors, [], 'no error in the page');
  });
}
