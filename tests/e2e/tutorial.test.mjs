// The tutorials (docs/tutorials.md "Learning to play: the tutorials"): each game's tutorial played
// to its end in each language, on a phone-sized screen or a desktop (each game at both), by
// choosing the move each step marks; a wrong choice gets the step's explanation and changes
// nothing; leaving keeps the place, a reload resumes it; the first visit to a game's new-game
// screen offers its tutorial, once. Screenshots in test-output/tutorial-*.png. The scripts
// themselves are proved against the engine natively (tests/tutorial_*.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newNovaLuna, TEST_TIMEOUT, axeViolations, goBackFrom } from './helpers.mjs';

const TUTORIAL = '[data-testid="tutorial"]';
const SIZES = [['390x844', { width: 390, height: 844 }], ['1280x800', { width: 1280, height: 800 }]];
const GAMES = ['via-nebula', 'nova-luna'];

const step = async (page) => Number(await page.getAttribute(TUTORIAL, 'data-step'));

/** The step's marked move: the listed choice if its list is open, else what opens it. */
async function markedChoice(page) {
  const action = page.locator('[data-testid="action"][data-hint="true"]');
  if (await action.count()) return action.first();
  return page.locator('[data-hint="true"]').first();
}

/** Does what the current step asks (reads on, or plays its move); waits for the next step. */
async function doStep(page) {
  const at = await step(page);
  if (await page.getAttribute(TUTORIAL, 'data-wants') === 'true') {
    // A list of choices may first need its kind opened: up to two taps.
    for (let i = 0; i < 3 && (await step(page)) === at; i++) {
      const choice = await markedChoice(page);
      await choice.scrollIntoViewIfNeeded();
      if (process.env.DEBUG_TUTORIAL) console.log("click", at, await choice.evaluate((e) => e.outerHTML.slice(0, 160)));
      await choice.evaluate((e) => { e.__tapped = true; });
      await choice.click();
      // The tap took the step on, or opened what the next tap chooses from.
      await page.waitForFunction(([sel, at]) => {
        if (document.querySelector(sel)?.getAttribute('data-step') !== String(at)) return true;
        const marked = document.querySelector('[data-testid="action"][data-hint="true"]') ?? document.querySelector('[data-hint="true"]');
        return !!marked && !marked.__tapped;
      }, [TUTORIAL, at]);
    }
  } else {
    await page.click('[data-testid="tutorial-next"]');
  }
  await page.waitForFunction(([sel, at]) => document.querySelector(sel)?.getAttribute('data-step') !== String(at), [TUTORIAL, at]);
}


// Each game in each language once, the sizes alternating: each game and each language is
// played at both sizes (the scripts are the same at every size; what a size changes is the
// layout, which every play checks).
const PLAYS = {
  en: [['via-nebula', SIZES[0]], ['nova-luna', SIZES[1]]],
  fr: [['via-nebula', SIZES[1]], ['nova-luna', SIZES[0]]],
  pl: [['via-nebula', SIZES[0]], ['nova-luna', SIZES[1]]],
};

