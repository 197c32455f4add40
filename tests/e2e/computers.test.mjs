// docs/computer-players.md "Computer players", in headless Chromium with the release build:
// - a Via Nebula game, one person against two Hard computers, and a Nova Luna game, one person
//   against one Hard computer, played to the end screen (the test plays the person's moves by
//   the listed choices), with a reload while a computer thinks: the game resumes and finishes
//   with no error; the "thinking" indicator shows during the computers' turns;
// - the hint button ("suggest a move") highlights a legal move: its highlighted choice is one
//   of the enabled choices, and playing it is accepted;
// - an all-computer game with the pace "instant" (a setting, remembered) runs to its end, and
//   the pause stops it.
// The person's games use the pacing hook (`__moonvaleComputerPauseMs = 0`, helpers.mjs
// openSite); the all-computer game uses the pace setting alone. Screenshots of the hint and of the thinking indicator at
// 1280x800 and 390x844 go to test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, OUT, fillSeats, newViaNebula, newNovaLuna, playInPage, holdAnswers, pageSettled } from './helpers.mjs';
import { join } from 'node:path';
import { prng } from './nova-luna-play.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

async function moves(page) {
  return Number(await page.getAttribute(GAME, 'data-moves'));
}

/** What the screen shows now. */
async function phase(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="end"]')) return 'end';
    if (document.querySelector('[data-testid="action"]')) return 'action';
    if (document.querySelector('[data-testid="thinking"]')) return 'thinking';
    return 'wait';
  });
}

/** Reloads the page: the address names the game, so the reload resumes it directly. */
async function reloadAndResume(page) {
  const address = new URL(page.url()).hash;
  assert.match(address, /^#\/play\/\d+$/, 'the address names the game');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.locator(GAME).waitFor();
  assert.equal(new URL(page.url()).hash, address, 'the same game after the reload');
}

/** Screenshots of the screen (not the whole page) at both sizes, `what` scrolled into view. */
async function shots(page, game, name, what) {
  for (const [size, viewport] of [['1280x800', WIDE], ['390x844', NARROW]]) {
    await page.setViewportSize(viewport);
    // A computer may finish thinking meanwhile: the picture is then of the next moment.
    await page.locator(what).scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {});
    await page.screenshot({ path: join(OUT, `computers-${game}-${name}-${size}.png`) });
  }
  await page.setViewportSize(WIDE);
}

/**
 * Asks for a hint and checks it: the suggestion is said in words, and the choice it highlights
 * is one of the enabled listed choices; playing it is accepted. Returns the hint's words.
 */
async function checkHint(page, game) {
  const button = page.locator('[data-testid="hint"]');
  await button.focus();
  await page.keyboard.press('Enter'); // reachable and usable by keyboard
  const marked = page.locator(`${ACTION}[data-hint="true"]`);
  await marked.waitFor({ timeout: 30_000 });
  assert.equal(await marked.count(), 1, 'one choice is highlighted');
  assert.ok(await marked.isEnabled(), 'the highlighted choice is enabled');
  const all = await page.locator(ACTION).evaluateAll((bs) => bs.map((b) => b.outerHTML));
  assert.ok(all.includes(await marked.evaluate((b) => b.outerHTML)), 'it is one of the listed choices');
  const words = await page.locator('[data-testid="hint-text"]').innerText();
  assert.match(words, /^Suggested move: .+/);
  // The choice's label (its first line: a second line may say what it is worth).
  const label = (await marked.innerText()).split('\n')[0].trim();
  assert.ok(words.includes(label), `the hint names the move: ${words}`);
  await shots(page, game, 'hint', `${ACTION}[data-hint="true"]`);
  const before = await moves(page);
  await marked.click();
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, before]);
  return words;
}

/**
 * Plays the person's moves (a random listed choice) until the end screen. Once, while a computer
 * thinks, `onThinking` runs (screenshots, a reload). Returns the number of the person's moves.
 */
