// docs/testing.md "What the end-to-end tests check": Via Nebula played through the UI in headless
// Chromium.
// - a 2-player hotseat game to the score screen, moves chosen by the listed-action buttons
//   (always the first one listed), with a reload in the middle that resumes it exactly
//   (same moves, same undo limit) and a hex clicked on the canvas;
// - a 4-player game with three computer seats, to the end;
// - the end of a game by a fifth building (ruling 14): a save made natively a turn before it
//   (tests/fixtures/saves/via-nebula-near-end.json, from crates/table/tests/table/storage_game_saves.rs) is
//   imported, the fifth building erected through the UI, the final-round banner shown, the other
//   player's last turn played, and the end screen checked.
// Screenshots go to test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, waitReady, storedGames, waitForStored, resumeSaved, playInPage, goBackFrom } from './helpers.mjs';

const GAME_TIMEOUT = 600_000;

/** Fills the new-game form: `seats` is a list of { name, kind: 'human' | 'computer' }. */
async function newGame(page, seats, seed) {
  await page.click('[data-testid="new-via-nebula"]');
  await page.locator('[data-testid="new-game-via-nebula"]').waitFor();
  await page.selectOption('[data-testid="vn-player-count"]', String(seats.length));
  const rows = page.locator('[data-testid="seat"]');
  assert.equal(await rows.count(), seats.length);
  for (let i = 0; i < seats.length; i++) {
    await rows.nth(i).locator('[data-testid="seat-name"]').fill(seats[i].name);
    await rows.nth(i).locator('[data-testid="seat-kind"]').selectOption(seats[i].kind);
  }
  await page.fill('[data-testid="vn-seed"]', String(seed));
  await page.click('[data-testid="vn-start"]');
}

/** What the game screen shows now. */
async function phase(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid="end"]')) return 'end';
    if (document.querySelector('[data-testid="handover-confirm"]')) return 'handover';
    if (document.querySelector('[data-testid="action"]')) return 'action';
    return 'wait';
  });
}

async function moves(page) {
  return Number(await page.getAttribute('[data-moves]', 'data-moves'));
}

/** Takes one step of play: confirm a hand-over, or click the first listed action. */
async function step(page) {
  const now = await phase(page);
  if (now === 'handover') {
    await page.click('[data-testid="handover-confirm"]');
    await page.locator('[data-testid="game-screen"]').waitFor();
    return now;
  }
  if (now === 'action') {
    const before = await moves(page);
    await page.locator('[data-testid="action"]').first().click();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-moves]')?.getAttribute('data-moves') ?? n) !== n,
      before,
    );
    return now;
  }
  if (now === 'wait') await page.locator('[data-testid="end"], [data-testid="handover-confirm"], [data-testid="action"]').first().waitFor({ timeout: 60_000 });
  return now;
}

