// Choices made on the board (docs/table-screen.md "Choose on the board"): a pointer user sees no
// list that repeats the board; a tap on a place with several actions opens a small menu beside it;
// the full list is one key away for the keyboard, and stays open once opened. (A tap offers
// what starts at the place, of any kind.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newViaNebula, newNovaLuna, axeViolations, resumeSaved, TEST_TIMEOUT } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const VN_BOARD = '[data-testid="vn-board"]';
const MENU = '[data-testid="board-menu"]';
const LIST = '[data-testid="choice-list"]';

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function moves(page) {
  return Number(await page.getAttribute(GAME, 'data-moves'));
}

/** A canvas's places to act on: [key, x, y], centres in CSS px of the canvas. */
async function targets(page, selector) {
  const text = (await page.getAttribute(selector, 'data-targets')) ?? '';
  return text.split(',').filter(Boolean).map((s) => {
    const [key, x, y] = s.split(':');
    return [key, Number(x), Number(y)];
  });
}

/** Buttons beside the board that name a place (a hex, a tile of the wheel, a cell) and can be seen. */
async function visiblePlaceButtons(page) {
  return page.locator('.vn-action:visible, [data-testid="nl-board-actions"] button:visible').count();
}

async function waitMoved(page, before) {
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.moves ?? n) !== n
    || !!document.querySelector('[data-testid="end"]'), [GAME, before]);
}