async function playToEnd(page, random, onThinking) {
  let mine = 0;
  let thought = false;
  // The computers' answers are held on the page's side (the app's test hook) until the
  // reload: the first computer to play is surely seen thinking, however fast it is.
  await holdAnswers(page);
  for (let guard = 0; guard < 5000; guard++) {
    const now = await phase(page);
    if (now === 'end') return mine;
    if (now === 'thinking' && !thought) {
      // `onThinking` says whether it caught the computer still thinking (it may have moved).
      thought = await onThinking();
      // The rest of the game from inside the page (helpers.mjs, `playInPage`), its choices
      // drawn from `random` all the same.
      if (thought) {
        const picks = Array.from({ length: 3000 }, () => random());
        return mine + (await playInPage(page, { picks, action: ACTION })).taken;
      }
      continue;
    }
    if (now !== 'action') {
      await page.locator('[data-testid="end"], [data-testid="action"]').first().waitFor({ timeout: 60_000 });
      continue;
    }
    const buttons = page.locator(ACTION);
    const n = await buttons.count();
    if (n === 0) continue;
    const before = await moves(page);
    await buttons.nth(Math.floor(random() * n)).click();
    await page.waitForFunction(([sel, m]) => Number(document.querySelector(sel)?.dataset.moves ?? m) !== m, [GAME, before]);
    mine += 1;
  }
  throw new Error('the game did not end');
}

test('Via Nebula: one person against two Hard computers, a hint, a reload while a computer thinks, to the end', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t);
  await page.setViewportSize(WIDE);
  await openApp(page, server.url);
  const started = Date.now();
  await newViaNebula(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }, { name: 'Di', level: 'hard' }], 11);
  await page.locator(ACTION).first().waitFor();
  assert.equal(await page.locator('[data-testid="pause"]').count(), 1, 'computers in the game: a pause');
  await checkHint(page, 'via-nebula');

  let reloadedAt = null;
  const mine = await playToEnd(page, prng(11), async () => {
    // Read in one go: the indicator and the screen's state at the same instant.
    const seen = await page.evaluate((sel) => ({
      thinking: document.querySelector('[data-testid="thinking"]')?.innerText ?? null,
      computerTurn: document.querySelector(sel)?.dataset.computerTurn,
      moves: Number(document.querySelector(sel)?.dataset.moves),
    }), GAME);
    if (seen.thinking === null) return false; // not thinking after all: catch the next one
    assert.match(seen.thinking, /(Cy|Di) is thinking…/);
    assert.equal(seen.computerTurn, 'true');
    reloadedAt = seen.moves;
    await shots(page, 'via-nebula', 'thinking', '[data-testid="thinking"]');
    await reloadAndResume(page);
    assert.ok((await moves(page)) >= reloadedAt, 'the game resumes where it was');
    return true;
  });
  assert.ok(reloadedAt !== null, 'a computer was seen thinking and the page reloaded then');
  const ending = await page.getAttribute('[data-testid="end-reason"]', 'data-ending');
  assert.match(ending, /^(fifth-building|no-one-can-act)$/);
  assert.equal(await page.locator('[data-testid="vn-score-row"]').count(), 3);
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'nobody thinks once the game is over');
  await page.locator('[data-testid="end"]').scrollIntoViewIfNeeded();
  await shot('end');
  // The end screen of a 3-player game is at most three screens tall at either size: the
  // ranking and the charts first, the table as it ended and the log folded under them.
  for (const viewport of [WIDE, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    const tall = await page.evaluate(() => document.scrollingElement.scrollHeight);
    assert.ok(tall <= 3 * viewport.height, `the end screen at ${viewport.width}x${viewport.height} is ${tall} px tall`);
    const order = await page.evaluate(() => {
      const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
      return [top('[data-testid="vn-score-row"]'), top('[data-testid="score-chart"]'), top('[data-testid="end-table"]')];
    });
    assert.ok(order[0] < order[1] && order[1] < order[2], `ranking, charts, then the folded table: ${order}`);
    // Only the score table may scroll sideways, in its own region: the sentences, charts and
    // buttons keep the panel's width (on a phone the whole panel once scrolled, cutting them).
    const widths = await page.evaluate(() => {
      const end = document.querySelector('[data-testid="end"]');
      const right = end.getBoundingClientRect().right;
      const past = [...end.querySelectorAll('p, button, [data-testid="score-chart"]')]
        .filter((e) => e.getBoundingClientRect().right > right + 1).map((e) => e.textContent.slice(0, 30));
      return { scroll: end.scrollWidth, client: end.clientWidth, past };
    });
    assert.ok(widths.scroll <= widths.client + 1, `the end panel scrolls sideways: ${JSON.stringify(widths)}`);
    assert.deepEqual(widths.past, [], `inside the end panel's width at ${viewport.width}`);
    t.diagnostic(`end screen at ${viewport.width}x${viewport.height}: ${tall} px tall`);
  }
  await page.setViewportSize(WIDE);
  assert.equal(await page.locator('[data-testid="vn-board"]').isVisible(), false, 'the board is folded');
  await page.locator('[data-testid="end-table"] > summary').click();
  await page.locator('[data-testid="vn-board"]').waitFor();
  assert.ok(await page.locator('[data-testid="log"]').isVisible(), 'unfolded: the board and the log');
  await page.locator('[data-testid="end-table"] > summary').click();
  t.diagnostic(`Via Nebula, 3 players (2 Hard): ${await moves(page)} moves (${mine} by the person), reload at move ${reloadedAt}, ${ending}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Nova Luna: one person against one Hard computer, a hint, a reload while it thinks, to the end', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  await page.setViewportSize(WIDE);
  await openApp(page, server.url);
  const started = Date.now();
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'hard' }], 5);
  await page.locator(`${ACTION}, [data-testid="thinking"]`).first().waitFor();
  let reloadedAt = null;
  const mine = await playToEnd(page, prng(5), async () => {
    reloadedAt = await moves(page);
    await shots(page, 'nova-luna', 'thinking', '[data-testid="thinking"]');
    await reloadAndResume(page);
    return true;
  });
  assert.ok(reloadedAt !== null, 'a computer was seen thinking and the page reloaded then');
  assert.match(await page.getAttribute('[data-testid="end-reason"]', 'data-ending'), /^(last-disc|no-tiles-left)$/);
  assert.equal(await page.locator('[data-testid="nl-standing"]').count(), 2);
  t.diagnostic(`Nova Luna, 2 players (1 Hard): ${await moves(page)} moves (${mine} by the person), reload at move ${reloadedAt}, ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Play again: the hint on the person's first turn highlights a legal move.
  await page.click('[data-testid="play-again"]');
  await page.locator(`${GAME}:not([data-stage="over"])`).waitFor();
  await page.locator(ACTION).first().waitFor({ timeout: 30_000 });
  await checkHint(page, 'nova-luna');
  assert.deepEqual(errors, [], 'no error in the page');
});

