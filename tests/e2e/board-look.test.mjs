// docs/table-screen.md "The Via Nebula board" and "The Nova Luna board": the boards look like
// the box, at a phone's 390x844 (touch, devicePixelRatio 3) and a desktop's 1280x800, in a
// game in progress (tests/fixtures/saves/via-nebula-three-late.json, nova-luna-late.json):
// - Via Nebula: the resources on meadows, sites and tokens, and the tokens, are drawn 14 CSS px
//   or more in the view a turn opens on (what the drawing says it drew, `data-drawn`, checked against
//   the canvas's own pixels: each piece's colour covers that much); hex names only on the
//   hexes to act on, at a readable size; the valley in a frame; fog not one repeated tile;
// - Nova Luna: a disc on a met task is a filled disc (the canvas's pixels in the owner's colour
//   cover most of the task's circle), the wheel's tile numbers readable.
// Screenshots of each are kept in test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, resumeSaved } from './helpers.mjs';

const VIEWPORTS = [
  ['390x844', { width: 390, height: 844 }, 3],
  ['1280x800', { width: 1280, height: 800 }, 1],
];
const BOARD = '[data-testid="vn-board"]';

async function open(t, viewport, dpr) {
  const site = await openSite(t, { deviceScaleFactor: dpr });
  await site.page.setViewportSize(viewport);
  if (viewport.width < 600) {
    const cdp = await site.context.newCDPSession(site.page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  }
  await openApp(site.page, site.server.url);
  return site;
}

async function handOver(page) {
  const confirm = page.locator('[data-testid="handover-confirm"]');
  if (await confirm.count()) await confirm.click();
}

/**
 * The box, in CSS px, that pixels of colour `rgb` (within `tolerance`) cover in the canvas
 * `selector` around (x, y), `reach` CSS px each way.
 */
async function colourBox(page, selector, rgb, x, y, reach, tolerance = 28) {
  return page.evaluate(({ selector, rgb, x, y, reach, tolerance }) => {
    const canvas = document.querySelector(selector);
    const k = canvas.width / canvas.clientWidth;
    const [x0, y0] = [Math.max(0, Math.round((x - reach) * k)), Math.max(0, Math.round((y - reach) * k))];
    const [w, h] = [Math.min(canvas.width - x0, Math.round(2 * reach * k)), Math.min(canvas.height - y0, Math.round(2 * reach * k))];
    const data = canvas.getContext('2d').getImageData(x0, y0, w, h).data;
    let [minX, minY, maxX, maxY, count] = [Infinity, Infinity, -Infinity, -Infinity, 0];
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const o = (j * w + i) * 4;
        if (Math.abs(data[o] - rgb[0]) + Math.abs(data[o + 1] - rgb[1]) + Math.abs(data[o + 2] - rgb[2]) > tolerance) continue;
        count += 1;
        [minX, minY, maxX, maxY] = [Math.min(minX, i), Math.min(minY, j), Math.max(maxX, i), Math.max(maxY, j)];
      }
    }
    return count ? { width: (maxX - minX + 1) / k, height: (maxY - minY + 1) / k, area: count / k / k } : { width: 0, height: 0, area: 0 };
  }, { selector, rgb, x, y, reach, tolerance });
}

const hex = (s) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));