for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`Via Nebula at ${size}: moves made by tapping the board, a menu beside a place with several, no list that repeats the board`, { timeout: TEST_TIMEOUT }, async (t) => {
    const { server, page, errors, shot } = await openSite(t, { listChoices: false });
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    // A 2-player game in its middle (72 actions of seed 6), where transports reach several
    // sites and builds fit several contracts: a place's menu comes within a few moves.
    await resumeSaved(page, 'via-nebula-board-menu.json');
    const random = seeded(size.length * 7919);
    let played = 0;
    let checked = 0;
    let menus = 0;
    let viaMenu = 0;
    for (let guard = 0; guard < 600 && (viaMenu < 1 || played < 12); guard++) {
      await page.waitForSelector('[data-testid="vn-kind"], [data-testid="action"], [data-testid="handover-confirm"], [data-testid="end"]', { state: 'attached' });
      if (await page.locator('[data-testid="end"]').count()) break;
      if (await page.locator('[data-testid="handover-confirm"]').count()) {
        await page.click('[data-testid="handover-confirm"]');
        continue;
      }
      // A pointer user's turn: the kinds of action, and no list of the places again.
      assert.equal(await visiblePlaceButtons(page), 0, `move ${played}: no listed choice repeats the board`);
      checked += 1;
      const before = await moves(page);
      const kinds = await page.locator('[data-testid="vn-kind"]').evaluateAll((bs) => bs.map((b) => b.dataset.kind));
      // Transports and builds are the moves with several choices at one place: taken when offered.
      const kind = kinds.find((k) => k === 'transport' || k === 'build') ?? kinds[Math.floor(random() * kinds.length)];
      if (kind === undefined || random() < 0.08) {
        // No kind to choose on the board, or now and then: a one-press action (end the turn).
        const single = page.locator('.vn-single:visible, .vn-actions:visible [data-testid="action"]');
        if (await single.count()) {
          await single.first().click();
          await waitMoved(page, before);
          played += 1;
          continue;
        }
        if (kind === undefined) throw new Error('nothing to choose');
      }
      await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
      // The board marks that kind's places (drawn with the render that presses the button).
      await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${kind}"][aria-pressed="true"]`);
      const places = await targets(page, VN_BOARD);
      if (places.length === 0) {
        // A kind with no place (a resource from storage): its choices stay listed.
        await page.locator('.vn-actions:visible [data-testid="action"]').first().click();
        await waitMoved(page, before);
        played += 1;
        continue;
      }
      const [hex, x, y] = places[Math.floor(random() * places.length)];
      await page.locator(VN_BOARD).click({ position: { x, y } });
      // The tap either made the move (one action there) or opened the place's menu.
      await page.waitForFunction(([sel, n, menu]) => Number(document.querySelector(sel)?.dataset.moves) !== n
        || !!document.querySelector(menu), [GAME, before, MENU]);
      for (let step = 0; step < 6 && (await page.locator(MENU).count()); step++) {
        const menu = page.locator(MENU);
        assert.equal(await menu.getAttribute('data-hex'), step === 0 ? hex : await menu.getAttribute('data-hex'));
        // Beside the place, inside the board on a desktop; a sheet at the foot of a phone's
        // screen: wholly in view either way, never cut by the board's edge.
        const board = await page.locator(VN_BOARD).boundingBox();
        const box = await menu.boundingBox();
        const inside = viewport.width >= 900 ? board : { x: 0, y: 0, width: viewport.width, height: viewport.height };
        assert.ok(box.x >= inside.x - 1 && box.y >= inside.y - 1 && box.x + box.width <= inside.x + inside.width + 1
          && box.y + box.height <= inside.y + inside.height + 1, `the menu ${JSON.stringify(box)} is inside ${JSON.stringify(inside)}`);
        // A kind with many choices among others is one line that narrows them on the board.
        const narrow = menu.locator('[data-testid="board-narrow"]');
        if ((await menu.locator('[data-testid="board-choice"]').count()) === 0 && (await narrow.count())) {
          await narrow.first().click();
          await page.waitForFunction(([sel, m]) => Number(document.querySelector(sel)?.dataset.moves) !== m
            || !document.querySelector('[data-testid="board-narrow"]'), [GAME, before]);
          continue;
        }
        const choices = menu.locator('[data-testid="board-choice"]');
        const n = await choices.count();
        if (n === 0) {
          // Too many to list: the next place on the board narrows them.
          const next = await targets(page, VN_BOARD);
          const [, nx, ny] = next[Math.floor(random() * next.length)];
          await page.locator(VN_BOARD).click({ position: { x: nx, y: ny } });
          await page.waitForFunction(([sel, m, menu, hex]) => Number(document.querySelector(sel)?.dataset.moves) !== m
            || document.querySelector(menu)?.dataset.hex !== hex, [GAME, before, MENU, await menu.getAttribute('data-hex')]);
          continue;
        }
        assert.ok(n >= 2, `a menu holds the place's several choices (${n})`);
        menus += 1;
        if (menus === 1) {
          await shot('menu');
          assert.deepEqual(await axeViolations(page), [], 'the page with a place\'s menu open has no axe violations');
          // Escape closes it, and nothing is played.
          await choices.first().focus();
          await page.keyboard.press('Escape');
          await page.locator(MENU).waitFor({ state: 'detached' });
          assert.equal(await moves(page), before, 'closing the menu plays nothing');
          await page.locator(VN_BOARD).click({ position: { x, y } });
          await page.locator(MENU).waitFor();
          continue;
        }
        await choices.nth(Math.floor(random() * n)).click();
        viaMenu += 1;
        break;
      }
      await waitMoved(page, before);
      played += 1;
    }
    t.diagnostic(`${played} moves made on the board, ${viaMenu} of them through a place's menu (opened ${menus} times); ${checked} turns checked for a list that repeats the board`);
    assert.ok(viaMenu >= 1, `a move made through a place's menu (${viaMenu})`);
    assert.ok(played >= 12, `moves made on the board (${played})`);
    assert.deepEqual(errors, []);
  });
}

test('Via Nebula with the keyboard: choosing a kind with Enter lists its choices, the list stays open on later turns and after a reload', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { listChoices: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, server.url);
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Bo', level: 'easy' }], 9);
  const kind = page.locator('[data-testid="vn-kind"][data-kind="craftsman"]');
  await kind.waitFor();
  assert.equal(await page.locator(`${LIST}[open]`).count(), 0, 'folded for a new visitor');
  await kind.focus();
  await page.keyboard.press('Enter');
  await page.locator(`${LIST}[open]`).waitFor();
  const listed = page.locator('.vn-action:visible');
  assert.ok((await listed.count()) >= 2, 'the choices are listed');
  await shot('listed-by-keyboard');
  // Tab reaches them; Enter plays one.
  const before = await moves(page);
  await listed.first().focus();
  await page.keyboard.press('Enter');
  await waitMoved(page, before);
  // Remembered: open on the next choice and after a reload.
  await page.locator(`${LIST}[open]`).waitFor();
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('moonvale.settings')));
  assert.equal(settings.choices_listed, true, 'the list stays open: remembered in the settings');
  await page.reload();
  await page.locator('[data-testid="vn-kind"]').first().waitFor();
  assert.equal(await page.locator(`${LIST}[open]`).count(), 1, 'still listed after a reload');
  // Folded again with its summary (a click), and remembered so.
  await page.click('[data-testid="choice-list-toggle"]');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('moonvale.settings')).choices_listed === undefined);
  assert.equal(await visiblePlaceButtons(page), 0);
  assert.deepEqual(errors, []);
});

