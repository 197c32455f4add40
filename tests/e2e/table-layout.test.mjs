// docs/table-screen.md "The table's screen", in headless Chromium with the release build, at
// 1280x800 and 390x844:
// - one screen per turn: during a person's turn the board, the prompt with its choices and the
//   latest moves are inside the viewport and the page does not scroll; hovering or focusing a
//   choice never moves the board; the game's title reads in full;
// - the latest moves are shown on the table (another player's move appears in the "latest"
//   strip); the log is in view on a desktop and one tap away on a phone;
// - one control at most ends a turn: after a person's second Via Nebula action the turn ends
//   without asking; a blocked undo looks disabled and says why.
// Screenshots of both games at both sizes go to test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openSite, openApp, TEST_TIMEOUT, fillSeats, newViaNebula, newNovaLuna, resumeSaved, OUT } from './helpers.mjs';
import { measure, inView, ACTIONABLE, SCROLLED_ON_PURPOSE } from './hand-layout.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const SIZES = [
  ['1280x800', { width: 1280, height: 800 }],
  ['390x844', { width: 390, height: 844 }],
];

/** Waits until the person may choose (a visible listed choice). */
async function personToAct(page) {
  await page.locator(`${ACTION} >> visible=true`).first().waitFor({ timeout: 60_000 });
}

/** The boxes of what must be in view, and whether the page scrolls. */
async function layout(page, selectors) {
  return page.evaluate((selectors) => {
    const boxes = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const element = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0);
      const r = element?.getBoundingClientRect();
      boxes[name] = r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height } : null;
    }
    const page = document.scrollingElement;
    return { boxes, scrolls: page.scrollHeight > window.innerHeight + 1, scrollY: window.scrollY, width: innerWidth, height: innerHeight };
  }, selectors);
}

function assertInView(found, what) {
  assert.ok(!found.scrolls, `${what}: the page does not scroll`);
  for (const [name, box] of Object.entries(found.boxes)) {
    assert.ok(box, `${what}: ${name} is shown`);
    assert.ok(box.width > 0 && box.height > 0, `${what}: ${name} has a size`);
    assert.ok(box.left >= -1 && box.top >= -1 && box.right <= found.width + 1 && box.bottom <= found.height + 1,
      `${what}: ${name} is inside the ${found.width}x${found.height} viewport: ${JSON.stringify(box)}`);
  }
}

/** Hovers and focuses the first choices: the page never scrolls and the board never moves. */
async function choicesKeepTheBoardStill(page, board, what) {
  const before = await layout(page, { board });
  const choices = page.locator(`${ACTION} >> visible=true`);
  const count = Math.min(await choices.count(), 6);
  for (let i = 0; i < count; i++) {
    await choices.nth(i).hover();
    await choices.nth(i).focus();
    const now = await layout(page, { board });
    assert.equal(now.scrollY, 0, `${what}: focusing choice ${i} does not scroll the page`);
    assert.deepEqual(now.boxes.board, before.boxes.board, `${what}: the board stays put`);
  }
}

/** The game's title reads in full (it used to be cut to "Via …" on a phone): inside the
 * viewport, nothing hidden past its box, no ellipsis. */
async function assertTitleInFull(page, what) {
  const title = await page.locator(`${GAME} .game-head h2`).evaluate((h) => {
    const r = h.getBoundingClientRect();
    return { text: h.textContent, scroll: h.scrollWidth, client: h.clientWidth, left: r.left, right: r.right,
      ellipsis: getComputedStyle(h).textOverflow === 'ellipsis' && getComputedStyle(h).overflow !== 'visible' };
  });
  assert.ok(title.text.length > 5 && title.scroll <= title.client + 1 && !title.ellipsis && title.left >= 0 && title.right <= (await page.viewportSize()).width,
    `${what}: the title reads in full: ${JSON.stringify(title)}`);
}