test('each tutorial is played to its end in English, French and Polish, on a phone and a desktop', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  const firstWords = {};
  for (const lang of ['en', 'fr', 'pl']) {
    await page.goto(server.url + '#/');
    await page.selectOption('[data-testid="language"]', lang);
    for (const [game, [size, viewport]] of PLAYS[lang]) {
      await page.setViewportSize(viewport);
      await page.goto(server.url + `#/learn/${game}`);
      await page.locator(TUTORIAL).waitFor();
      await page.click('[data-testid="tutorial-restart"]');
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-step') === '0', TUTORIAL);
      const total = Number(await page.getAttribute(TUTORIAL, 'data-steps'));
      assert.ok(total >= 12 && total <= 22, `${game}: ${total} steps, about five minutes`);
      firstWords[`${game}-${lang}`] = await page.locator('[data-testid="tutorial-say"]').innerText();
      const topics = new Set();
      while ((await page.getAttribute(TUTORIAL, 'data-done')) !== 'true') {
        const at = await step(page);
        (await page.getAttribute(TUTORIAL, 'data-topics')).split(' ').filter(Boolean).forEach((x) => topics.add(x));
        assert.match(await page.innerText('[data-testid="status"]'), new RegExp(`${at + 1}\\D+${total}`));
        assert.ok((await page.locator('[data-testid="tutorial-say"]').innerText()).length > 20);
        if (at === 3) {
          // No sideways scrolling, and the step's card is in view.
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1));
          const card = await page.locator('[data-testid="tutorial-card"]').boundingBox();
          assert.ok(card && card.y >= 0 && card.y < viewport.height, 'the card is in view');
          await shot(`tutorial-${game}-${lang}-${size}-step4`);
        }
        await doStep(page);
      }
      const expected = game === 'via-nebula'
        ? ['craftsman', 'building-site', 'fog', 'forest', 'transport', 'build', 'power', 'surplus-storage', 'explorers', 'end-scoring']
        : ['take-tile', 'track', 'next-player', 'place-adjacent', 'task-chain', 'refill', 'end'];
      assert.deepEqual(expected.filter((x) => !topics.has(x)), [], `${game}: every topic shown`);
      await shot(`tutorial-${game}-${lang}-${size}-done`);
      await page.click('[data-testid="tutorial-play"]');
      await page.locator(`[data-testid="new-game-${game}"]`).waitFor();
    }
  }
  for (const game of GAMES) {
    const words = ['en', 'fr', 'pl'].map((l) => firstWords[`${game}-${l}`]);
    assert.equal(new Set(words).size, 3, `${game}: three languages, three texts`);
  }
  assert.deepEqual(errors, []);
});

test('a wrong choice is explained, leaving keeps the place, a reload resumes, the offer comes once', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, server.url);
  // The first visit to Via Nebula's new-game screen offers the tutorial.
  await page.click('[data-testid="new-via-nebula"]');
  await page.locator('[data-testid="tutorial-offer"]').waitFor();
  await shot('tutorial-offer');
  await page.click('[data-testid="tutorial-offer-start"]');
  await page.locator(TUTORIAL).waitFor();
  assert.equal(await step(page), 0);
  assert.deepEqual(await axeViolations(page), [], 'axe on a step to read');
  while ((await page.getAttribute(TUTORIAL, 'data-wants')) !== 'true') await doStep(page);
  // A wants-step: open the marked move's list, then choose another move of it.
  const at = await step(page);
  const opener = await markedChoice(page);
  if ((await opener.getAttribute('data-testid')) !== 'action') await opener.click();
  const wrong = page.locator('[data-testid="action"]:not([data-hint="true"]):not([disabled])').first();
  await wrong.click();
  const why = page.locator('[data-testid="tutorial-other"]');
  await why.waitFor();
  assert.ok((await why.innerText()).length > 20, 'the step says why it wants something else');
  assert.equal(await step(page), at, 'a wrong choice changes nothing');
  assert.deepEqual(await axeViolations(page), [], 'axe on a step with its explanation');
  await shot('tutorial-wrong-choice');
  await doStep(page);
  await doStep(page);
  const left = await step(page);
  // Leave, come back from the home screen: the same step.
  await page.click('[data-testid="go-home"]');
  await page.locator('[data-testid="home"]').waitFor();
  await page.click('[data-testid="learn-via-nebula"]');
  await page.locator(TUTORIAL).waitFor();
  assert.equal(await step(page), left, 'leaving keeps the place');
  // A reload resumes it too.
  await page.reload();
  await page.locator(TUTORIAL).waitFor();
  assert.equal(await step(page), left, 'a reload resumes');
  await shot('tutorial-resumed');
  // The offer is made once: not on the next visit of the new-game screen.
  await page.goto(server.url + '#/new/via-nebula');
  await page.locator('[data-testid="new-game-via-nebula"]').waitFor();
  assert.equal(await page.locator('[data-testid="tutorial-offer"]').count(), 0);
  // "Not now" for Nova Luna: gone, and still gone after a reload.
  await page.goto(server.url + '#/new/nova-luna');
  await page.click('[data-testid="tutorial-offer-later"]');
  assert.equal(await page.locator('[data-testid="tutorial-offer"]').count(), 0);
  await page.reload();
  await page.locator('[data-testid="new-game-nova-luna"]').waitFor();
  assert.equal(await page.locator('[data-testid="tutorial-offer"]').count(), 0);
  // In a game, the rules at hand lead to the tutorial too.
  await page.goto(server.url + '#/');
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bo' }], 5);
  const handover = page.locator('[data-testid="handover-confirm"]');
  if (await handover.count()) await handover.click();
  await page.locator('[data-testid="panel-tab"][data-panel="log"]').click();
  await page.click('[data-testid="open-tutorial"]');
  await page.locator(TUTORIAL).waitFor();
  assert.equal(await page.getAttribute(TUTORIAL, 'data-kind'), 'nova-luna');
  // Each rule the tutorial shows links to its moment: the refill rule opens the refill step.
  await goBackFrom(page, /#\/learn\//);
  await page.locator('[data-testid="game-screen"]').waitFor();
  if (await handover.count()) await handover.click();
  await page.locator('[data-testid="panel-tab"][data-panel="log"]').click();
  await page.click('[data-testid="nl-rules"] > summary');
  await page.locator('[data-testid="nl-rules"] [data-testid="nl-ruling"]').first().waitFor();
  const links = page.locator('[data-testid="nl-rules"] [data-testid="see-in-tutorial"]');
  assert.ok((await links.count()) >= 7, 'the turn summary and the rulings link to the tutorial');
  await shot('tutorial-rules-links');
  await page.locator('[data-testid="nl-rules"] li', { hasText: /refill/i }).first().locator('[data-testid="see-in-tutorial"]').click();
  await page.locator(TUTORIAL).waitFor();
  assert.match(await page.getAttribute(TUTORIAL, 'data-topics'), /\brefill\b/);
  assert.deepEqual(errors, []);
});

