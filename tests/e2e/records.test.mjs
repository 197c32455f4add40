// docs/records.md "Every game is a record": every game is a record. In headless Chromium with the
// release build:
// - a finished game's end screen draws each player's score by category and the score race as
//   SVG, with the same numbers in tables; its replay steps through the game with the buttons,
//   the slider, the arrow keys and the log, and never changes the saved game;
// - the statistics count the finished game, against its computer level, link to its replay,
//   export, and reset only after a confirmation;
// - "Report a problem" saves a file with the build, options, seed and log, which the `table`
//   command replays exactly;
// - two browser profiles play a 2-player Nova Luna game and a 2-player Via Nebula game to the
//   end by passing links back and forth; a damaged or foreign link is refused with a message
//   and nothing stored changes.
// Screenshots at 1280x800 and 390x844 go to test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, openApp, TEST_TIMEOUT, OUT, runTable, newNovaLuna, newViaNebula, pageBuildId, resumeSaved, storedGames, playInPage, goBackFrom } from './helpers.mjs';
import { prng } from './nova-luna-play.mjs';

const GAME = '[data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const REPLAY = '[data-testid="replay"]';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

async function shots(page, name) {
  for (const [size, viewport] of [['1280x800', WIDE], ['390x844', NARROW]]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(OUT, `records-${name}-${size}.png`) });
  }
  await page.setViewportSize(WIDE);
}

async function moves(page) {
  return Number(await page.getAttribute(GAME, 'data-moves'));
}

/** Plays the person's turns with random listed choices until the end screen, from inside the
 * page (helpers.mjs, `playInPage`). */
async function playToEnd(page, random) {
  const picks = Array.from({ length: 3000 }, () => random());
  assert.ok((await playInPage(page, { picks, action: ACTION })).ended, 'the game ends');
}

async function replayStep(page) {
  return Number(await page.getAttribute(REPLAY, 'data-step'));
}

/** Waits for the replay to show step `n` (a key or a click renders on the app's next turn). */
async function expectStep(page, n, what) {
  await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.step) === n, [REPLAY, n], { timeout: 5_000 })
    .catch(() => {});
  assert.equal(await replayStep(page), n, what);
}