for (const [size, viewport] of SIZES) {
  test(`Via Nebula at ${size}: the board, the choices and the latest moves on one screen; the turn ends by itself`, { timeout: TEST_TIMEOUT * 2 }, async (t) => {
    const { server, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }], 11);
    await personToAct(page);
    const parts = {
      board: '[data-testid="vn-board"]',
      status: '[data-testid="status"]',
      prompt: '[data-testid="vn-turn"] h3',
      firstChoice: `[data-testid="vn-kind"], ${ACTION}`,
      latest: '[data-testid="latest"]',
    };
    if (viewport.width >= 900) {
      parts.log = '[data-testid="log-panel"]';
      // On a desktop the person's own hand and running score are in view during their turn.
      parts.hand = '[data-testid="vn-hand"]';
      parts.ownScore = '[data-testid="vn-own-score"]';
    }
    assertInView(await layout(page, parts), `Via Nebula ${size}`);
    await assertTitleInFull(page, `Via Nebula ${size}`);
    // The board does not move within a turn (an action, a hint) nor from one turn to the next.
    const boardAtStart = (await layout(page, { board: parts.board })).boxes.board;
    const boardStays = async (what) => assert.deepEqual((await layout(page, { board: parts.board })).boxes.board, boardAtStart,
      `Via Nebula ${size}: the board stays put ${what}`);
    // Undo cannot take anything back now (nothing yet, or a computer's move): it looks
    // disabled, stays reachable by keyboard and says why.
    const undo = page.locator('[data-testid="undo"]');
    assert.equal(await undo.getAttribute('aria-disabled'), 'true');
    const why = await undo.getAttribute('data-why');
    assert.ok(why && why.length > 10, `undo says why: ${why}`);
    assert.ok(Number(await undo.evaluate((b) => getComputedStyle(b).opacity)) < 0.7, 'a blocked undo looks disabled');
    await undo.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-testid="latest"]').innerText(), why, 'pressed, it says why');
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await choicesKeepTheBoardStill(page, parts.board, `Via Nebula ${size}`);
    assertInView(await layout(page, parts), `Via Nebula ${size}, craftsmen listed`);
    await shot('vn-turn');

    // Two actions, then the turn ends with no third control: the computers play next.
    const moves = async () => Number(await page.getAttribute(GAME, 'data-moves'));
    const start = await moves();
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, start]);
    await boardStays('after the first action');
    await page.click('[data-testid="hint"]');
    await page.locator('[data-testid="hint-text"]').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="hint"]').disabled);
    await boardStays('with a hint shown');
    await shot('vn-hint');
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await page.locator(`${ACTION}[data-kind="craftsman"]`).first().click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) >= n + 3, [GAME, start]);
    const log = await page.locator('[data-testid="log"] li').allInnerTexts();
    assert.ok(log.some((l) => /Ada.*turn/i.test(l) || /turn.*Ada/i.test(l)), `the end of Ada's turn is logged: ${log.slice(0, 4)}`);
    await personToAct(page);
    // The computers' moves are on the table where the player looks.
    const latest = await page.locator('[data-testid="latest"]').innerText();
    assert.match(latest, /Cy|Di/, `the latest moves name the computers: ${latest}`);
    // The strip is whole lines: the newest in view, no line cut at its top edge.
    const strip = await page.evaluate(() => {
      const e = document.querySelector('[data-testid="latest"]');
      const lh = parseFloat(getComputedStyle(e).lineHeight);
      const box = e.getBoundingClientRect();
      const top = box.top + e.clientTop;
      const bottom = top + e.clientHeight;
      // Each text's line boxes (a range over an element would also give the element's box).
      const lines = [];
      const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      for (let node = walk.nextNode(); node; node = walk.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((r) => r.height > 0));
      }
      return {
        lines: e.clientHeight / lh,
        cut: lines.filter((r) => r.top < top - 1 && r.bottom > top + 1).length,
        newestIn: Math.max(...lines.map((r) => r.bottom)) <= bottom + 1,
      };
    });
    assert.ok(Math.abs(strip.lines - Math.round(strip.lines)) < 0.05, `the strip holds whole lines: ${JSON.stringify(strip)}`);
    assert.equal(strip.cut, 0, `no line cut at the strip's top: ${JSON.stringify(strip)}`);
    assert.ok(strip.newestIn, `the newest line is in view: ${JSON.stringify(strip)}`);
    assertInView(await layout(page, parts), `Via Nebula ${size}, the next turn`);
    await boardStays('at the next turn');
    await shot('vn-latest');
    if (viewport.width < 900) {
      // The log, the details: one tap away.
      await page.click('[data-testid="panel-tab"][data-panel="log"]');
      assertInView(await layout(page, { log: '[data-testid="log"]', board: parts.board }), `Via Nebula ${size}, log`);
      await shot('vn-log');
      await page.click('[data-testid="panel-tab"][data-panel="info"]');
      assertInView(await layout(page, { details: '.table-info', contracts: '[data-testid="vn-display-card"]' }), `Via Nebula ${size}, details`);
      await shot('vn-info');
      await page.click('[data-testid="panel-tab"][data-panel="choices"]');
    }
    assert.deepEqual(errors, []);
  });

  test(`Nova Luna at ${size}: the wheel, the tableau, the choices and the latest moves on one screen`, { timeout: TEST_TIMEOUT * 2 }, async (t) => {
    const { server, page, errors, shot } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 5);
    await personToAct(page);
    const common = {
      status: '[data-testid="status"]',
      firstChoice: ACTION,
      latest: '[data-testid="latest"]',
    };
    if (viewport.width >= 900) common.log = '[data-testid="log-panel"]';
    const take = { ...common, wheel: '[data-testid="nl-wheel"]' };
    if (viewport.width >= 900) take.tableau = '[data-testid="nl-tableau-canvas"]';
    // Either seat may start: play until the person is to take a tile.
    for (let guard = 0; guard < 20; guard++) {
      if ((await page.getAttribute(GAME, 'data-stage')) === 'choose') break;
      await page.locator(`${ACTION} >> visible=true`).first().click();
      await personToAct(page);
    }
    assertInView(await layout(page, take), `Nova Luna ${size}, taking a tile`);
    await assertTitleInFull(page, `Nova Luna ${size}`);
    await choicesKeepTheBoardStill(page, '[data-testid="nl-wheel"]', `Nova Luna ${size}`);
    await shot('nl-take');
    await page.locator(`${ACTION}[data-kind="take"]`).first().click();
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.stage === 'place', GAME);
    const place = { ...common, tableau: '[data-testid="nl-tableau-canvas"]' };
    if (viewport.width >= 900) place.wheel = '[data-testid="nl-wheel"]';
    assertInView(await layout(page, place), `Nova Luna ${size}, placing it`);
    await shot('nl-place');
    assert.deepEqual(errors, []);
  });
}