test('Via Nebula: a 2-player hotseat game through the UI, resumed after a reload, to the score screen', { timeout: GAME_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await newGame(page, [{ name: 'Ada', kind: 'human' }, { name: 'Bob', kind: 'human' }], 7);

  // The first player confirms before seeing their private contracts.
  await page.locator('[data-testid="handover"]').waitFor();
  assert.equal(await page.locator('[data-testid="vn-hand"]').count(), 0, 'private contracts hidden on the hand-over screen');
  await shot('handover');
  await page.click('[data-testid="handover-confirm"]');
  await page.locator('[data-testid="vn-board"]').waitFor();
  await page.waitForFunction(() => performance.getEntriesByName('vn-board-drawn').length > 0);
  assert.ok(await page.locator('[data-testid="vn-hand"]').count() === 1, 'the player to act sees their own contracts');
  assert.equal(await page.locator('[data-testid="vn-display-card"]').count(), 4, 'four face-up contracts');
  await shot('board');

  // A move made on the board: choose "place a craftsman", click a highlighted hex.
  await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
  const targets = (await page.getAttribute('[data-testid="vn-board"]', 'data-targets')).split(',').filter(Boolean);
  assert.ok(targets.length > 0, 'the legal targets are highlighted');
  const [, x, y] = targets[0].split(':').map(Number);
  await page.locator('[data-testid="vn-board"]').scrollIntoViewIfNeeded();
  const box = await page.locator('[data-testid="vn-board"]').boundingBox();
  await page.mouse.move(box.x + x, box.y + y);
  await page.locator('[data-testid="vn-tooltip"]').waitFor();
  assert.match(await page.locator('[data-testid="vn-tooltip"]').innerText(), /token/i, 'the tooltip describes the hex');
  // A tap on a place offers what can be done there, whatever kind is chosen: with building
  // sites chosen, a tap on that meadow places the craftsman there (it used to refuse with
  // "Building sites go on ruins only").
  await page.click('[data-testid="vn-kind"][data-kind="site"]');
  await page.mouse.click(box.x + x, box.y + y);
  await page.waitForFunction(() => document.querySelector('[data-testid="game-screen"]').getAttribute('data-moves') === '1');
  assert.equal(await page.locator('[data-testid="error"]').count(), 0, 'no refusal');
  assert.match(await page.locator('[data-testid="log"]').innerText(), /(Ada|Bob) puts a craftsman/);
  await shot('craftsman-placed');

  // Undo of one's own action in the turn, then play it again.
  assert.equal(await page.locator('[data-testid="undo"]').isEnabled(), true);
  await page.click('[data-testid="undo"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="game-screen"]').getAttribute('data-moves') === '0');
  const firstSeat = Number(await page.getAttribute('[data-testid="game-screen"]', 'data-to-act'));

  // Zoom with the wheel, pan by dragging, and fit again with the button.
  const board = page.locator('[data-testid="vn-board"]');
  await board.scrollIntoViewIfNeeded();
  const at = async () => page.getAttribute('[data-testid="vn-board"]', 'data-targets');
  // Start from the whole valley ("Fit"): a turn may open zoomed on its targets when the
  // hexes would be too small to tap.
  await page.click('[data-testid="zoom-reset"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="vn-board"]').dataset.zoom === '1');
  const fitted = await at();
  const b = await board.boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.wheel(0, -400);
  await page.waitForFunction((prev) => document.querySelector('[data-testid="vn-board"]').getAttribute('data-targets') !== prev, fitted);
  const zoomed = await at();
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 + 80, b.y + b.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  await page.waitForFunction((prev) => document.querySelector('[data-testid="vn-board"]').getAttribute('data-targets') !== prev, zoomed);
  assert.equal(await moves(page), 0, 'a drag is not a click');
  await shot('zoomed-and-panned');
  await page.click('[data-testid="zoom-reset"]');
  await page.waitForFunction((prev) => document.querySelector('[data-testid="vn-board"]').getAttribute('data-targets') === prev, fitted);

  // Play with the first listed action until halfway (the first 20 moves by hand, the rest from
  // inside the page), then reload in the middle of a turn.
  let steps = 0;
  while ((await moves(page)) < 20) {
    assert.notEqual(await step(page), 'end');
    steps += 1;
    assert.ok(steps < 2000, 'the game advances');
  }
  assert.equal((await playInPage(page, { untilMoves: 60 })).ended, false, 'the game goes on past move 60');
  // Stop right after an action that can be undone (the first of a turn).
  while (!(await phase(page) === 'action' && Number(await page.getAttribute('[data-testid="game-screen"]', 'data-undoable')) > 0)) {
    await step(page);
  }
  const before = {
    moves: await moves(page),
    undoable: await page.getAttribute('[data-testid="game-screen"]', 'data-undoable'),
    log: await page.locator('[data-testid="log"]').innerText(),
    status: await page.locator('[data-testid="status"]').innerText(),
  };
  await shot('before-reload');
  const address = new URL(page.url()).hash;
  assert.match(address, /^#\/play\/\d+$/, 'the address names the game');
  await page.reload({ waitUntil: 'load' });
  await waitReady(page);
  // The address knows the game: the reload lands on it, behind the hand-over screen.
  await page.locator('[data-testid="handover"]').waitFor();
  assert.equal(new URL(page.url()).hash, address);
  // Home lists it; the browser's Back comes back to it.
  await page.click('[data-testid="go-home"]');
  const saved = page.locator('[data-testid="saved-game"]');
  await saved.first().waitFor();
  assert.equal(await saved.count(), 1, 'the game is listed on the home screen');
  await goBackFrom(page, (url) => new URL(url).hash === '#/');
  await page.locator('[data-testid="handover"]').waitFor();
  assert.equal(new URL(page.url()).hash, address, 'Back returns to the game');
  await page.click('[data-testid="handover-confirm"]');
  await page.locator('[data-testid="vn-board"]').waitFor();
  assert.equal(await moves(page), before.moves, 'same number of moves after the reload');
  assert.equal(await page.getAttribute('[data-testid="game-screen"]', 'data-undoable'), before.undoable, 'same undo limit');
  assert.equal(await page.locator('[data-testid="log"]').innerText(), before.log, 'same story');
  assert.equal(await page.locator('[data-testid="status"]').innerText(), before.status, 'same turn');
  await shot('after-reload');

  // On to the end of the game, played from inside the page (helpers.mjs, `playInPage`).
  const rest = await playInPage(page, { seen: ['[data-testid="vn-final-round"]'] });
  assert.ok(rest.ended, 'the game ends');
  const sawFinal = !!rest.seen['[data-testid="vn-final-round"]'];
  await page.locator('[data-testid="end"]').scrollIntoViewIfNeeded();
  assert.equal(await page.locator('[data-testid="vn-score-row"]').count(), 2, 'a score row per player');
  assert.match(await page.locator('[data-testid="vn-winners"]').innerText(), /Ada|Bob/);
  // The end screen says how the game ended (docs/engines.md "The rules engines").
  const ending = await page.getAttribute('[data-testid="end-reason"]', 'data-ending');
  assert.match(ending, /^(fifth-building|no-one-can-act)$/);
  assert.match(await page.locator('[data-testid="end-reason"]').innerText(), /^How it ended: /);
  await shot('score');
  // Saved finished: it moves from localStorage to the archive of finished games.
  await waitForStored(page, (games) => Object.values(games).some((text) => JSON.parse(text).summary.outcome),
    'the finished game');
  assert.equal(Object.keys(await storedGames(page)).length, 1, 'the finished game is saved');
  t.diagnostic(`2-player game: ${await moves(page)} moves, final-round banner seen: ${sawFinal}`);

  // Play again starts a fresh game with the same players, the other one first
  // (crates/table/src/rematch.rs).
  await page.click('[data-testid="play-again"]');
  await page.locator('[data-testid="handover"]').waitFor();
  await page.click('[data-testid="handover-confirm"]');
  await page.locator('[data-testid="vn-board"]').waitFor();
  assert.equal(await moves(page), 0, 'a new game');
  assert.equal(Number(await page.getAttribute('[data-testid="game-screen"]', 'data-to-act')), (firstSeat + 1) % 2, 'the other player starts the rematch');
  assert.match(await page.locator('[data-testid="status"]').innerText(), /Ada|Bob/);
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Via Nebula: a 4-player game with three computer seats, to the end', { timeout: GAME_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  // Test hook: computer seats move without the 700 ms pause.
  // Played on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, server.url);
  await newGame(page, [
    { name: 'Ada', kind: 'human' },
    { name: 'Cyd', kind: 'computer' },
    { name: 'Dee', kind: 'computer' },
    { name: 'Eve', kind: 'computer' },
  ], 11);
  await page.locator('[data-testid="vn-board"]').waitFor();
  const phoneBox = await page.locator('[data-testid="vn-board"]').boundingBox();
  assert.ok(phoneBox.width <= 390 && phoneBox.width > 300, `the board fits the phone's width (${phoneBox.width} px)`);
  // One person: no hand-over screen, the person's contracts are shown.
  assert.equal(await page.locator('[data-testid="handover"]').count(), 0);
  await shot('start');
  // The person's first moves by hand, the rest from inside the page (helpers.mjs, `playInPage`).
  for (let mine = 0; mine < 3;) if ((await step(page)) === 'action') mine += 1;
  const middle = await playInPage(page, { untilMoves: 101 });
  if (!middle.ended) {
    await shot('middle');
    assert.ok((await playInPage(page)).ended, 'the game ends');
  }
  assert.equal(await page.locator('[data-testid="vn-score-row"]').count(), 4);
  await page.locator('[data-testid="end"]').scrollIntoViewIfNeeded();
  await shot('score');
  t.diagnostic(`4-player game: ${await moves(page)} moves`);
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Via Nebula: touch — a tap describes the hex and plays it, two fingers pinch to zoom', { timeout: GAME_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await newGame(page, [{ name: 'Ada', kind: 'human' }, { name: 'Bob', kind: 'human' }], 5);
  await page.click('[data-testid="handover-confirm"]');
  const board = page.locator('[data-testid="vn-board"]');
  await board.scrollIntoViewIfNeeded();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const box = await board.boundingBox();
  const targets = () => page.getAttribute('[data-testid="vn-board"]', 'data-targets');
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });

  // A tap on a highlighted hex: the tooltip shows what is there and the action is played.
  const inside = (await targets()).split(',').map((s) => s.split(':').map(Number))
    .filter(([, x, y]) => x > 20 && y > 20 && x < box.width - 20 && y < box.height - 20);
  assert.ok(inside.length > 0, 'a target is still on screen');
  const [, x, y] = inside[0];
  // The description shows while the finger is down, and goes when it lifts.
  await touch('touchStart', [{ x: box.x + x, y: box.y + y, id: 3 }]);
  await page.locator('[data-testid="vn-tooltip"]').waitFor();
  await touch('touchEnd', []);
  await page.waitForFunction(() => document.querySelector('[data-testid="game-screen"]').getAttribute('data-moves') === '1');
  assert.equal(await page.locator('[data-testid="vn-tooltip"]').count(), 0, 'the description closed when the finger lifted');
  await shot('tapped');

  // Pinch: two fingers moving apart zoom in (the targets move away from the centre).
  const before = await targets();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await touch('touchStart', [{ x: cx - 30, y: cy, id: 1 }, { x: cx + 30, y: cy, id: 2 }]);
  for (let d = 40; d <= 120; d += 20) {
    await touch('touchMove', [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }]);
  }
  await touch('touchEnd', []);
  await page.waitForFunction((prev) => document.querySelector('[data-testid="vn-board"]').getAttribute('data-targets') !== prev, before);
  assert.equal(await moves(page), 1, 'a pinch plays nothing');
  await shot('pinched');

  assert.deepEqual(errors, [], 'no error in the page');
});