test('A finished game: charts on its end screen, a replay that changes nothing, statistics and a problem report', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const { server, context, page, errors } = await openSite(t);
  await page.setViewportSize(WIDE);
  await openApp(page, server.url);
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Cy', level: 'easy' }], 13);
  await playToEnd(page, prng(13));
  const total = await moves(page);

  // 2. The charts: bars for each player and category, a line per player, the same numbers in tables.
  const end = page.locator('[data-testid="end"]');
  const scoreChart = end.locator('[data-testid="score-chart"]');
  await scoreChart.waitFor();
  assert.equal(await scoreChart.locator('svg rect[data-value]').count(), 2 * 3, 'a bar per player and category');
  const discs = await page.$$eval('[data-testid="nl-standing"]', (rows) => Object.fromEntries(rows.map((r) => [r.dataset.seat, r.children[2].textContent])));
  const tableRows = await scoreChart.locator('[data-testid="score-chart-table"] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)));
  assert.deepEqual(tableRows.map((r) => r[0]), [discs['0'], discs['1']], 'the table gives the discs placed of the end screen');
  const race = end.locator('[data-testid="race-chart"]');
  assert.equal(await race.locator('polyline').count(), 2, 'a line per player');
  const raceRows = await race.locator('[data-testid="race-chart-table"] tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)));
  assert.deepEqual(raceRows[0], ['0', '0'], 'the race starts at zero');
  assert.deepEqual(raceRows.at(-1), [discs['0'], discs['1']], 'and ends at the final discs placed');
  assert.equal(Number(await race.getAttribute('data-points')), raceRows.length);
  await end.locator('[data-testid="score-chart"]').scrollIntoViewIfNeeded();
  await shots(page, 'end-charts');
  await page.setViewportSize(NARROW);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(widths[0] <= widths[1], `the end screen does not widen the page on a phone: ${widths}`);
  await page.setViewportSize(WIDE);

  // 5. Report a problem: the file has the build, the options, the seed and the log.
  const downloading = page.waitForEvent('download');
  await page.click('[data-testid="report-problem"]');
  const download = await downloading;
  const reportPath = join(OUT, 'records-report.json');
  await download.saveAs(reportPath);
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  assert.equal(report.format, 'moonvale-report');
  assert.equal(report.build, await pageBuildId(page));
  assert.equal(report.kind, 'nova-luna');
  assert.equal(report.actions.length, total);
  assert.equal(report.log.length, total);
  // A string of digits: a JSON number above 2^53 would be rounded by JavaScript.
  assert.match(report.seed, /^[0-9]+$/);
  const rebuilt = JSON.parse(runTable(['replay', reportPath]));
  assert.equal(rebuilt.session.log.length, total, '`table replay` rebuilds every action');
  t.diagnostic(`table replay ${reportPath}: ${rebuilt.session.log.length} actions rebuilt, events checked`);

  // 1. The replay, from the end screen; the saved game before and after must be the same.
  const before = await storedGames(page);
  await page.click('[data-testid="end-replay"]');
  await page.locator(REPLAY).waitFor();
  assert.match(new URL(page.url()).hash, /^#\/replay\//);
  assert.equal(Number(await page.getAttribute(REPLAY, 'data-steps')), total);
  await expectStep(page, 0, 'the replay starts at the setup');
  await page.click('[data-testid="replay-next"]');
  await page.click('[data-testid="replay-next"]');
  await expectStep(page, 2);
  assert.equal(await page.getAttribute('[data-testid="replay-log-line"][aria-current="step"]', 'data-step'), '2', 'the log marks the move shown');
  await page.click('[data-testid="replay-previous"]');
  await expectStep(page, 1);
  await page.click('[data-testid="replay-last"]');
  await expectStep(page, total);
  const finalScores = await page.$$eval('[data-testid="replay-score"] td', (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(finalScores, [discs['0'], discs['1']], 'the score at the last move is the final one');
  await page.click('[data-testid="replay-first"]');
  await expectStep(page, 0);
  // The arrow keys step, Home and End jump.
  await page.locator(`${REPLAY} h2`).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 2);
  await page.keyboard.press('End');
  await expectStep(page, total);
  // The slider, and a click on a log line.
  await page.locator('[data-testid="replay-slider"]').fill(String(Math.floor(total / 2)));
  await expectStep(page, Math.floor(total / 2));
  await page.locator('[data-testid="replay-log-line"][data-step="5"]').click();
  await expectStep(page, 5);
  // The board is the game's own, with nothing to choose.
  assert.equal(await page.locator(`${REPLAY} ${ACTION}`).count(), 0, 'no choice in a replay');
  await shots(page, 'replay');
  assert.deepEqual(await storedGames(page), before, 'the replay changed no saved game');
  // The replay's address survives a reload.
  await page.reload({ waitUntil: 'load' });
  await page.locator(REPLAY).waitFor();
  await expectStep(page, 0);

  // From the saved-games list too.
  await page.click('[data-testid="go-home"]');
  await page.locator('[data-testid="saved-game-replay"]').first().click();
  await page.locator(REPLAY).waitFor();

  // 3. The statistics: one game of Nova Luna with 2 players, against Easy.
  await page.click('[data-testid="go-home"]');
  await page.click('[data-testid="open-stats"]');
  const group = page.locator('[data-testid="stats-group"][data-kind="nova-luna"][data-players="2"]');
  await group.waitFor();
  assert.equal(await group.locator('[data-testid="stats-played"] td').textContent(), '1');
  const adaWon = (await page.evaluate(() => JSON.parse(localStorage.getItem('moonvale.stats')).games[0].winners)).includes(0);
  assert.equal(await group.locator('[data-testid="stats-won"] td').textContent(), adaWon ? '1' : '0');
  assert.match(await group.locator('[data-testid="stats-level"][data-level="easy"] td').textContent(), adaWon ? /^1\D+1$/ : /^0\D+1$/);
  assert.equal(await group.locator('[data-testid="stats-best"] td').textContent(), discs['0'], 'the person\'s best score');
  assert.equal(await group.locator('[data-testid="stats-last-game"]').count(), 1);
  await shots(page, 'stats');
  // A reload keeps them; export gives the stored statistics.
  await page.reload({ waitUntil: 'load' });
  await group.waitFor();
  const exporting = page.waitForEvent('download');
  await page.click('[data-testid="stats-export"]');
  const exported = JSON.parse(readFileSync(await (await exporting).path(), 'utf8'));
  assert.equal(exported.format, 'moonvale-stats');
  assert.equal(exported.games.length, 1);
  await group.locator('[data-testid="stats-replay"]').click();
  await page.locator(REPLAY).waitFor();
  await goBackFrom(page, /#\/replay\//);
  // One CI run timed out here (2026-11-29) with no cause found: a failure keeps its picture.
  await group.waitFor().catch(async (why) => {
    await shots(page, 'stats-after-back-FAILED');
    throw new Error(`no statistics after Back, at ${new URL(page.url()).hash}: ${why.message}`);
  });
  // A reset asks first: "no" keeps everything, "yes" forgets the statistics, not the games.
  await page.click('[data-testid="stats-reset"]');
  await page.click('[data-testid="stats-reset-no"]');
  assert.equal(await group.count(), 1);
  await page.click('[data-testid="stats-reset"]');
  await page.click('[data-testid="stats-reset-yes"]');
  await page.locator('[data-testid="stats-empty"]').waitFor();
  assert.deepEqual(await storedGames(page), before, 'saved games stay after a reset');
  assert.deepEqual(errors, [], 'no error in the page');
});

test('Damaged statistics are listed and never block the rest', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  await openApp(page, server.url);
  await page.evaluate(() => localStorage.setItem('moonvale.stats', JSON.stringify({
    format: 'moonvale-stats', version: 1,
    games: [{ id: 'x', kind: 'nova-luna' }, 'nonsense', {
      id: 'g1', kind: 'via-nebula', title: 'Old game', players: [
        { name: 'Ada', kind: 'human', colour: 'blue' }, { name: 'Cy', kind: 'computer', colour: 'red', level: 'hard' }],
      scores: [21, 17], higher_is_better: true, winners: [0], ending: 'fifth-building', finished_ms: 1700000000000 }],
  })));
  await page.reload({ waitUntil: 'load' });
  await page.click('[data-testid="open-stats"]');
  const group = page.locator('[data-testid="stats-group"][data-kind="via-nebula"][data-players="2"]');
  await group.waitFor();
  assert.equal(await page.getAttribute('[data-testid="stats-damaged"]', 'data-count'), '2');
  assert.equal(await group.locator('[data-testid="stats-won"] td').textContent(), '1');
  assert.match(await group.locator('[data-testid="stats-level"][data-level="hard"] td').textContent(), /^1\D+1$/);
  assert.equal(await group.locator('[data-testid="stats-replay"]').count(), 0, 'no replay for a game no longer saved');
  assert.deepEqual(errors, [], 'no error in the page');
});

/** One device of a game played by link: its page, its person's name, its origin. */
function device(site, name) {
  return { page: site.page, name, url: site.server.url, errors: site.errors };
}

/** Opens a shared link of a game at `count` moves on `to` (its own origin: the link's
 * fragment is what travels), and waits for the game to show at that move. */
async function openLink(to, link, count) {
  const fragment = new URL(link).hash;
  assert.match(fragment, /^#\/shared\/[A-Za-z0-9_-]+$/);
  await to.page.goto(new URL(to.url).origin + new URL(to.url).pathname + fragment, { waitUntil: 'load' });
  await to.page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await to.page.waitForFunction(() => location.hash.startsWith('#/play/'));
  await to.page.locator(`${GAME}[data-moves="${count}"]`).waitFor();
}

/** Plays `who`'s turns on their device until the game passes to the other person or ends. */
async function playTurns(who, random) {
  const { page } = who;
  for (let guard = 0; guard < 500; guard++) {
    await page.waitForSelector(`${ACTION}, [data-testid="handover-confirm"], [data-testid="end"]`, { state: 'attached' });
    if (await page.locator('[data-testid="end"]').count()) return 'end';
    const handover = page.locator('[data-testid="handover"] h3');
    if (await handover.count()) {
      if (!(await handover.textContent()).includes(who.name)) return 'passed';
      await page.click('[data-testid="handover-confirm"]');
      continue;
    }
    const buttons = page.locator(ACTION);
    const n = await buttons.count();
    const before = await moves(page);
    await buttons.nth(Math.floor(random() * n)).click();
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.getAttribute('data-moves') ?? n) !== n
      || document.querySelector('[data-testid="end"]'), [GAME, before]);
  }
  throw new Error('the turn did not end');
}

async function shareLink(page) {
  await page.click('[data-testid="share"]');
  const dialog = page.locator('[data-testid="share-dialog"]');
  await dialog.waitFor();
  assert.equal(await dialog.getAttribute('data-fits'), 'true', 'a 2-player game fits in a link');
  assert.ok((await page.locator('[data-testid="share-warning"]').textContent()).includes('hidden'), 'the link\'s reach is said');
  const link = await page.inputValue('[data-testid="share-link"]');
  await page.click('[data-testid="share-close"]');
  return link;
}

/** Two devices play a 2-player game to its end, passing it by link after each turn, from a
 * saved game (`tests/fixtures/saves/`), whose first link carries it whole: Nova Luna two
 * thirds in (`nova-luna-late.json`, Ada and Bob); Via Nebula near its end
 * (`via-nebula-near-end.json`, 233 actions in, "Player 1" and "Player 2"). */
async function playByLinks(t, kind) {
  const a = await openSite(t);
  const b = await openSite(t);
  const names = kind === 'nova-luna' ? ['Ada', 'Bob'] : ['Player 1', 'Player 2'];
  const ada = device(a, names[0]);
  const bob = device(b, names[1]);
  for (const d of [ada, bob]) {
    await d.page.setViewportSize(WIDE);
    await openApp(d.page, d.url);
  }
  await resumeSaved(ada.page, kind === 'nova-luna' ? 'nova-luna-late.json' : 'via-nebula-near-end.json');
  const random = prng(21);
  let [here, there] = [ada, bob];
  let passes = 0;
  let longest = 0;
  for (;;) {
    const now = await playTurns(here, random);
    if (now === 'end') break;
    if (passes === 1) await shots(here.page, `${kind}-share-handover`);
    const link = await shareLink(here.page);
    const count = await moves(here.page);
    longest = Math.max(longest, link.length);
    if (passes === 0) {
      await here.page.click('[data-testid="share"]');
      await shots(here.page, `${kind}-share-dialog`);
      await here.page.click('[data-testid="share-close"]');
    }
    await openLink(there, link, count);
    passes += 1;
    [here, there] = [there, here];
  }
  // The other device gets the final position too, and both agree.
  const link = await shareLink(here.page);
  await openLink(there, link, await moves(here.page));
  await there.page.locator('[data-testid="end"]').waitFor();
  const scores = async (d) => d.page.locator('[data-testid="end"] table').first().innerText();
  assert.equal(await scores(here), await scores(there), 'both devices show the same result');
  assert.equal(await moves(here.page), await moves(there.page));
  t.diagnostic(`${kind}: ${await moves(here.page)} moves, ${passes} links passed, the longest ${longest} characters`);
  assert.deepEqual(a.errors, [], 'no error on the first device');
  assert.deepEqual(b.errors, [], 'no error on the second device');
  return { ada, bob };
}

test('Nova Luna by link: two devices pass the game back and forth to the end', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const { bob } = await playByLinks(t, 'nova-luna');
  // Opening the same link again changes nothing and says so.
  const link = await shareLink(bob.page);
  await openLink(bob, link, await moves(bob.page));
  assert.match(await bob.page.locator('[data-testid="message"]').innerText(), /already up to date/);
});

test('Via Nebula by link: two devices pass the game back and forth to the end', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  await playByLinks(t, 'via-nebula');
});