test('All computers: the pace "instant" plays a game to its end, is remembered, and the pause stops the computers', { timeout: TEST_TIMEOUT }, async (t) => {
  // The pace setting's own pause, not the test hook's: the test is about the setting.
  const { server, page, errors, shot } = await openSite(t, { pauseMs: null });
  await page.setViewportSize(WIDE);
  await openApp(page, server.url);
  const started = Date.now();
  await newNovaLuna(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }], 3);
  // No person: no hand-over, no hint, a pause and a pace.
  assert.equal(await page.locator('[data-testid="handover"]').count(), 0);
  assert.equal(await page.locator('[data-testid="hint"]').count(), 0);
  assert.equal(await page.inputValue('[data-testid="pace"]'), 'normal', 'the default pace');
  await page.selectOption('[data-testid="pace"]', 'instant');
  await page.locator('[data-testid="end"]').waitFor({ timeout: 90_000 });
  assert.match(await page.getAttribute('[data-testid="end-reason"]', 'data-ending'), /^(last-disc|no-tiles-left)$/);
  const first = await moves(page);
  t.diagnostic(`all-computer Nova Luna (2 Easy) at "instant": ${first} moves in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('moonvale.settings')));
  assert.equal(settings.pace, 'instant', 'the pace is remembered in the settings');

  // Play again: the pace is still "instant"; the pause stops the computers, resume goes on.
  await page.click('[data-testid="play-again"]');
  await page.locator(`${GAME}:not([data-stage="over"])`).waitFor();
  assert.equal(await page.inputValue('[data-testid="pace"]'), 'instant');
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.moves) >= 3, GAME);
  const pause = page.locator('[data-testid="pause"]');
  await pause.click();
  assert.equal(await pause.getAttribute('aria-pressed'), 'true');
  await page.locator('[data-testid="paused"]').waitFor();
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'no one thinks while paused');
  const held = await moves(page);
  // Paused, no computer is asked (nobody thinks): once the page has run what it had queued,
  // no move came.
  await pageSettled(page);
  assert.equal(await moves(page), held, 'no computer moves while paused');
  assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'nor is asked to');
  await shot('paused');
  await pause.click();
  assert.equal(await pause.getAttribute('aria-pressed'), 'false');
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n, [GAME, held]);
  await page.locator('[data-testid="end"]').waitFor({ timeout: 90_000 });
  t.diagnostic(`second game: paused at move ${held}, ended at move ${await moves(page)}`);
  assert.deepEqual(errors, [], 'no error in the page');
});
