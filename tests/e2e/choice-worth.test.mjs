// docs/table-screen.md "Choices that say what they are worth": choices say what they are worth, and
// the running score counts the end of the game and explains it. The numbers are the engines'
// (crates/rules/tests/rules/choice_worth.rs checks them against what the actions then do); here,
// that the screens show them, at both sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, resumeSaved, TEST_TIMEOUT } from './helpers.mjs';
import { setUp } from './nova-luna-play.mjs';

const ACTION = '[data-testid="action"]';

test('Via Nebula: craftsmen show their token, builds their points, privacy, resources and surplus; the score counts what stays on the board', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, server.url);
  await resumeSaved(page, 'via-nebula-near-end.json');
  await page.click('[data-testid="handover-confirm"]');

  // Builds: "N points · public|private · uses … [· surplus to storage: … (−n at the end)]".
  await page.click('[data-testid="vn-kind"][data-kind="build"]');
  const builds = page.locator(`${ACTION}[data-kind="build"]`);
  assert.ok((await builds.count()) > 0, 'builds are listed');
  for (const text of await builds.locator('[data-testid="worth"]').allInnerTexts()) {
    assert.match(text, /^\d+ points? · (public|private) · uses \d+ \w+(, \d+ \w+)*( · surplus to storage: .+ \(−\d+ points? at the end\))?$/, text);
  }
  await shot('build-worth');

  // Transports: what the site then holds.
  await page.click('[data-testid="vn-kind"][data-kind="transport"]');
  const transports = await page.locator(`${ACTION}[data-kind="transport"] [data-testid="worth"]`).allInnerTexts();
  assert.ok(transports.length > 0, 'transports are listed');
  for (const text of transports) assert.match(text, /^the site then holds \d+ \w+(, \d+ \w+)*$/, text);

  // Craftsmen: the token's points.
  const craftsman = page.locator('[data-testid="vn-kind"][data-kind="craftsman"]');
  if (await craftsman.count()) {
    await craftsman.click();
    for (const text of await page.locator(`${ACTION}[data-kind="craftsman"] [data-testid="worth"]`).allInnerTexts()) {
      assert.match(text, /^token: \d+ points?$/, text);
    }
  }

  // The running score: the total if the game ended now, its parts adding up, and why.
  const scores = page.locator('[data-testid="vn-running-score"]');
  assert.equal(await scores.count(), 2);
  let leftSeen = false;
  for (let i = 0; i < 2; i++) {
    const line = scores.nth(i);
    const text = await line.innerText();
    assert.match(text, /^If the game ended now: Tokens -?\d+ · Contracts -?\d+ · Explorers -?\d+/, text);
    const parts = [...text.matchAll(/(-?|−)(\d+)(?= ·|$)/g)].map((m) => (m[1] ? -1 : 1) * Number(m[2]));
    const total = Number(await line.getAttribute('data-total'));
    assert.equal(parts.reduce((a, b) => a + b, 0), total, `the parts add up to the total: ${text}`);
    assert.match(await line.getAttribute('title'), /costs 1 point/);
    leftSeen ||= /On sites and exploitations −\d+/.test(text);
    const heading = await page.locator('[data-testid="vn-guild"]').nth(i).locator('h4').innerText();
    assert.ok(heading.endsWith(`${total} points`) || heading.endsWith(`${total} point`), `the heading shows the same total: ${heading}`);
  }
  assert.ok(leftSeen, 'resources left on the board are counted near the end');
  await page.locator('[data-testid="vn-running-score"]').first().scrollIntoViewIfNeeded();
  await shot('running-score');
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Nova Luna solo: a take says what it adds to the score, a placement the discs it puts', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'fr-FR' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, server.url);
  await setUp(page, { seats: [{ name: 'Ada', computer: false }], seed: 5 });
  const takes = page.locator(`${ACTION}[data-kind="take"] [data-testid="worth"]`);
  await takes.first().waitFor();
  // Solo: time does not count, the tile's number does (docs/table-screen.md "One voice").
  for (const text of await takes.allInnerTexts()) assert.match(text, /^ajoute \d+ à votre score$/, text);
  await shot('take-worth');
  let placesWithDiscs = 0;
  for (let turn = 0; turn < 12; turn++) {
    await page.locator(`${ACTION}[data-kind="take"]`).first().click();
    const places = page.locator(`${ACTION}[data-kind="place"]`);
    await places.first().waitFor();
    const texts = await places.locator('[data-testid="worth"]').allInnerTexts();
    for (const text of texts) assert.match(text, /^(n’accomplit aucun objectif|accomplit un objectif : 1 jeton posé|accomplit \d+ objectifs : \d+ jetons posés)$/, text);
    placesWithDiscs += texts.filter((x) => !x.startsWith('ne ')).length;
    if (placesWithDiscs) {
      await shot('place-worth');
      break;
    }
    await places.first().click();
    await page.locator(`${ACTION}[data-kind="take"]`).first().waitFor();
  }
  assert.ok(placesWithDiscs > 0, 'a placement meeting a task was offered and said so');
  assert.deepEqual(errors, [], 'no error in the page');
});