test('Via Nebula: a fifth building starts the final round, the other player plays a last turn, the end screen counts the end-of-game card', { timeout: GAME_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await resumeSaved(page, 'via-nebula-near-end.json');
  await page.locator('[data-testid="handover"]').waitFor();
  await page.click('[data-testid="handover-confirm"]');
  await page.locator('[data-testid="vn-board"]').waitFor();
  assert.equal(await page.locator('[data-testid="vn-final-round"]').count(), 0, 'no final round before the fifth building');
  const start = await moves(page);
  await shot('near-end-resumed');

  // The player to act has one building left and a build is listed: erect it.
  await page.click('[data-testid="vn-kind"][data-kind="build"]');
  const builder = await page.evaluate(() => document.querySelector('[data-testid="status"]').innerText);
  await page.locator('[data-testid="action"][data-kind="build"]').first().click();
  await page.waitForFunction((n) => Number(document.querySelector('[data-moves]').getAttribute('data-moves')) > n, start);
  const banner = page.locator('[data-testid="vn-final-round"]');
  // Ruling 14: that build is the builder's last action: the turn ends at once (after its power,
  // if the card has one), with actions left, without asking; the other player takes the device
  // and the strip of latest moves tells them what happened.
  while ((await page.locator('[data-testid="handover"]').count()) === 0) {
    assert.equal(await banner.count(), 1, 'the banner shows while the builder settles the power');
    await page.locator('[data-testid="action"]').first().click();
  }
  const latest = await page.locator('[data-testid="latest"]').innerText();
  const trigger = ['Player 1', 'Player 2'].find((name) => builder.includes(name));
  assert.match(latest, new RegExp(`${trigger} takes the end-of-game card`), `the hand-over tells the final round: ${latest}`);
  await shot('final-round-handover');
  await page.click('[data-testid="handover-confirm"]');
  await banner.waitFor();
  const bannerText = await banner.innerText();
  assert.ok(bannerText.includes(trigger), `the banner names who built five buildings: ${bannerText}`);
  assert.doesNotMatch(await page.locator('[data-testid="status"]').innerText(), new RegExp(trigger), 'the other player is to act');
  assert.match(await page.locator('[data-testid="log"]').innerText(), new RegExp(`${trigger} takes the end-of-game card`));
  await shot('final-round-banner');

  // The other player's last turn.
  const other = trigger === 'Player 1' ? 'Player 2' : 'Player 1';
  let steps = 0;
  while ((await phase(page)) !== 'end') {
    await step(page);
    if ((await phase(page)) === 'action') {
      assert.equal(await banner.count(), 1, 'the banner stays for the final round');
    }
    steps += 1;
    assert.ok(steps < 200, 'the game ends after the final round');
  }
  // The log is folded under the end screen's ranking: unfold it, as a player would.
  await page.locator('[data-testid="end-table"] > summary').click();
  const afterCard = (await page.locator('[data-testid="log"]').innerText()).split(`${trigger} takes the end-of-game card`)[0];
  assert.match(afterCard, new RegExp(`${other} (explores|places|transports|builds|fulfils|passes|moves|takes)`), 'the other player played a last turn');
  assert.equal(await banner.count(), 0, 'no final-round banner on the end screen');
  await page.locator('[data-testid="end"]').scrollIntoViewIfNeeded();
  const rows = page.locator('[data-testid="vn-score-row"]');
  assert.equal(await rows.count(), 2, 'a score row per player');
  const cells = async (row) => (await row.locator('td').allInnerTexts()).map(Number);
  for (let i = 0; i < 2; i++) {
    const row = rows.nth(i);
    const name = await row.locator('th').innerText();
    const [tokens, contracts, explorers, endCard, storage, total] = await cells(row);
    assert.equal(endCard, name.includes(trigger) ? 2 : 0, `end-of-game card points of ${name}`);
    assert.equal(total, tokens + contracts + explorers + endCard + storage, `the total of ${name} adds up`);
  }
  assert.match(await page.locator('[data-testid="vn-winners"]').innerText(), /^(Winner|Shared win): .*Player [12]/);
  await shot('near-end-score');
  // The action that ends the game ends a turn too, but nobody plays next: its "Turn of" line
  // is left out of the story (the events of that action: turn ended, collections, game over).
  const story = (await page.locator('[data-testid="log"]').innerText()).split('\n').map((l) => l.trim()).filter(Boolean).reverse();
  const over = story.findLastIndex((l) => l.startsWith('The game is over'));
  assert.ok(over > 0, 'the story tells the end of the game');
  let before = over - 1;
  while (before > 0 && /left on the board to storage\.$/.test(story[before])) before -= 1;
  assert.doesNotMatch(story[before], /^Turn of /, `no "Turn of" line just before the end: ${story.slice(before, over + 1).join(' | ')}`);
  t.diagnostic(`near-end game: ${trigger} built the fifth building; ended after ${steps} more steps, ${await moves(page)} moves in all`);
  assert.deepEqual(errors, [], 'no error in the page');
});
