// docs/table-screen.md "Addresses": the address knows the game. Each screen and each game has its
// own hash route (`#/`, `#/new/<game>`, `#/play/<id>`): a reload resumes the same game, Back and
// Forward move between screens, a wrong link says so and keeps the saved games, and a finished game
// is listed as finished, with its result, opening its end screen; the unfinished game played last
// is offered first on the home screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, fillSeats, newViaNebula, newNovaLuna } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const hash = (page) => new URL(page.url()).hash;

test('each screen has its address: reload, Back and Forward, wrong links', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await page.locator('[data-testid="home"]').waitFor();

  // Home, then the new-game screen: two addresses, Back and Forward between them.
  await page.click('[data-testid="new-via-nebula"]');
  const form = page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  assert.equal(hash(page), '#/new/via-nebula');
  await page.goBack();
  await page.locator('[data-testid="home"]').waitFor();
  assert.ok(['', '#/'].includes(hash(page)), `Back leads home, not off the site: ${page.url()}`);
  await page.goForward();
  await form.waitFor();

  // A game: its address survives a reload, which resumes it where it was.
  await page.selectOption('[data-testid="vn-player-count"]', '2');
  await fillSeats(form, [{ name: 'Ada' }, { name: 'Bo' }]);
  await page.click('[data-testid="vn-start"]');
  await page.locator('[data-testid="handover-confirm"]').click();
  await page.locator('[data-testid="vn-kind"][data-kind="craftsman"]').click();
  await page.locator('[data-testid="action"][data-kind="craftsman"]').first().click();
  await page.waitForFunction((sel) => document.querySelector(sel).dataset.moves === '1', GAME);
  const game = hash(page);
  assert.match(game, /^#\/play\/[\w-]+$/, 'the game has its own address');
  const log = await page.locator('[data-testid="log"]').innerText();
  await page.reload({ waitUntil: 'load' });
  await page.locator(GAME).waitFor();
  assert.equal(hash(page), game, 'the reload keeps the address');
  // The person who held the device must take it again: a reload is a new look at the screen.
  await page.locator('[data-testid="handover-confirm"]').click();
  assert.equal(await page.getAttribute(GAME, 'data-moves'), '1', 'the same game, at the same move');
  assert.equal(await page.locator('[data-testid="log"]').innerText(), log);
  await shot('reloaded-game');

  // Back from the game: the new-game screen, then home; Forward returns to the game.
  await page.goBack();
  await form.waitFor();
  await page.goBack();
  await page.locator('[data-testid="home"]').waitFor();
  await page.goForward();
  await page.goForward();
  await page.locator(GAME).waitFor();
  assert.equal(hash(page), game);

  // A wrong link: the home screen, a clear message, the saved game still there.
  await page.goto(`${server.url}#/nowhere/at/all`);
  const message = page.locator('[data-testid="message"]');
  await message.waitFor();
  assert.match(await message.innerText(), /does not lead to anything/);
  await page.locator('[data-testid="home"]').waitFor();
  assert.equal(await page.locator('[data-testid="saved-game"]').count(), 1, 'nothing is lost');
  await shot('unknown-address');
  // A link to a game this device does not hold.
  await page.goto(`${server.url}#/play/12345`);
  await page.waitForFunction(() => /not among the games saved/.test(document.querySelector('[data-testid="message"]')?.innerText ?? ''));
  await page.locator('[data-testid="home"]').waitFor();
  assert.equal(await page.locator('[data-testid="saved-game"]').count(), 1, 'nothing is lost');
  await shot('game-not-found');
  // A fresh load of the game's address opens it straight away.
  await page.goto(`${server.url}${game}`);
  await page.reload({ waitUntil: 'load' });
  await page.locator(GAME).waitFor();
  assert.deepEqual(errors, [], 'no error in the page');
});