test('Nova Luna: a tile taken from the wheel and placed on the tableau by tapping, no list that repeats them', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { listChoices: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, server.url);
  await newNovaLuna(page, [{ name: 'Ada' }], 4);
  const random = seeded(17);
  let placed = 0;
  for (let guard = 0; guard < 40 && placed < 4; guard++) {
    await page.waitForSelector('[data-testid="action"]', { state: 'attached' });
    assert.equal(await visiblePlaceButtons(page), 0, 'no listed tile or cell');
    assert.equal(await page.locator(`${LIST}:not([open])`).count(), 1, 'the full list folded, one key away');
    const before = await moves(page);
    const wheel = await targets(page, '[data-testid="nl-wheel"]');
    const cells = await targets(page, '[data-testid="nl-tableau-canvas"]');
    if (cells.length) {
      const [, x, y] = cells[Math.floor(random() * cells.length)];
      await page.locator('[data-testid="nl-tableau-canvas"]').first().click({ position: { x, y } });
      placed += 1;
    } else if (wheel.length) {
      const [, x, y] = wheel[Math.floor(random() * wheel.length)];
      await page.locator('[data-testid="nl-wheel"]').click({ position: { x, y } });
    } else {
      await page.locator('[data-testid="action"]:visible').first().click();
    }
    await waitMoved(page, before);
    if (placed === 1) await shot('placed-by-tapping');
  }
  assert.equal(placed, 4, 'four tiles taken and placed by tapping');
  assert.deepEqual(errors, []);
});

/** Plays on (hand-overs confirmed, single choices taken) until the kinds of action are offered, two at least. */
async function toKinds(page) {
  for (let guard = 0; guard < 40; guard++) {
    await page.waitForSelector('[data-testid="vn-kind"], [data-testid="action"], [data-testid="handover-confirm"]', { state: 'attached' });
    if (await page.locator('[data-testid="handover-confirm"]').count()) {
      await page.click('[data-testid="handover-confirm"]');
      await page.locator('[data-testid="handover-confirm"]').waitFor({ state: 'detached' });
      continue;
    }
    if ((await page.locator('[data-testid="vn-kind"]').count()) >= 2) return;
    const before = await moves(page);
    await page.locator('.vn-single:visible, .vn-actions:visible [data-testid="action"]').first().click();
    await waitMoved(page, before);
  }
  throw new Error('no turn offering two kinds of action');
}

/** The board's places of each kind on offer: { kind: [[hex, x, y], ...] } (each kind pressed in turn). */
async function placesByKind(page) {
  const kinds = await page.locator('[data-testid="vn-kind"]').evaluateAll((bs) => bs.map((b) => b.dataset.kind));
  const byKind = {};
  for (const kind of kinds) {
    await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
    await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${kind}"][aria-pressed="true"]`);
    byKind[kind] = await targets(page, VN_BOARD);
  }
  return byKind;
}

/**
 * A point of the board at a hex where nothing can be done: a neighbour of two places on offer
 * that is none of them. The hexes' spacing and turn are read from the two nearest places.
 */
function idleHex(places, box) {
  const points = places.map(([, x, y]) => [x, y]);
  let spacing = Infinity;
  let turn = 0;
  for (const [ax, ay] of points) {
    for (const [bx, by] of points) {
      const d = Math.hypot(bx - ax, by - ay);
      if (d > 1 && d < spacing) [spacing, turn] = [d, Math.atan2(by - ay, bx - ax)];
    }
  }
  const near = (x, y, r) => points.filter(([px, py]) => Math.hypot(px - x, py - y) < r).length;
  for (const [x, y] of points) {
    for (let k = 0; k < 6; k++) {
      const a = turn + (k * Math.PI) / 3;
      const [nx, ny] = [x + spacing * Math.cos(a), y + spacing * Math.sin(a)];
      const inside = nx > 22 && ny > 22 && nx < box.width - 22 && ny < box.height - 22;
      if (inside && near(nx, ny, spacing * 0.4) === 0 && near(nx, ny, spacing * 1.1) >= 2) return [nx, ny];
    }
  }
  return null;
}

