// docs/table-screen.md "Checked by a standard": axe-core (the accessibility engine, from npm) on
// every screen of both games at 1280x800 and 390x844: home, the new-game screens, the game screens
// mid-game (a person's turn, the log and the details panels on a phone), the hand-over screen and
// the end screens (reached from saved games near their end, `tests/fixtures/saves/`). No violation
// of WCAG 2.1 A/AA or of axe's best practices is allowed. axe is evaluated through the DevTools
// protocol, so the page's strict CSP stays as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, openApp, ROOT, TEST_TIMEOUT, fillSeats, resumeSaved } from './helpers.mjs';

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const SIZES = [
  ['1280x800', { width: 1280, height: 800 }],
  ['390x844', { width: 390, height: 844 }],
];

/** Runs axe on the page as it is; returns the violations in short. */
async function violations(page) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.evaluate(`${AXE}\n;true`);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  }, TAGS);
}

async function check(page, screen, seen) {
  const found = await violations(page);
  seen.push(screen);
  assert.deepEqual(found, [], `${screen}: ${JSON.stringify(found, null, 2)}`);
}

async function home(page) {
  await page.click('[data-testid="go-home"]');
  await page.locator('[data-testid="home"]').waitFor();
}

/** Plays random listed choices until `done` says stop (computers play by themselves). */
async function playUntil(page, done) {
  for (let guard = 0; guard < 3000; guard++) {
    if (await done()) return;
    const handover = page.locator('[data-testid="handover-confirm"]');
    if (await handover.count()) {
      await handover.click();
      continue;
    }
    const choices = page.locator(`${ACTION} >> visible=true`);
    const n = await choices.count();
    if (n === 0) {
      await page.waitForTimeout(20);
      continue;
    }
    const before = await page.getAttribute(GAME, 'data-moves');
    await choices.nth(guard % n).click().catch(() => {});
    await page.waitForFunction(([sel, b]) => document.querySelector(sel)?.dataset.moves !== b, [GAME, before], { timeout: 10_000 }).catch(() => {});
  }
  throw new Error('the game did not reach the wanted point');
}

for (const [size, viewport] of SIZES) {
  test(`axe finds no violation on any screen at ${size}`, { timeout: TEST_TIMEOUT * 5 }, async (t) => {
    const { server, page, errors } = await openSite(t);
    await page.setViewportSize(viewport);
    await openApp(page, server.url);
    const seen = [];
    await check(page, 'home', seen);

    // Via Nebula: new game, a person's turn against a computer, the panels, the end.
    await page.click('[data-testid="new-via-nebula"]');
    const vnForm = page.locator('[data-testid="new-game-via-nebula"]');
    await vnForm.waitFor();
    await check(page, 'Via Nebula new game', seen);
    await page.selectOption('[data-testid="vn-player-count"]', '2');
    await fillSeats(vnForm, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }]);
    await page.fill('[data-testid="vn-seed"]', '4');
    await page.click('[data-testid="vn-start"]');
    await page.locator(`${ACTION} >> visible=true`).first().waitFor();
    await page.click('[data-testid="vn-kind"][data-kind="craftsman"]');
    await check(page, 'Via Nebula game, a person to act', seen);
    if (viewport.width < 900) {
      for (const panel of ['info', 'log']) {
        await page.click(`[data-testid="panel-tab"][data-panel="${panel}"]`);
        await check(page, `Via Nebula game, the ${panel} panel`, seen);
      }
      await page.click('[data-testid="panel-tab"][data-panel="choices"]');
    }
    await home(page);

    // Via Nebula hotseat: the hand-over screen.
    await page.click('[data-testid="new-via-nebula"]');
    await vnForm.waitFor();
    await page.selectOption('[data-testid="vn-player-count"]', '2');
    await fillSeats(vnForm, [{ name: 'Ada' }, { name: 'Bob' }]);
    await page.click('[data-testid="vn-start"]');
    await page.locator('[data-testid="handover"]').waitFor();
    await check(page, 'Via Nebula hand-over', seen);
    // docs/records.md "Play by link": the share dialog.
    await page.click('[data-testid="share"]');
    await page.locator('[data-testid="share-dialog"]').waitFor();
    await check(page, 'Via Nebula share dialog', seen);
    await home(page);

    // Via Nebula end screen: from a saved game a turn before a fifth building, built at once.
    await resumeSaved(page, 'via-nebula-near-end.json');
    await page.click('[data-testid="handover-confirm"]');
    await page.click('[data-testid="vn-kind"][data-kind="build"]');
    await page.locator(`${ACTION}[data-kind="build"]`).first().click();
    await playUntil(page, async () => (await page.locator('[data-testid="end"]').count()) > 0);
    await check(page, 'Via Nebula end screen', seen);
    // docs/records.md "Every game is a record": the replay and the statistics.
    await page.click('[data-testid="end-replay"]');
    await page.locator('[data-testid="replay"]').waitFor();
    await page.click('[data-testid="replay-next"]');
    await check(page, 'Via Nebula replay', seen);
    await home(page);
    await page.click('[data-testid="open-stats"]');
    await page.locator('[data-testid="stats-group"]').waitFor();
    await check(page, 'statistics', seen);
    await home(page);

    // Nova Luna: new game, a person's turn, the hand-over, the end.
    await page.click('[data-testid="new-nova-luna"]');
    const nlForm = page.locator('[data-testid="new-game-nova-luna"]');
    await nlForm.waitFor();
    await check(page, 'Nova Luna new game', seen);
    while ((await nlForm.locator('[data-testid="seat"]').count()) > 2) {
      await nlForm.locator('[data-testid="remove-seat"]').last().click();
    }
    await fillSeats(nlForm, [{ name: 'Ada' }, { name: 'Bob' }]);
    await nlForm.locator('[data-testid="nl-seed"]').fill('6');
    await nlForm.locator('[data-testid="nl-start"]').click();
    await page.locator('[data-testid="handover"]').waitFor();
    await check(page, 'Nova Luna hand-over', seen);
    await page.click('[data-testid="handover-confirm"]');
    await page.locator(`${ACTION} >> visible=true`).first().waitFor();
    await check(page, 'Nova Luna game, taking a tile', seen);
    await page.locator(`${ACTION}[data-kind="take"]`).first().click();
    await page.waitForFunction((sel) => document.querySelector(sel).dataset.stage === 'place', GAME);
    await check(page, 'Nova Luna game, placing a tile', seen);
    // Its end screen: from a saved game two thirds in, played on to the end.
    await home(page);
    await resumeSaved(page, 'nova-luna-late.json');
    await playUntil(page, async () => (await page.locator('[data-testid="end"]').count()) > 0);
    await check(page, 'Nova Luna end screen', seen);
    await home(page);
    await check(page, 'home with saved games', seen);

    assert.ok(seen.length >= 14, `every screen was checked: ${seen.join(', ')}`);
    assert.deepEqual(errors, []);
  });
}