test('A damaged, foreign or cut link is refused with a message and nothing stored changes', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  await page.setViewportSize(NARROW);
  await openApp(page, server.url);
  await newNovaLuna(page, [{ name: 'Ada' }, { name: 'Bob' }], 3);
  await page.click('[data-testid="handover-confirm"]');
  const link = await shareLink(page);
  const payload = new URL(link).hash.slice('#/shared/'.length);
  const stored = await storedGames(page);
  const flip = (s, i) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  const foreign = Buffer.from(JSON.stringify({ hello: 'world' })).toString('base64url');
  const cases = [
    ['cut', payload.slice(0, Math.floor(payload.length / 2)), /damaged/],
    ['cut short', payload.slice(0, -3), /damaged/],
    ['changed', flip(payload, Math.floor(payload.length / 2)), /damaged|rules/],
    ['foreign', foreign, /damaged|not a shared/],
    ['too long', 'A'.repeat(120_000), /too long/],
  ];
  for (const [what, bad, message] of cases) {
    await page.goto(`${server.url}#/shared/${bad}`, { waitUntil: 'load' });
    await page.locator('[data-testid="home"]').waitFor();
    const alert = page.locator('[data-testid="message"][role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), message, `a ${what} link says why`);
    assert.deepEqual(await storedGames(page), stored, `a ${what} link changes nothing stored`);
    if (what === 'changed') await page.screenshot({ path: join(OUT, 'records-link-refused-390x844.png') });
  }

  // The same game as a file: saved from the share dialog, imported on a device without it.
  const [id] = Object.keys(stored);
  await page.goto(`${server.url}#/play/${id}`, { waitUntil: 'load' });
  await page.locator(GAME).waitFor();
  await page.click('[data-testid="share"]');
  const saving = page.waitForEvent('download');
  await page.click('[data-testid="share-file"]');
  const file = join(OUT, 'records-shared-game.json');
  await (await saving).saveAs(file);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).format, 'moonvale-shared');
  await page.evaluate((key) => localStorage.removeItem(key), `moonvale.game.${id}`);
  await page.goto(`${server.url}#/`, { waitUntil: 'load' });
  await page.reload({ waitUntil: 'load' });
  await page.locator('[data-testid="home"]').waitFor();
  await page.setInputFiles('[data-testid="import-file"]', file);
  await page.locator(GAME).waitFor();
  assert.match(await page.locator('[data-testid="message"]').innerText(), /is now on this device/);
  assert.deepEqual(Object.keys(await storedGames(page)), Object.keys(stored), 'the game is back under its own id');

  // A game too long for messaging apps offers the file instead of the link (a title of
  // 9,000 random characters makes its link too long: they do not compress).
  await page.evaluate((key) => {
    const record = JSON.parse(localStorage.getItem(key));
    const noise = Array.from({ length: 9000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000)));
    record.title = noise.join('');
    localStorage.setItem(key, JSON.stringify(record));
  }, `moonvale.game.${id}`);
  await page.reload({ waitUntil: 'load' });
  await page.locator(GAME).waitFor();
  await page.click('[data-testid="share"]');
  await page.locator('[data-testid="share-too-long"]').waitFor();
  assert.equal(await page.getAttribute('[data-testid="share-dialog"]', 'data-fits'), 'false');
  assert.equal(await page.locator('[data-testid="share-link"]').count(), 0, 'no link offered');
  assert.equal(await page.locator('[data-testid="share-file"]').count(), 1, 'the file is offered');
  assert.deepEqual(errors, [], 'no error in the page');
});
