// What the table says points at the picture and agrees with the game (what a player found):
// a hint gives its reason, Nova Luna names a cell by the tiles beside it (in the choices and
// in the log) rather than grid numbers nothing on the board shows, and the replay and the
// tutorial name who is to play instead of "A computer seat is playing". The words
// themselves are checked over whole games by tests/web/via_nebula.rs and tests/web/nova_luna.rs;
// this is the release build as a player sees it. Pictures in test-output/words-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula, newNovaLuna, playInPage } from './helpers.mjs';

const ACTION = '[data-testid="action"]';
const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];

async function askHint(page) {
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"].found').waitFor({ timeout: 30_000 });
  return page.locator('[data-testid="hint-text"]').innerText();
}

test('Via Nebula: the tutorial and the replay say who is to play; a hint says why', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  // The tutorial's first step, as the person reads it before playing.
  await page.goto(server.url + '#/learn/via-nebula');
  await page.locator('[data-testid="tutorial"]').waitFor();
  await page.click('[data-testid="tutorial-restart"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="tutorial"]')?.getAttribute('data-step') === '0');
  const tutorial = await page.locator('[data-testid="tutorial"]').innerText();
  assert.ok(!tutorial.includes('A computer seat'), tutorial);

  // A finished all-computer game, replayed from its first move.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url + '#/');
  await newViaNebula(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }], 6);
  await page.selectOption('[data-testid="pace"]', 'instant');
  await page.locator('[data-testid="end"]').waitFor({ timeout: 180_000 });
  await page.click('[data-testid="end-replay"]');
  await page.locator('[data-testid="replay"]').waitFor();
  const waiting = page.locator('[data-testid="replay"] [data-testid="vn-waiting"]');
  const said = await waiting.innerText();
  assert.match(said, /^(Cy|Di) \(computer\) is to play\.$/, `the replay names who is to play: ${said}`);
  const replay = await page.locator('[data-testid="replay"]').innerText();
  assert.ok(!replay.includes('A computer seat'), replay);
  await shot('words-via-nebula-replay-1280x800');

  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(server.url + '#/');
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Bob', level: 'easy' }], 5);
    const words = await askHint(page);
    // The first action of a game is a basic one: a craftsman, a site or an exploration.
    assert.match(words, /^Suggested move: .+\. Why: .+\.$/, words);
    await shot(`words-via-nebula-hint-${size}`);
  }
  assert.deepEqual(errors, []);
});

test('Nova Luna: a hint says why; cells are named by the tiles beside them', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(server.url + '#/');
    await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bob', level: 'easy' }], 5);
    const hint = await askHint(page);
    assert.match(hint, /^Suggested move: Take .+\. Why: costs \d+ spaces? of time\.$/, hint);
    // Three placements: the first tile, then tiles beside it.
    for (let placed = 0; placed < 3; placed++) {
      await page.locator(`${ACTION}[data-action*='"take"']`).first().click();
      await page.locator(`${ACTION}[data-action*='"place"']`).first().waitFor();
      const places = await page.locator(`${ACTION}[data-action*='"place"']`).allInnerTexts();
      for (const label of places) {
        assert.ok(!/column|row/.test(label), label);
        assert.match(label, /^Place it (as the first tile of the tableau|(right|left) of the |below the |above the )/, label);
      }
      if (placed === 1 && size === '1280x800') await shot('words-nova-luna-place-1280x800');
      const moves = Number(await page.getAttribute('[data-testid="game-screen"]', 'data-moves'));
      await page.locator(`${ACTION}[data-action*='"place"']`).last().click();
      // Bob (the computer) plays; then it is Ada's turn again, or hers still (the moon track).
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]').dataset.moves) > n, moves);
      await page.locator(`${ACTION}[data-action*='"take"']`).first().waitFor({ timeout: 30_000 });
    }
    const log = await page.locator('[data-testid="log"]').innerText();
    assert.ok(!/column|row/.test(log), log);
    assert.match(log, /Ada places the .+ (right|left) of the |Ada places the .+ (below|above) the /, log);
    if (size === '390x844') await shot('words-nova-luna-log-390x844');
  }
  assert.deepEqual(errors, []);
});

test('Nova Luna: the replay words each placement from the tableau as it stood then', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newNovaLuna(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }], 7);
  await page.selectOption('[data-testid="pace"]', 'instant');
  await page.locator('[data-testid="end"]').waitFor({ timeout: 180_000 });
  await page.click('[data-testid="end-replay"]');
  await page.locator('[data-testid="replay"]').waitFor();
  const lines = await page.locator('[data-testid="replay-log-line"]').allInnerTexts();
  // Each seat's first placement starts its tableau: nothing was beside it then.
  for (const name of ['Cy', 'Di']) {
    const first = lines.find((line) => line.includes(`${name} places the `));
    assert.match(first, /as the first tile of the tableau/, `${name}'s first placement, as the replay words it: ${first}`);
  }
  await shot('words-nova-luna-replay-log-1280x800');
  assert.deepEqual(errors, []);
});

test('Nova Luna solo: its own words, its charts tile by tile, its result; an assisted game says why it is kept apart', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  // One solo game, its words and its end looked at in both sizes (a game played once: what it
  // says does not depend on the size it was played at).
  await newNovaLuna(page, [{ name: 'Solo' }], 9);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    const worth = await page.locator(`${ACTION}[data-action*='"take"'] [data-testid="worth"]`).first().innerText();
    assert.match(worth, /^adds \d+ to your score$/, worth);
    await shot(`words-nova-luna-solo-choices-${size}`);
  }
  await playInPage(page);
  const solo = page.locator('[data-testid="end"]');
  await solo.waitFor();
  const races = await solo.locator('[data-testid="race-chart"]').evaluateAll((charts) => charts.map((c) => c.dataset.race));
  assert.deepEqual(races, ['solo-score', 'solo-discs']);
  const heading = await solo.locator('[data-race="solo-discs"] [data-testid="race-chart-table"] thead th').first().textContent();
  assert.equal(heading, 'Tiles placed');
  assert.equal(await solo.locator('[data-testid="end-counted"]').getAttribute('data-standing'), 'solo');
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await solo.locator('[data-race="solo-score"]').scrollIntoViewIfNeeded();
    await shot(`words-nova-luna-solo-end-${size}`);
  }
  await page.goto(server.url + '#/');
  const result = await page.locator('[data-testid="saved-game"][data-finished="true"]').first().innerText();
  assert.match(result, /Finished: solo, \d+ points \(lower is better\)\./, result);
  assert.ok(!/won/.test(result), result);

  // Against a computer, with a suggested move: the end says the game is kept as assisted and
  // why, and the statistics explain their columns.
  await page.goto(server.url + '#/');
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bob', level: 'easy' }], 4);
  await page.click('[data-testid="hint"]');
  await page.locator('[data-testid="hint-text"].found').waitFor({ timeout: 30_000 });
  await playInPage(page);
  const end = page.locator('[data-testid="end"]');
  await end.waitFor();
  const counted = end.locator('[data-testid="end-counted"]');
  assert.equal(await counted.getAttribute('data-standing'), 'assisted');
  assert.match(await counted.innerText(), /You had help .*kept as assisted.*not in the wins, the scores nor your rating/);
  await counted.scrollIntoViewIfNeeded();
  await shot('words-end-assisted-390x844');
  await page.goto(server.url + '#/stats');
  const about = page.locator('[data-testid="stats-about"]');
  await about.waitFor();
  assert.match(await about.innerText(), /counted apart, in “Played with help”/);
  await shot('words-stats-columns-390x844');
  assert.deepEqual(errors, []);
});