// A laptop's short window late in a game, the choices listed in full: the list of choices
// scrolls, and the log keeps its room with its buttons (they were squeezed out of sight:
// "Play with friends" could not be reached).
test('Nova Luna at 1280x700, late in a game with long choices: the log and its buttons stay in reach', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await page.setViewportSize({ width: 1280, height: 700 });
  await openApp(page, server.url);
  await resumeSaved(page, 'nova-luna-late.json');
  await page.click('[data-testid="handover-confirm"]');
  await personToAct(page);
  const found = await layout(page, { log: '[data-testid="log"]', choices: '.table-choices', board: '[data-testid="nl-wheel"]' });
  assertInView(found, 'Nova Luna 1280x700, late');
  assert.ok(found.boxes.log.height >= 40, `some of the log shows: ${JSON.stringify(found.boxes.log)}`);
  for (const button of ['open-tutorial', 'devices']) {
    await page.locator(`[data-testid="${button}"]`).scrollIntoViewIfNeeded();
    const box = await page.locator(`[data-testid="${button}"]`).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 700 + 1, `${button} can be brought into view: ${JSON.stringify(box)}`);
  }
  await shot('nl-late-short');
  await page.click('[data-testid="devices"]');
  await page.locator('[data-testid="remote-panel"]').waitFor();
  assert.deepEqual(errors, []);
});