/** In the page: what a tap toward a move changes (the step, a place's menu, the places chosen,
 * the kind pressed, the part of Nova Luna's board shown). */
function signature(before) {
  const q = (s) => document.querySelector(s);
  const now = [q('[data-testid="tutorial"]')?.dataset.step, !!q('[data-testid="board-menu"]'), q('[data-testid="vn-board"]')?.dataset.chosen,
    q('[data-testid="vn-kind"][aria-pressed="true"]')?.dataset.kind, q('.nl-board')?.dataset.part].join('|');
  return before === undefined ? now : now !== before;
}

/** A point of a canvas (its CSS px) in the viewport: its place on the page. */
async function canvasPoint(page, selector, x, y, what) {
  const box = await page.locator(selector).boundingBox();
  const vp = page.viewportSize();
  const at = { x: box.x + x, y: box.y + y };
  assert.ok(x >= 0 && y >= 0 && x <= box.width && y <= box.height && at.x >= 0 && at.y >= 0 && at.x <= vp.width && at.y <= vp.height,
    `${what}: the place to tap (${x.toFixed(0)}, ${y.toFixed(0)}) is on the board ${JSON.stringify(box)}, in view without panning`);
  return at;
}

/** Taps a button a finger can see: in view, at least 44 px. */
async function tapButton(page, cdp, locator, what) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize();
  assert.ok(box && box.y >= 0 && box.y + box.height <= vp.height + 1 && box.x >= 0 && box.x + box.width <= vp.width + 1,
    `${what}: the button is in view: ${JSON.stringify(box)}`);
  assert.ok(Math.min(box.width, box.height) >= 43.5, `${what}: the button is 44 px or more: ${JSON.stringify(box)}`);
  await tap(cdp, box.x + box.width / 2, box.y + box.height / 2);
}

async function tap(cdp, x, y) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One tap toward the step's move, as a finger finds it: the marked kind, the marked place on
 * the board, the marked choice in a place's menu, or the marked button. */
