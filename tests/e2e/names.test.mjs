// Players' names from outside and names nobody typed (crates/table/src/names.rs), in the
// release build as a player sees it. A link carrying a 10,000-character name, a name with an
// unterminated right-to-left override and a right-to-left name: the name is cut to the
// form's 40 characters, loses the override, and is shown isolated, so the game screen keeps
// the window's width and the words after a name read in order. A name of zero-width
// characters is the seat's default. A new game's default names and title follow the
// language shown. Pictures in test-output/names-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { openSite, openApp, TEST_TIMEOUT, ROOT, storedGames, newViaNebula } from './helpers.mjs';

const SIZES = [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]];
const RLO = '\u202E';

/** A share link to a 3-player Via Nebula game in progress (a fixture of the record forms),
 * under `id`, its seats named `names`. */
function linkTo(id, names) {
  const file = join(ROOT, 'crates/table/tests/fixtures/forms/via-nebula-playing.shared.json');
  const game = JSON.parse(readFileSync(file, 'utf8'));
  game.id = id;
  names.forEach((name, seat) => { game.players[seat].name = name; });
  return `#/shared/${deflateSync(Buffer.from(JSON.stringify(game))).toString('base64url')}`;
}

/** How far the page reaches beyond the window, in CSS pixels. */
const overflow = (page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

test('A name from a link is cut to 40 characters and isolated: the game screen keeps the window\'s width', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    const id = `names-${size}`;
    await page.goto(server.url + linkTo(id, ['W'.repeat(10_000), `${RLO}Evil`, 'שרה']), { waitUntil: 'load' });
    await page.locator('[data-testid="game-screen"]').waitFor();
    await shot(`names-link-${size}`);
    const beyond = await overflow(page);
    assert.ok(beyond <= 0, `${size}: the page reaches ${beyond} px beyond the window`);
    const stored = JSON.parse((await storedGames(page))[id]);
    assert.deepEqual(stored.players.map((p) => p.name), ['W'.repeat(40), 'Evil', 'שרה'], 'the names as kept');
    // The whole screen's text, its folded panels too (the narrow window shows one panel at a
    // time, so the seat with the right-to-left name may be in a panel not shown).
    const text = await page.locator('[data-testid="game-screen"]').textContent();
    assert.ok(!text.includes(RLO), 'no override reaches the screen');
    assert.ok(text.includes('\u2068שרה\u2069'), 'a right-to-left name is isolated in the sentences');
  }
  // The wide window shows the guilds beside the board: the words after a name read in order,
  // left to right (an override left in the name turned them around: "stniop 3 · livE").
  await page.setViewportSize(SIZES[0][1]);
  await page.goto(`${server.url}#/play/names-1280x800`, { waitUntil: 'load' });
  await page.locator('[data-testid="vn-guild"][data-seat="1"]').waitFor();
  const order = await page.evaluate(() => {
    const heading = document.querySelector('[data-testid="vn-guild"][data-seat="1"] h4');
    const texts = [];
    const walk = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) texts.push(walk.currentNode);
    const box = (node) => { const r = document.createRange(); r.selectNodeContents(node); return r.getBoundingClientRect(); };
    const name = texts.find((n) => n.textContent.includes('Evil'));
    const after = texts[texts.indexOf(name) + 1];
    return { name: box(name).left, after: box(after).left, shown: heading.innerText, bdi: name.parentElement.tagName };
  });
  assert.ok(order.after > order.name, `the points follow the name: ${JSON.stringify(order)}`);
  assert.equal(order.bdi, 'BDI', 'a name standing alone is a <bdi>');
  assert.deepEqual(errors, []);
});

test('A name of zero-width characters is the seat\'s default name, in the language shown', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  await page.setViewportSize(SIZES[1][1]);
  await page.goto(server.url + linkTo('names-blank', ['\u200B\u200D\uFEFF', 'Bo', 'Cy']), { waitUntil: 'load' });
  await page.locator('[data-testid="game-screen"]').waitFor();
  const stored = JSON.parse((await storedGames(page))['names-blank']);
  assert.deepEqual(stored.players[0].name, { seat: 1 });
  await page.goto(`${server.url}#/`, { waitUntil: 'load' });
  const saved = page.locator('[data-testid="saved-game"][data-id="names-blank"] .player-name').first();
  assert.equal(await saved.innerText(), 'Player 1');
  await page.selectOption('[data-testid="settings"] select[data-testid="language"]', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  assert.equal(await saved.innerText(), 'Gracz 1');
  await shot('names-blank-pl-390x844');
  assert.deepEqual(errors, []);
});

test('A new game\'s default names and title follow the language shown', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await openApp(page, server.url);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}#/`, { waitUntil: 'load' });
    await page.selectOption('[data-testid="settings"] select[data-testid="language"]', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    // The form's default names, untouched: "Joueur 1" and, for the computer, "Ordinateur 2".
    await page.click('[data-testid="new-via-nebula"]');
    const form = page.locator('[data-testid="new-game-via-nebula"]');
    await form.waitFor();
    await form.locator('[data-testid="seat"]').nth(1).locator('[data-testid="seat-kind"]').selectOption('computer');
    await page.click('[data-testid="vn-start"]');
    const screen = page.locator('[data-testid="game-screen"]');
    await screen.waitFor();
    const heading = screen.locator('h2').first();
    assert.match(await heading.innerText(), /^Via Nebula : Joueur 1, Ordinateur 2/);
    await page.goto(`${server.url}#/`, { waitUntil: 'load' });
    await page.selectOption('[data-testid="settings"] select[data-testid="language"]', 'pl');
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    const id = await page.locator('[data-testid="continue"]').getAttribute('data-id');
    await page.goto(`${server.url}#/play/${id}`, { waitUntil: 'load' });
    await screen.waitFor();
    assert.match(await heading.innerText(), /^Via Nebula: Gracz 1, Komputer 2/);
    const text = await screen.innerText();
    assert.ok(!/Joueur|Ordinateur/.test(text), 'no French name left in the Polish screen');
    await shot(`names-defaults-pl-${size}`);
    await page.goto(`${server.url}#/`, { waitUntil: 'load' });
    await page.selectOption('[data-testid="settings"] select[data-testid="language"]', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  assert.deepEqual(errors, []);
});
