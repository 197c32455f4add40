// The rules at hand with pictures (docs/tutorials.md "The rules at hand, with pictures"): each
// element of the board is shown by a small picture the game's own drawing code paints
// (src/ui/<game>/pictures.rs calls the board's piece functions), beside a caption, in English,
// French and Polish, with a link to the tutorial step that shows it. The test reads the pictures'
// pixels: every one is drawn, and the colour that fills each one is a colour of the game's own
// board canvas. Screenshots in test-output/the-rules-at-hand-picture-*.png at 390x844 and 1280x800.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newViaNebula, newNovaLuna, TEST_TIMEOUT, axeViolations } from './helpers.mjs';

/** The valley's background around the hexes (board::BACKGROUND, #1d2333). */
const BACKGROUND = '29,35,51';
const SIZES = [['390x844', { width: 390, height: 844 }], ['1280x800', { width: 1280, height: 800 }]];

/** The colours of a canvas, most frequent first, as "r,g,b" with their share of pixels. */
function colours(page, selector, index = 0) {
  return page.evaluate(([selector, index]) => {
    const canvas = document.querySelectorAll(selector)[index];
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const counts = new Map();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] < 255) continue;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) || 0) + 1);
    }
    const total = data.length / 4;
    return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c, n]) => [c, n / total]);
  }, [selector, index]);
}

/** Opens the rules at hand from the game screen's "Rules" button. */
async function openRules(page, testid) {
  const handover = page.locator('[data-testid="handover-confirm"]');
  if (await handover.count()) await handover.click();
  const rules = page.locator(`[data-testid="${testid}"]`);
  await rules.locator('> summary').click();
  assert.equal(await rules.getAttribute('open'), '', 'the summary opens the rules');
  await rules.locator('.rules-picture').first().scrollIntoViewIfNeeded();
  return rules;
}

/**
 * Closes the rules sheet with its close button or with Escape; either gives the focus back
 * to the "Rules" button, and nothing on the table moved while it was open.
 */
async function closeRules(page, rules, how) {
  if (how === 'button') {
    await rules.locator('[data-testid="rules-close"]').click();
  } else {
    await rules.locator('.rules-sheet-head h3').click();
    await page.keyboard.press('Escape');
  }
  assert.equal(await rules.getAttribute('open'), null, `${how} closes the rules`);
  assert.equal(await page.evaluate(() => document.activeElement?.parentElement?.classList.contains('rules-sheet')), true, 'the focus is back on the Rules button');
}


/**
 * Every picture of `rules` is drawn (several colours) and named for screen readers; the
 * colour filling most of each picture (the background apart) is one the game's board canvas
 * shows now, for the pictures `onBoard` names (elements the board has at this moment).
 */
async function checkPictures(page, rules, pictureSel, boardSel, onBoard) {
  const count = await rules.locator(pictureSel).count();
  const board = new Set((await colours(page, boardSel)).map(([c]) => c));
  const found = [];
  for (let i = 0; i < count; i++) {
    const picture = rules.locator(pictureSel).nth(i);
    const name = await picture.getAttribute('aria-label');
    const testid = await picture.getAttribute('data-testid');
    assert.ok(name && name.length > 2, `${testid} has a name`);
    const seen = await colours(page, `${pictureSel}`, i);
    assert.ok(seen.length >= 3, `${testid} is drawn (${seen.length} colours)`);
    // The element's colour: the most frequent one that is not the valley's background.
    const element = seen.find(([c]) => c !== BACKGROUND);
    assert.ok(element && element[1] > 0.05, `${testid}: an element fills part of the picture`);
    if (onBoard.includes(testid)) {
      assert.ok(board.has(element[0]), `${testid}: its colour ${element[0]} is on the board`);
      found.push(testid);
    }
  }
  return { count, found };
}

