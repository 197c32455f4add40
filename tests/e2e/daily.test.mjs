// docs/daily-and-rating.md "The daily challenge": one deal a day, the same on every device (two
// browser profiles start the same Nova Luna solo deal and the same Via Nebula deal against Hard),
// played to the end screen, which gives the result as a text to share; the statistics and the home
// screen keep the day's best. Screenshots at 1280x800 and 390x844, in English and French; axe on
// each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, storedGames, axeViolations, TEST_TIMEOUT, playInPage } from './helpers.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';

/** The stored record of the only daily game of `kind` in this profile, and its seed as
 * written (a 64-bit number, as a string of digits or in older saves a number: read from the
 * text, never through a double). */
async function savedDaily(page, kind) {
  const games = await storedGames(page);
  const [text] = Object.entries(games).filter(([id]) => id.startsWith(`daily-${kind}-`)).map(([, t]) => t);
  assert.ok(text, `a daily ${kind} game is saved`);
  return { record: JSON.parse(text), seed: text.match(/"seed":"?(\d+)/)[1] };
}

/** Plays the first listed action until the end screen, from inside the page (helpers.mjs, `playInPage`). */
async function playToEnd(page) {
  assert.ok((await playInPage(page, { action: ACTION })).ended, 'the game ends');
}

test('the daily deal is the same on two devices; its end gives a text to share; the day\'s best is kept', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const one = await openSite(t);
  const two = await openSite(t, { locale: 'fr-FR' });
  for (const site of [one, two]) {
    await site.context.addInitScript(() => { window.__moonvaleThinkMs = 20; });
    await openApp(site.page, site.server.url);
  }
  await one.page.setViewportSize({ width: 1280, height: 800 });
  await two.page.setViewportSize({ width: 390, height: 844 });
  for (const [site, size] of [[one, '1280x800-en'], [two, '390x844-fr']]) {
    await site.page.locator('[data-testid="daily"]').scrollIntoViewIfNeeded();
    await site.shot(`home-daily-${size}`);
    assert.deepEqual(await axeViolations(site.page), [], `axe on the home screen (${size})`);
  }

  // The same Nova Luna and Via Nebula deals on both devices.
  for (const kind of ['nova-luna', 'via-nebula']) {
    const seen = [];
    for (const site of [one, two]) {
      await site.page.click(`[data-testid="daily-${kind}"]`);
      await site.page.locator(`${GAME}[data-kind="${kind}"]`).waitFor();
      seen.push(await savedDaily(site.page, kind));
      await site.page.click('[data-testid="go-home"]');
      await site.page.locator('[data-testid="home"]').waitFor();
    }
    assert.equal(seen[0].seed, seen[1].seed, `${kind}: the same seed on both devices`);
    assert.match(seen[0].record.id, new RegExp(`^daily-${kind}-\\d{4}-\\d{2}-\\d{2}$`));
    const players = seen[0].record.players;
    if (kind === 'via-nebula') {
      assert.equal(players.length, 2);
      assert.equal(players[1].kind, 'computer');
      assert.equal(players[1].level, 'hard', 'against Hard');
    } else {
      assert.equal(players.length, 1, 'solo');
    }
  }

  // Nova Luna's deal played to its end on the first device: the text to share, the best kept.
  const { page } = one;
  await page.click('[data-testid="daily-nova-luna"]');
  await page.locator(`${GAME}[data-kind="nova-luna"]`).waitFor();
  await playToEnd(page);
  const share = await page.inputValue('[data-testid="daily-share-text"]');
  assert.match(share, /^Nova Luna daily, \d{1,2} [A-Z][a-z]{2} \d{4}: -?\d+ points$/);
  await page.locator('[data-testid="daily-share"]').scrollIntoViewIfNeeded();
  await one.shot('end-daily-share-1280x800');
  assert.deepEqual(await axeViolations(page), [], 'axe on the end screen');

  await page.click('[data-testid="end-home"]');
  await page.locator('[data-testid="daily-best-nova-luna"]').waitFor();
  assert.match(await page.locator('[data-testid="daily-best-nova-luna"]').innerText(), /^Best today: Nova Luna daily/);
  await page.click('[data-testid="open-stats"]');
  const row = page.locator('[data-testid="stats-daily-row"][data-kind="nova-luna"]');
  await row.waitFor();
  assert.equal(await row.count(), 1);
  assert.equal(share.endsWith(`: ${await row.getAttribute('data-score')} points`), true, 'the statistics keep the same result');
  await page.locator('[data-testid="stats-daily"]').scrollIntoViewIfNeeded();
  await one.shot('stats-daily-1280x800');
  assert.deepEqual(await axeViolations(page), [], 'axe on the statistics');
  assert.deepEqual(one.errors, []);
  assert.deepEqual(two.errors, []);
});