// ---- Every screen made for the hand (docs/table-screen.md "On a phone: the board is the
// screen"): both games in play, tutorial and replay at six sizes, the phones' and the tablet's
// with touch, in one browser (a page a size). Each screen: no sideways scroll; in portrait the
// board at least 90 % of the width (Nova Luna's wheel too on a phone), on a phone held
// sideways the actions beside it; every target at least 44 px; no scrolled box between the
// player and an action; every canvas drawn at its box's size. In play, within a turn (a hint,
// the tabs, a place's menu), the board's box does not move, in all three languages; the hint's
// text and a place's choices are wholly in view. (The tutorial's steps, each target in view,
// are tutorial.test.mjs's.) Screenshots: test-output/hand-*.png.
const HAND_SIZES = [
  ['360x740', { width: 360, height: 740 }, true],
  ['390x844', { width: 390, height: 844 }, true],
  ['430x932', { width: 430, height: 932 }, true],
  ['844x390', { width: 844, height: 390 }, true],
  ['768x1024', { width: 768, height: 1024 }, true],
  ['1280x800', { width: 1280, height: 800 }, false],
];
const SAVES = { 'via-nebula': 'via-nebula-board-menu.json', 'nova-luna': 'nova-luna-late.json' };
const IDS = { 'via-nebula': 'example-via-nebula-board-menu', 'nova-luna': 'example-nova-luna-late' };
const BOARD_OF = { 'via-nebula': '[data-testid="vn-board"]', 'nova-luna': '.nl-board' };
const CANVASES = '[data-testid="vn-board"], [data-testid="nl-wheel"], [data-testid="nl-tableau-canvas"]';

/** Waits until every canvas shown is drawn at its box's size (they redraw on every change of size). */
async function drawn(page) {
  await page.waitForFunction((sel) => [...document.querySelectorAll(sel)].filter((c) => c.getClientRects().length > 0)
    .every((c) => c.clientWidth > 0 && Math.abs(c.width - Math.round(c.clientWidth * Math.max(1, devicePixelRatio))) <= 1
      && Math.abs(c.height - Math.round(c.clientHeight * Math.max(1, devicePixelRatio))) <= 1), CANVASES);
}

async function checkScreen(page, game, what, portrait) {
  await drawn(page);
  const m = await page.evaluate(measure, { board: BOARD_OF[game], canvases: CANVASES, actionable: ACTIONABLE, onPurpose: SCROLLED_ON_PURPOSE });
  assert.ok(!m.sideways, `${what}: no sideways scroll`);
  assert.ok(m.board, `${what}: the board is shown`);
  if (portrait) assert.ok(m.board.width >= 0.9 * m.vw, `${what}: the board is ${m.board.width.toFixed(0)} px of ${m.vw}`);
  assert.deepEqual(m.small, [], `${what}: every target at least 44 px`);
  assert.deepEqual(m.scrolled, [], `${what}: no scrolled box between the player and an action`);
  assert.deepEqual(m.stretched, [], `${what}: every canvas drawn at its size`);
  return m.board;
}

async function boardBox(page, game) {
  await drawn(page);
  return page.evaluate((sel) => {
    const e = [...document.querySelectorAll(sel)].find((x) => x.getClientRects().length > 0);
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }, BOARD_OF[game]);
}

/** Opens a saved game's screen (`play` or `replay`) and passes its hand-over. */
async function openSaved(page, url, game, screen) {
  await page.goto(`${url}#/${screen}/${IDS[game]}`);
  const ready = screen === 'play' ? GAME : '[data-testid="replay"]';
  await page.locator(`${ready}, [data-testid="handover-confirm"]`).first().waitFor();
  if (await page.locator('[data-testid="handover-confirm"]').count()) await page.click('[data-testid="handover-confirm"]');
  await page.locator(screen === 'play' ? '[data-testid="hint"]' : '[data-testid="replay-next"]').first().waitFor();
}

