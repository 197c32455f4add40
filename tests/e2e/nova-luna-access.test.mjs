// docs/engines.md "The rules engines" in a real browser: Nova Luna played with the keyboard alone
// on a phone-sized screen (choices are focusable buttons, what happened is announced), and a full
// localStorage in the middle of a game (the message shows, play goes on, the game is saved once
// there is room).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT } from './helpers.mjs';
import { GAME, ACTION, setUp, logLength, savedIds, savedSummary, play, prng } from './nova-luna-play.mjs';

test('Nova Luna with the keyboard only, on a phone-sized screen', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page, errors, shot } = await openSite(t, { locale: 'pl-PL' });
  // A phone: 390 CSS px wide, 3 device pixels per CSS pixel.
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 3, mobile: true });
  await openApp(page, server.url);
  await setUp(page, { seats: [{ name: 'Ola', computer: false }], seed: 31 });
  const announce = page.locator('[data-testid="announce"]');
  assert.equal(await announce.getAttribute('aria-live'), 'polite');

  for (let step = 1; step <= 6; step++) {
    // Tab until a listed choice has the focus (from wherever the focus is), then press Enter.
    for (let i = 0; i < 30; i++) {
      const onChoice = await page.evaluate(() => document.activeElement?.dataset?.testid === 'action');
      if (onChoice) break;
      await page.keyboard.press('Tab');
    }
    const focused = await page.evaluate(() => document.activeElement?.dataset?.testid);
    assert.equal(focused, 'action', `step ${step}: a choice is reachable with Tab`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel).dataset.moves) === n, [GAME, step]);
    // What happened is announced, in Polish.
    assert.match(await announce.innerText(), /Ola (bierze|kładzie)/);
  }
  // The rules help opens from the keyboard: its "Rules" button sits with the game's buttons
  // at the top; Shift+Tab back up to it, Enter; every ruling is listed, marked as a ruling,
  // in Polish.
  for (let i = 0; i < 80; i++) {
    const onRules = await page.evaluate(() => document.activeElement?.parentElement?.dataset?.testid === 'nl-rules');
    if (onRules) break;
    await page.keyboard.press('Shift+Tab');
  }
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY', 'the rules help is reachable with Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.innerText), 'Zasady', 'its button says "Rules"');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-testid="nl-rules"]').getAttribute('open'), '', 'Enter opens the rules help');
  const rulings = page.locator('[data-testid="nl-ruling"]');
  await rulings.first().waitFor(); // drawn once the sheet is open
  assert.equal(await rulings.count(), 13, 'rulings NL 1-7 and the six interpretations of the engine');
  for (const ruling of await rulings.allInnerTexts()) assert.match(ruling, /^Rozstrzygnięcie:/);
  assert.ok(await rulings.first().isVisible(), 'the rulings show once opened');
  // The page fits the phone's width: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
  // The canvases are drawn for the device's pixel ratio (crisp on high-DPI screens).
  const ratio = await page.locator('[data-testid="nl-wheel"]').evaluate((c) => c.width / c.clientWidth);
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  assert.equal(dpr, 3);
  assert.ok(Math.abs(ratio - dpr) < 0.05, `backing store ${ratio}× for devicePixelRatio ${dpr}`);
  await shot('phone-keyboard');
  // Escape closes the sheet and gives the focus back to its button.
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[data-testid="nl-rules"]').getAttribute('open'), null, 'Escape closes the rules help');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY');

  // The tableau pans by dragging and zooms with the wheel and the buttons (on a phone, the
  // board shows the wheel or the tableau: its tab brings the tableau).
  await page.click('[data-testid="panel-tab"][data-panel="choices"]');
  const canvas = page.locator('[data-testid="nl-tableau-canvas"]');
  if (!(await canvas.isVisible())) await page.locator('[data-testid="nl-tab"]').first().click();
  const geometry = async () => (await canvas.getAttribute('data-geometry')).split(' ').map(Number);
  await canvas.scrollIntoViewIfNeeded();
  const [x0, y0, cell0] = await geometry();
  const box = await canvas.boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx - 20, cy - 15);
  await page.mouse.down();
  await page.mouse.move(cx + 20, cy + 15, { steps: 5 });
  await page.mouse.up();
  await page.waitForFunction(([sel, x]) => Number(document.querySelector(sel).dataset.geometry.split(' ')[0]) !== x,
    ['[data-testid="nl-tableau-canvas"]', x0]);
  const [x1, y1, cell1] = await geometry();
  assert.ok(Math.abs(x1 - x0 - 40) < 1 && Math.abs(y1 - y0 - 30) < 1, `dragged by (40, 30): ${x1 - x0}, ${y1 - y0}`);
  assert.equal(cell1, cell0, 'a drag does not zoom');
  assert.equal(await logLength(page), 6, 'a drag is not a move');
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -100);
  await page.waitForFunction(([sel, c]) => Number(document.querySelector(sel).dataset.geometry.split(' ')[2]) > c,
    ['[data-testid="nl-tableau-canvas"]', cell0]);
  await page.locator('.nl-view-controls button').first().click(); // zoom in
  const [, , cell2] = await geometry();
  assert.ok(cell2 > cell0 * 1.3, `zoomed in: ${cell0} -> ${cell2}`);
  await page.locator('.nl-view-controls button').last().click(); // centre
  await page.waitForFunction(([sel, c]) => Number(document.querySelector(sel).dataset.geometry.split(' ')[2]) === c,
    ['[data-testid="nl-tableau-canvas"]', cell0]);
  assert.deepEqual(await geometry(), [x0, y0, cell0], 'centred again');
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Nova Luna goes on when localStorage is full, and saves once there is room', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'en-US' });
  await openApp(page, server.url);
  await setUp(page, { seats: [{ name: 'Ada', computer: false }], seed: 8 });
  const random = prng(3);
  await play(page, random, { stopAfter: 4 });
  const [id] = await savedIds(page);
  assert.equal((await savedSummary(page, id)).actions, 4);

  // Fill the storage up to the last few bytes.
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 8; size = Math.floor(size / 2)) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${n++}`, chunk);
        } catch {
          break;
        }
      }
    }
  });
  await page.locator(ACTION).first().click();
  const message = page.locator('[data-testid="message"]');
  await message.waitFor();
  assert.match(await message.innerText(), /storage is full/);
  assert.equal(await logLength(page), 5, 'the move is played');
  assert.equal((await savedSummary(page, id)).actions, 4, 'but not written');
  await shot('storage-full');

  // Play goes on; once there is room, the next move saves everything.
  await page.locator(ACTION).first().click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.moves) === 6, GAME);
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('filler.')).forEach((k) => localStorage.removeItem(k)));
  await page.locator(ACTION).first().click();
  await page.waitForFunction((sel) => Number(document.querySelector(sel).dataset.moves) === 7, GAME);
  await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).summary.actions === 7, `moonvale.game.${id}`);
  assert.deepEqual(errors, [], 'no error in the page');
});