test('the rules at hand picture the Via Nebula valley with the board\'s own drawing, in three languages', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await openApp(page, server.url + '#/');
    // Four players, so the ruins show their two halves as the pictures do.
    await newViaNebula(page, [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }], 3);
    for (const lang of ['en', 'fr', 'pl']) {
      await page.selectOption('[data-testid="language"]', lang);
      const rules = await openRules(page, 'vn-rules');
      const items = rules.locator('[data-testid="vn-rules-element"]');
      assert.equal(await items.count(), 10, 'meadow, token, exploitation, fog, tile, forest, forbidden zone, ruins, site, building');
      const captions = await items.allInnerTexts();
      assert.ok(captions.every((c) => c.length > 30), `${lang}: every element has its caption`);
      if (lang === 'en') {
        assert.match(captions.join('\n'), /Fog\..*meadow tile/);
        assert.match(captions.join('\n'), /Petrified forest\..*both actions/);
        // Rulings the tutorial shows link to it as well (rulings 2, 3, 4, 6, 10, 14).
        assert.equal(await rules.locator('[data-testid="vn-ruling"] [data-testid="see-in-tutorial"]').count(), 6);
        // The start of a game shows meadows with tokens, fog, forests, forbidden zones and
        // ruins: each of those pictures is filled with the very colour the board paints it.
        const onBoard = ['meadow', 'token', 'fog', 'forest', 'forbidden', 'ruin'].map((e) => `vn-picture-vn-rules-el-${e}`);
        const { count, found } = await checkPictures(page, rules, '.rules-picture', '[data-testid="vn-board"]', onBoard);
        assert.equal(count, 10);
        assert.deepEqual(found.sort(), onBoard.sort());
      }
      if (lang === 'fr') assert.match(captions.join('\n'), /Brume\..*tuile prairie/);
      if (lang === 'pl') assert.match(captions.join('\n'), /Mgła\..*kafelkiem łąki/);
      await shot(`${size}-via-nebula-${lang}`);
      await closeRules(page, rules, lang === 'fr' ? 'button' : 'Escape');
    }
    await page.selectOption('[data-testid="language"]', 'en');
    const rules = await openRules(page, 'vn-rules');
    assert.deepEqual(await axeViolations(page), [], 'no accessibility violation with the pictures open');
    // The fog's picture links to the tutorial step that explores fog.
    await rules.locator('[data-testid="vn-rules-element"]', { hasText: /^Fog\./ }).locator('[data-testid="see-in-tutorial"]').click();
    await page.locator('[data-testid="tutorial"]').waitFor();
    assert.match(await page.getAttribute('[data-testid="tutorial"]', 'data-topics'), /\bfog\b/);
  }
  assert.deepEqual(errors, []);
});

test('the rules at hand picture the Nova Luna wheel, a tile, a task and a disc with the game\'s own drawing', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await openApp(page, server.url + '#/');
    await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }], 5);
    for (const lang of ['en', 'fr', 'pl']) {
      await page.selectOption('[data-testid="language"]', lang);
      const rules = await openRules(page, 'nl-rules');
      const items = rules.locator('[data-testid="nl-rules-element"]');
      assert.equal(await items.count(), 4, 'the wheel, a tile, a task, a disc');
      const captions = (await items.allInnerTexts()).join('\n');
      if (lang === 'en') {
        assert.match(captions, /A task\..*dot.*chain/);
        // The wheel picture is painted by the wheel's own function: its background and
        // its track are the game wheel's colours; the tile's colour is a tile colour.
        const { found } = await checkPictures(page, rules, '.rules-picture', '[data-testid="nl-wheel"]', ['nl-picture-nl-rules-el-wheel']);
        assert.deepEqual(found, ['nl-picture-nl-rules-el-wheel']);
        const tile = (await colours(page, '.rules-picture', 1))[1][0];
        assert.ok(['35,167,156', '52,101,196', '207,63,56', '230,189,47'].includes(tile), `the tile is painted a tile colour (${tile})`);
      }
      if (lang === 'fr') assert.match(captions, /Une tâche\./);
      if (lang === 'pl') assert.match(captions, /Zadanie\./);
      await shot(`${size}-nova-luna-${lang}`);
      await closeRules(page, rules, lang === 'fr' ? 'button' : 'Escape');
    }
    await page.selectOption('[data-testid="language"]', 'en');
    const rules = await openRules(page, 'nl-rules');
    assert.deepEqual(await axeViolations(page), [], 'no accessibility violation with the pictures open');
    await rules.locator('[data-testid="nl-rules-element"]', { hasText: /^A task\./ }).locator('[data-testid="see-in-tutorial"]').click();
    await page.locator('[data-testid="tutorial"]').waitFor();
    assert.match(await page.getAttribute('[data-testid="tutorial"]', 'data-topics'), /\btask-chain\b/);
  }
  assert.deepEqual(errors, []);
});