/** A tap on the board at (x, y) of the canvas: a finger's on a touch screen, else a click. */
async function tapBoard(page, cdp, selector, x, y) {
  const box = await page.locator(selector).boundingBox();
  if (!cdp) return page.mouse.click(box.x + x, box.y + y);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + x, y: box.y + y, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Via Nebula in play: taps places until one opens its menu of several choices; a place with
 * one choice plays it, which is undone. Returns whether a menu was seen. */
async function placeMenu(page, cdp, what) {
  const kinds = await page.locator('[data-testid="vn-kind"]').evaluateAll((bs) => bs.map((b) => b.dataset.kind));
  for (const kind of ['transport', 'build', ...kinds]) {
    if (!kinds.includes(kind)) continue;
    await page.click(`[data-testid="vn-kind"][data-kind="${kind}"]`);
    await page.waitForSelector(`[data-testid="vn-kind"][data-kind="${kind}"][aria-pressed="true"]`);
    const places = ((await page.getAttribute(BOARD_OF['via-nebula'], 'data-targets')) ?? '').split(',').filter(Boolean)
      .map((s) => s.split(':').map(Number));
    const box = await page.locator(BOARD_OF['via-nebula']).boundingBox();
    for (const [, x, y] of places.filter(([, x, y]) => x > 8 && y > 8 && x < box.width - 8 && y < box.height - 8).slice(0, 4)) {
      const before = Number(await page.getAttribute(GAME, 'data-moves'));
      await tapBoard(page, cdp, BOARD_OF['via-nebula'], x, y);
      await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) !== n
        || !!document.querySelector('[data-testid="board-menu"]'), [GAME, before]);
      if (await page.locator('[data-testid="board-menu"]').count()) {
        const seen = await page.evaluate(inView, '[data-testid="board-menu"], [data-testid="board-choice"], [data-testid="board-narrow"], [data-testid="board-menu-close"]');
        assert.ok(seen.count >= 2, `${what}: the menu holds choices`);
        assert.deepEqual(seen.out, [], `${what}: a place's choices are wholly in view`);
        return true;
      }
      await page.click('[data-testid="undo"]');
      await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) === n, [GAME, before]);
    }
  }
  return false;
}

/** In play: what a turn brings (a hint, the other tabs, a place's menu) leaves the board where
 * it was; the hint's words are in view. */
async function turnKeepsTheBoard(page, cdp, game, what, { menu = true } = {}) {
  const at = await boardBox(page, game);
  const still = async (after) => assert.deepEqual(await boardBox(page, game), at, `${what}: the board stays put ${after}`);
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="hint"]').disabled);
  const hint = await page.evaluate(inView, '[data-testid="hint-text"]');
  assert.deepEqual(hint.out, [], `${what}: the hint's words are in view`);
  await still('with a hint shown');
  if (await page.locator('[data-testid="panel-tab"]').first().isVisible()) {
    for (const panel of ['info', 'log', 'choices']) {
      await page.click(`[data-testid="panel-tab"][data-panel="${panel}"]`);
      await page.waitForFunction((p) => document.querySelector('[data-testid="game-screen"]').dataset.panel === p, panel);
      await still(`with the ${panel} tab`);
    }
  }
  if (game === 'via-nebula' && menu) {
    assert.ok(await placeMenu(page, cdp, what), `${what}: a place's menu opened`);
    await still('with a place\'s menu open');
    await page.click('[data-testid="board-menu-close"]');
    await page.locator('[data-testid="board-menu"]').waitFor({ state: 'detached' });
    await still('once the menu is closed');
  }
}