async function tapTowardMove(page, cdp, game, what) {
  const marked = async (sel) => {
    const l = page.locator(`${sel}[data-hint="true"]`);
    return (await l.count()) && (await l.first().isVisible()) ? l.first() : null;
  };
  if (game === 'via-nebula') {
    const choice = await marked('[data-testid="board-choice"]');
    if (choice) return tapButton(page, cdp, choice, `${what}, the menu's choice`);
    const single = (await marked('.vn-single')) ?? (await marked('.vn-actions [data-testid="action"]'));
    if (single) return tapButton(page, cdp, single, `${what}, the marked button`);
    const kind = page.locator('[data-testid="vn-kind"][data-hint="true"][aria-pressed="false"]');
    if (await kind.count()) return tapButton(page, cdp, kind.first(), `${what}, the marked kind`);
    const board = '[data-testid="vn-board"]';
    const hexes = ((await page.getAttribute(board, 'data-hint')) ?? '').split(',').filter(Boolean).map((s) => s.split(':').map(Number));
    assert.ok(hexes.length > 0, `${what}: the step's move is marked on the board`);
    // The places already chosen are the first ones of the move.
    const chosen = Number(await page.locator(board).evaluate((c) => c.dataset.chosen ?? 0));
    const [, x, y] = hexes[Math.min(chosen, hexes.length - 1)];
    const at = await canvasPoint(page, board, x, y, what);
    return tap(cdp, at.x, at.y);
  }
  const action = page.locator('[data-testid="action"][data-hint="true"]').first();
  const json = JSON.parse(await action.getAttribute('data-action'));
  if (json.type === 'take') {
    const wheel = '[data-testid="nl-wheel"]';
    if (!(await page.locator(wheel).isVisible())) return tapButton(page, cdp, page.locator('[data-testid="nl-show-wheel"]'), `${what}, the wheel's tab`);
    const spot = (await page.getAttribute(wheel, 'data-targets')).split(',').map((s) => s.split(':')).find(([k]) => Number(k) === json.space);
    assert.ok(spot, `${what}: the tile ${json.space} is marked on the wheel`);
    const at = await canvasPoint(page, wheel, Number(spot[1]), Number(spot[2]), what);
    return tap(cdp, at.x, at.y);
  }
  if (json.type === 'place') {
    const tableau = '[data-testid="nl-tableau-canvas"]';
    assert.ok(await page.locator(tableau).isVisible(), `${what}: the tableau to place on is shown`);
    const spot = (await page.getAttribute(tableau, 'data-targets')).split(',').map((s) => s.split(':')).find(([k]) => k === `${json.x}/${json.y}`);
    assert.ok(spot, `${what}: the cell ${json.x}/${json.y} is marked on the tableau shown`);
    const at = await canvasPoint(page, tableau, Number(spot[1]), Number(spot[2]), what);
    return tap(cdp, at.x, at.y);
  }
  return tapButton(page, cdp, action, `${what}, the marked button`);
}

test('each tutorial is played by taps alone on a phone, the step\'s target in view without panning', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, context, page, errors } = await openSite(t, { listChoices: false });
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await openApp(page, server.url);
  for (const game of GAMES) {
    await page.goto(server.url + `#/learn/${game}`);
    await page.locator(TUTORIAL).waitFor();
    await page.click('[data-testid="tutorial-restart"]');
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-step') === '0', TUTORIAL);
    let taps = 0;
    while ((await page.getAttribute(TUTORIAL, 'data-done')) !== 'true') {
      const at = await step(page);
      const what = `${game} step ${at + 1}`;
      if (await page.getAttribute(TUTORIAL, 'data-wants') === 'true') {
        for (let i = 0; i < 5 && (await step(page)) === at; i++) {
          const before = await page.evaluate(signature, undefined);
          await tapTowardMove(page, cdp, game, what);
          taps += 1;
          // The tap took the step on, or changed what the next one chooses from.
          await page.waitForFunction(signature, before);
          assert.equal(await page.locator('[data-testid="tutorial-other"]').count(), 0, `${what}: the tap was the step's move`);
        }
      } else {
        await tapButton(page, cdp, page.locator('[data-testid="tutorial-next"]'), what);
        taps += 1;
      }
      await page.waitForFunction(([sel, at]) => document.querySelector(sel)?.getAttribute('data-step') !== String(at), [TUTORIAL, at]);
    }
    t.diagnostic(`${game}: played to its end in ${taps} taps`);
  }
  assert.deepEqual(errors, []);
});