test('Via Nebula at 390x844: a tap on a place of another kind than the one pressed offers what is there; a refusal is cleared by the hint and by the next move', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { listChoices: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, server.url);
  await resumeSaved(page, 'via-nebula-board-menu.json');
  await toKinds(page);
  const byKind = await placesByKind(page);
  const kinds = Object.keys(byKind);
  // A place where one kind can act and another, pressed, cannot.
  let pair = null;
  for (const pressed of kinds) {
    for (const other of kinds) {
      const spot = byKind[other].find(([hex]) => !byKind[pressed].some(([h]) => h === hex));
      if (other !== pressed && spot && !pair) pair = { pressed, other, spot };
    }
  }
  assert.ok(pair, `two kinds with places apart: ${JSON.stringify(Object.fromEntries(kinds.map((k) => [k, byKind[k].length])))}`);
  const before = await moves(page);
  await page.click(`[data-testid="vn-kind"][data-kind="${pair.pressed}"]`);
  await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${pair.pressed}"][aria-pressed="true"]`);
  const [hex, x, y] = pair.spot;
  await page.locator(VN_BOARD).click({ position: { x, y } });
  // Played at once (one action there), its menu opened, or that kind pressed to narrow it: never refused.
  await page.waitForFunction(([sel, n, menu, other]) => Number(document.querySelector(sel)?.dataset.moves) !== n
    || document.querySelector(menu) !== null
    || document.querySelector(`[data-testid="vn-kind"][data-kind="${other}"]`)?.getAttribute('aria-pressed') === 'true',
  [GAME, before, MENU, pair.other]);
  assert.equal(await page.locator('[data-testid="error"]').count(), 0, `a tap on ${hex} (${pair.other}) with ${pair.pressed} pressed is not refused`);
  t.diagnostic(`${pair.pressed} pressed, a tap on hex ${hex} offered ${pair.other}: ${await moves(page) !== before ? 'played' : (await page.locator(MENU).count()) ? 'its menu' : 'narrowed'}`);
  await shot('another-kind');
  if (await page.locator(MENU).count()) {
    assert.equal(await page.locator(MENU).getAttribute('data-hex'), hex);
    await page.keyboard.press('Escape');
    await page.locator(MENU).waitFor({ state: 'detached' });
  }

  // A tap where nothing can be done is refused with the rules' reason; asking for a hint
  // replaces the refusal with the hint, and a refusal is gone once a move is made.
  const refuse = async () => {
    await toKinds(page);
    const kind = (await page.locator('[data-testid="vn-kind"]').evaluateAll((bs) => bs.map((b) => b.dataset.kind))).find((k) => k !== 'transport');
    await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
    await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${kind}"][aria-pressed="true"]`);
    const all = Object.values(await placesByKind(page)).flat();
    await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
    await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${kind}"][aria-pressed="true"]`);
    const spot = idleHex(all, await page.locator(VN_BOARD).boundingBox());
    assert.ok(spot, 'a hex with nothing to do');
    await page.locator(VN_BOARD).click({ position: { x: spot[0], y: spot[1] } });
    await page.locator('[data-testid="error"]').waitFor();
    return page.locator('[data-testid="error"]').innerText();
  };
  const reason = await refuse();
  t.diagnostic(`refused: ${reason}`);
  await shot('refused');
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"]').waitFor();
  assert.equal(await page.locator('[data-testid="error"]').count(), 0, 'the hint replaced the refusal');
  await refuse();
  const now = await moves(page);
  const single = page.locator('.vn-single:visible, .vn-actions:visible [data-testid="action"]');
  if (await single.count()) {
    await single.first().click();
  } else {
    const [kind] = Object.entries(await placesByKind(page)).find(([, places]) => places.length > 0);
    await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
    const [[, px, py]] = await targets(page, VN_BOARD);
    await page.locator(VN_BOARD).click({ position: { x: px, y: py } });
    if (await page.locator(MENU).count()) await page.locator(`${MENU} [data-testid="board-choice"]`).first().click();
  }
  await waitMoved(page, now);
  assert.equal(await page.locator('[data-testid="error"]').count(), 0, 'the move cleared the refusal');
  assert.deepEqual(errors, []);
});