test('every screen at every size: both games in play, tutorial and replay, made for the hand', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, context, page: first, errors } = await openSite(t, { listChoices: false });
  await openApp(first, server.url);
  for (const game of Object.keys(SAVES)) {
    await first.goto(`${server.url}#/`);
    await resumeSaved(first, SAVES[game]);
  }
  await first.close();
  const started = Date.now();
  for (const [size, viewport, touch] of HAND_SIZES) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const cdp = touch ? await context.newCDPSession(page) : null;
    if (cdp) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await openApp(page, server.url);
    const portrait = viewport.width < viewport.height;
    const shot = (name) => page.screenshot({ path: join(OUT, `hand-${name}-${size}.png`) });
    for (const game of Object.keys(SAVES)) {
      // In play.
      await openSaved(page, server.url, game, 'play');
      await checkScreen(page, game, `${game} play ${size}`, portrait);
      if (game === 'nova-luna' && portrait && viewport.width <= 430 && (await page.locator('[data-testid="nl-wheel"]').isVisible())) {
        const wheel = await page.locator('[data-testid="nl-wheel"]').boundingBox();
        assert.ok(wheel.width >= 0.9 * viewport.width, `${game} ${size}: the wheel is ${wheel.width} px`);
      }
      if (viewport.width > viewport.height && viewport.height < 500) {
        // A phone held sideways: the board beside the actions (the status, the hint, the tabs).
        const beside = await page.evaluate(([board, parts]) => {
          const shown = (sel) => [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0);
          const right = shown(board).getBoundingClientRect().right;
          return parts.map((sel) => [sel, shown(sel) ? Math.round(shown(sel).getBoundingClientRect().left - right) : null]);
        }, [BOARD_OF[game], ['[data-testid="status"]', '[data-testid="hint"]', '[data-testid="panel-tab"]']]);
        assert.ok(beside.every(([, gap]) => gap !== null && gap >= -1), `${game} ${size}: the actions beside the board (their left edge past the board's right, px): ${JSON.stringify(beside)}`);
      }
      await shot(`${game}-play`);
      await turnKeepsTheBoard(page, cdp, game, `${game} play ${size}`);
      await checkScreen(page, game, `${game} play ${size}, after the turn's taps`, portrait);
      await shot(`${game}-play-menu`);
      // The tutorial, at its first step (tutorial.test.mjs plays every step by taps).
      await page.goto(`${server.url}#/learn/${game}`);
      await page.locator('[data-testid="tutorial"]').waitFor();
      await page.click('[data-testid="tutorial-restart"]');
      await page.waitForFunction(() => document.querySelector('[data-testid="tutorial"]')?.dataset.step === '0');
      await checkScreen(page, game, `${game} tutorial ${size}`, portrait);
      const say = await page.evaluate(inView, '[data-testid="tutorial-say"], [data-testid="tutorial-next"]');
      assert.deepEqual(say.out, [], `${game} tutorial ${size}: the step's words and its button are in view`);
      await shot(`${game}-tutorial`);
      // The replay.
      await openSaved(page, server.url, game, 'replay');
      await page.click('[data-testid="replay-last"]');
      await checkScreen(page, game, `${game} replay ${size}`, portrait);
      await shot(`${game}-replay`);
    }
    await page.close();
  }
  // The board's box within a turn (a hint, the tabs, a place's menu) in French and Polish too,
  // on a phone and a desktop.
  for (const lang of ['fr', 'pl']) {
    for (const [size, viewport, touch] of [HAND_SIZES[1], HAND_SIZES[5]]) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const cdp = touch ? await context.newCDPSession(page) : null;
      if (cdp) await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await openApp(page, server.url);
      await page.selectOption('[data-testid="language"]', lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      for (const game of Object.keys(SAVES)) {
        await openSaved(page, server.url, game, 'play');
        await checkScreen(page, game, `${game} play ${size} ${lang}`, viewport.width < viewport.height);
        await turnKeepsTheBoard(page, cdp, game, `${game} play ${size} ${lang}`);
        await page.screenshot({ path: join(OUT, `hand-${game}-play-${size}-${lang}.png`) });
      }
      await page.close();
    }
  }
  t.diagnostic(`${HAND_SIZES.length} sizes, 6 screens each, and 8 in French and Polish, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(errors, []);
});