test('a finished game is listed as finished, with its result, and opens its end screen', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await page.click('[data-testid="new-via-nebula"]');
  const form = page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  await page.selectOption('[data-testid="vn-player-count"]', '2');
  await fillSeats(form, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }]);
  await page.fill('[data-testid="vn-seed"]', '8');
  await page.click('[data-testid="vn-start"]');
  await page.selectOption('[data-testid="pace"]', 'instant');
  const end = page.locator('[data-testid="end"]');
  await end.waitFor({ timeout: 240_000 });
  const winners = await page.locator('[data-testid="vn-winners"]').innerText();
  const game = hash(page);

  await page.click('[data-testid="go-home"]');
  const record = page.locator('[data-testid="saved-game"]').first();
  await record.waitFor();
  assert.equal(await record.getAttribute('data-finished'), 'true');
  const result = await record.locator('[data-testid="saved-result"]').innerText();
  assert.match(result, /^Finished: .+ won( together)? \(.+\)\.$/, `the result is listed: ${result}`);
  for (const name of ['Cy', 'Di']) {
    assert.match(result, new RegExp(`\\(.*${name} -?\\d+`), `the listed result gives ${name}'s score: ${result}`);
    if (winners.includes(name)) assert.ok(result.split(' won')[0].includes(name), `${name} is named as a winner: ${result}`);
  }
  // Every seat's colour dot has its colour (vermilion used to show grey).
  const dots = await record.locator('.swatch').evaluateAll((list) => list.map((e) => [e.dataset.colour, getComputedStyle(e).backgroundColor]));
  assert.ok(dots.length === 2, JSON.stringify(dots));
  for (const [colour, css] of dots) {
    const [r, g, b] = css.match(/\d+/g).map(Number);
    assert.ok(!(r === g && g === b), `the ${colour} dot is not grey: ${css}`);
  }
  const open = record.locator('[data-testid="saved-game-resume"]');
  assert.equal(await open.innerText(), 'See the result', 'not "Resume"');
  assert.equal(await page.locator('[data-testid="continue"]').count(), 0, 'a finished game is not offered to continue');
  await shot('finished-listed');
  await open.click();
  await end.waitFor();
  assert.equal(hash(page), game, 'the end screen is the game\'s address');
  assert.equal(await page.locator('[data-testid="vn-winners"]').innerText(), winners);
  // The end screen survives a reload too.
  await page.reload({ waitUntil: 'load' });
  await end.waitFor();
  assert.deepEqual(errors, [], 'no error in the page');
});

test('the home screen offers first the unfinished game played last, and Resume opens it', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, server.url);
  assert.equal(await page.locator('[data-testid="continue"]').count(), 0, 'nothing to continue on a first visit');
  const card = page.locator('[data-testid="continue"]');
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bo' }], 3);
  const nova = hash(page);
  await page.click('[data-testid="go-home"]');
  await card.waitFor();
  assert.equal(`#/play/${await card.getAttribute('data-id')}`, nova, 'the Nova Luna game is offered');
  await newViaNebula(page, [{ name: 'Cy' }, { name: 'Di' }], 4);
  const via = hash(page);
  await page.click('[data-testid="go-home"]');
  await card.waitFor();
  assert.equal(`#/play/${await card.getAttribute('data-id')}`, via, 'the game played last is offered');
  assert.match(await card.innerText(), /Continue your game[\s\S]*Via Nebula: Cy, Di[\s\S]*Cy\s*\(person\)/);
  // First on the screen, above the games: in view on a phone without scrolling.
  const top = await card.evaluate((e) => e.getBoundingClientRect().bottom);
  assert.ok(top <= 844, `the card ends at ${top} px`);
  await shot('continue-390', page, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot('continue-1280', page, { fullPage: false });
  await card.locator('[data-testid="continue-resume"]').click();
  await page.locator(GAME).waitFor();
  assert.equal(hash(page), via, 'Resume opens that game');
  assert.deepEqual(errors, [], 'no error in the page');
});