for (const [size, viewport, dpr] of VIEWPORTS) {
  test(`Via Nebula at ${size}: pieces and tokens 14 px or more, as the canvas drew them; names where they help; a frame`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { page, errors, shot } = await open(t, viewport, dpr);
    await resumeSaved(page, 'via-nebula-three-late.json');
    await handOver(page);
    await page.locator(BOARD).waitFor();
    await page.waitForFunction((sel) => document.querySelector(sel)?.width > 0 && document.querySelector(sel).dataset.targets !== undefined, BOARD);
    await shot('vn-page', page, { fullPage: false });
    await shot('vn-board', page.locator(BOARD));
    const drawn = JSON.parse(await page.getAttribute(BOARD, 'data-drawn'));
    // At the view a turn opens on: the whole valley on a desktop; on a phone held upright the
    // view that shows the most hexes to act on (docs/table-screen.md "The Via Nebula board"),
    // zoomed in a little, since the phone has no "Fit" button (a pinch zooms out).
    const zoom = Number(await page.getAttribute(BOARD, 'data-zoom'));
    if (viewport.width >= 900) assert.equal(zoom, 1, 'the whole valley');
    else assert.ok(zoom >= 1 && zoom <= 1.5, `the view a phone's turn opens on: zoom ${zoom}`);
    t.diagnostic(`board ${JSON.stringify(await page.locator(BOARD).boundingBox())}, zoom ${zoom.toFixed(2)}, hex radius ${drawn.scale.toFixed(1)} px, ${drawn.pieces.length} pieces, ${drawn.tokens.length} tokens, ${drawn.names.length} names`);
    assert.ok(drawn.pieces.length >= 10 && drawn.tokens.length >= 5, 'a game in progress: pieces and tokens on the board');
    const smallest = Math.min(...drawn.pieces.map((p) => p.px));
    assert.ok(smallest >= 14, `every resource is drawn 14 px or more: the smallest is ${smallest.toFixed(1)} px`);
    const smallestToken = Math.min(...drawn.tokens.map((p) => p.px));
    assert.ok(smallestToken >= 14, `every token is 14 px or more: the smallest is ${smallestToken.toFixed(1)} px`);
    // What the canvas holds: each piece not covered by another shows its colour over 14 px or
    // more across (its outline aside), the token pieces and the site pieces alike.
    // (Those in view: a phone's opening view leaves part of the valley a drag away.)
    const view = await page.locator(BOARD).boundingBox();
    const inView = (p) => p.x - p.px / 2 >= 0 && p.y - p.px / 2 >= 0 && p.x + p.px / 2 <= view.width && p.y + p.px / 2 <= view.height;
    const measured = [];
    for (const piece of drawn.pieces.filter((p) => p.top && inView(p))) {
      const box = await colourBox(page, BOARD, hex(piece.fill), piece.x, piece.y, piece.px * 0.6);
      measured.push({ ...piece, seen: box.width });
    }
    const onSites = measured.filter((p) => p.on === 'site');
    assert.ok(onSites.length >= 2, `resources on sites are drawn: ${onSites.length}`);
    const small = measured.filter((p) => p.seen < 14 - 1.5);
    assert.deepEqual(small.map((p) => `${p.kind} on ${p.on} at ${p.x.toFixed(0)},${p.y.toFixed(0)}: ${p.seen.toFixed(1)} px`), [], 'every piece shows its colour over about 14 px');
    // Names: only on the hexes to act on (the choices name them), at 10 px or more.
    const targets = (await page.getAttribute(BOARD, 'data-targets')).split(',').filter(Boolean).map((s) => Number(s.split(':')[0]));
    assert.deepEqual(drawn.names.map((n) => n.hex).sort((a, b) => a - b), [...targets].sort((a, b) => a - b), 'names on the hexes to act on');
    for (const n of drawn.names) assert.ok(n.px >= 10, `hex ${n.hex}'s name is ${n.px} px`);
    // The frame: drawn round the valley, inside the canvas at the default zoom.
    assert.ok(drawn.frame && drawn.frame.width > 0, 'a frame round the valley');
    // A game a third in (2 players, whole sites), where much of the fog is still open.
    await page.click('[data-testid="go-home"]');
    await page.locator('[data-testid="home"]').waitFor();
    await resumeSaved(page, 'via-nebula-board-menu.json');
    await handOver(page);
    await page.waitForFunction((sel) => document.querySelector(sel)?.width > 0 && document.querySelector(sel).dataset.targets !== undefined, BOARD);
    await shot('vn-middle-page', page, { fullPage: false });
    await shot('vn-middle-board', page.locator(BOARD));
    const middle = JSON.parse(await page.getAttribute(BOARD, 'data-drawn'));
    assert.ok(Math.min(...middle.pieces.map((p) => p.px), ...middle.tokens.map((p) => p.px)) >= 14, 'pieces and tokens 14 px or more a third in too');
    assert.deepEqual(errors, []);
  });

  test(`Nova Luna at ${size}: discs drawn as filled discs, the wheel's numbers readable`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { page, errors, shot } = await open(t, viewport, dpr);
    await resumeSaved(page, 'nova-luna-late.json');
    await handOver(page);
    const wheel = page.locator('[data-testid="nl-wheel"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="nl-wheel"]')?.dataset.tilePx);
    await shot('nl-page', page, { fullPage: false });
    if (await wheel.isVisible()) await shot('nl-wheel', wheel);
    const w = JSON.parse(await wheel.getAttribute('data-drawn'));
    const tilePx = Number(await wheel.getAttribute('data-tile-px'));
    // The tableau (on a phone, its tab first).
    const tab = page.locator('[data-testid="nl-tab"] >> visible=true').first();
    if (await tab.count()) await tab.click();
    const tableau = page.locator('[data-testid="nl-tableau-canvas"] >> visible=true').first();
    await tableau.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="nl-tableau-canvas"]')].some((c) => c.clientWidth > 0 && c.width > 0));
    await shot('nl-tableau', tableau);
    await shot('nl-page-tableau', page, { fullPage: false });
    // Readable on the wheel's size at this screen (the wheel's own size is the layout's).
    t.diagnostic(`wheel tiles ${tilePx} px, their numbers ${w?.number_px} px`);
    assert.ok(w.number_px >= 0.27 * tilePx - 0.1, 'tile numbers 0.27 of a tile');
    const drawn = JSON.parse(await tableau.getAttribute('data-drawn'));
    assert.ok(drawn.discs.length >= 2, `discs on the tableau: ${drawn.discs.length}`);
    const seat = await tableau.getAttribute('data-seat');
    t.diagnostic(`${drawn.discs.length} discs, ${Math.min(...drawn.discs.map((d) => d.r * 2)).toFixed(1)} px across or more`);
    for (const disc of drawn.discs) {
      // As wide as the task it covers (0.4 of the tile: the tableau's size is the layout's).
      const cell = Number((await tableau.getAttribute('data-geometry')).split(' ')[2]);
      assert.ok(disc.r * 2 >= 0.4 * cell * 0.92, `a disc is ${(disc.r * 2).toFixed(1)} px across on a cell of ${cell.toFixed(1)} px`);
      // The owner's colour covers most of the disc's circle (a ring covered a fifth of it).
      const box = await colourBox(page, `[data-testid="nl-tableau-canvas"][data-seat="${seat}"]`, hex(disc.fill), disc.x, disc.y, disc.r * 1.05, 40);
      const share = box.area / (Math.PI * disc.r * disc.r);
      const what = `the disc at ${disc.x.toFixed(0)},${disc.y.toFixed(0)} (${(disc.r * 2).toFixed(1)} px): its colour covers ${(share * 100).toFixed(0)} % of it`;
      // Under 12 px across a ring's stroke covers most of its circle too: no measure tells
      // them apart there (a phone's tableau is that small until the layout gives it room).
      if (disc.r * 2 >= 12) assert.ok(share >= 0.6, `${what}, filled`);
      else t.diagnostic(`${what} (too small to tell a disc from a ring by its pixels)`);
    }
    assert.deepEqual(errors, []);
  });
}
