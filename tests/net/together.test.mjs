// Playing together from two homes, each behind its own NAT (tests/net/lab.mjs): the built site
// (dist/) served from the lab's "internet", a Chromium in each home, each player choosing
// "Across the internet" with the lab's coturn as their own server in the app's connection
// settings, the invitation sent as a link and the answer pasted back, then play through the
// data channel. Through ordinary NATs with STUN; through symmetric NATs with coturn as TURN
// (user and password given in the settings). Three guest moves each; NET_WHOLE_GAME=1 plays
// each game to its end (a separate run, docs/playing-together.md). Needs root. Skipped without
// dist/index.html.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLab, PUBLIC_ADDRESS, STUN_PORT, TURN_USER, TURN_PASSWORD } from './lab.mjs';
import { answerAcross, tapFirstChoice, moves, SCREEN, GUEST_SCREEN } from './across.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = process.env.MOONVALE_DIST || join(HERE, '..', '..', 'dist');
const OUT = join(HERE, '..', '..', 'test-output');
/** Guest moves played through the connection in each test; with NET_WHOLE_GAME=1, the game
 * played to its end (docs/playing-together.md "Playing at a distance": a separate run). */
const WHOLE_GAME = process.env.NET_WHOLE_GAME === '1';
const GUEST_MOVES = WHOLE_GAME ? Infinity : 3;
const TEST_TIMEOUT = WHOLE_GAME ? 1_800_000 : 120_000;
const ENDED = '[data-testid="end"]';

/** As `answerAcross`, then plays until the guest has made GUEST_MOVES moves (or the game ended). */
async function playAcross(t, lab, servers, user, password) {
  const { host, guest, started } = await answerAcross(lab, servers, user, password);
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  t.diagnostic(`connected and the guest's seat drawn ${Date.now() - started} ms after the answer was given`);
  await host.page.click('[data-testid="remote-close"]');

  let played = 0;
  for (let guard = 0; played < GUEST_MOVES && guard < (WHOLE_GAME ? 3000 : 60); guard++) {
    if (await host.page.locator(ENDED).count()) break;
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    const before = await moves(host.page, SCREEN);
    if (toAct === '1') {
      await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
      await tapFirstChoice(guest.page);
      played += 1;
    } else {
      await tapFirstChoice(host.page);
    }
    await host.page.waitForFunction(([s, n, end]) => Number(document.querySelector(s)?.dataset.moves) > n
      || document.querySelector(end), [SCREEN, before, ENDED]);
  }
  if (WHOLE_GAME) {
    // The end reached the guest too, the same final position.
    await host.page.locator(ENDED).waitFor();
    await guest.page.locator(`${GUEST_SCREEN}[data-over="true"] [data-testid="join-over"]`).waitFor();
    t.diagnostic(`the game ended after ${await moves(host.page, SCREEN)} moves, ${played} of them the guest's`);
    assert.ok(played >= 20, `the guest played its turns to the end (${played})`);
  } else {
    assert.equal(played, GUEST_MOVES, 'the guest played its moves across the internet');
  }
  await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, await moves(host.page, SCREEN)]);
  await guest.page.screenshot({ path: join(OUT, `net-${t.name.slice(0, 30).replace(/\W+/g, '-')}-guest.png`), fullPage: true });
  await host.page.screenshot({ path: join(OUT, `net-${t.name.slice(0, 30).replace(/\W+/g, '-')}-host.png`), fullPage: true });
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
}

async function labFor(t, options) {
  const lab = await startLab({ ...options, site: DIST });
  t.after(() => lab.close());
  for (const line of lab.describe().split('\n')) t.diagnostic(line);
  return lab;
}

const built = existsSync(join(DIST, 'index.html'));

test('two homes behind ordinary NATs play together across the internet through STUN', { timeout: TEST_TIMEOUT, skip: !built && 'no dist/: build the site first' }, async (t) => {
  const lab = await labFor(t, { nat: 'cone' });
  await playAcross(t, lab, [`stun:${PUBLIC_ADDRESS}:${STUN_PORT}`]);
});

test('two homes behind symmetric NATs play together through the TURN relay of their settings', { timeout: TEST_TIMEOUT, skip: !built && 'no dist/: build the site first' }, async (t) => {
  const lab = await labFor(t, { nat: 'symmetric', turn: true });
  await playAcross(t, lab, [`turn:${PUBLIC_ADDRESS}:${STUN_PORT}`], TURN_USER, TURN_PASSWORD);
});

// docs/playing-together.md "Playing at a distance": when no connection forms (two symmetric
// NATs and STUN alone), both devices say so once the browser gives up (about 15 s, measured in
// nat.test.mjs), with what to try; the host's game is untouched, the seat can be invited again or played here.
test('behind two symmetric NATs with STUN alone, both devices say no connection formed, and nothing is lost', { timeout: TEST_TIMEOUT, skip: !built && 'no dist/: build the site first' }, async (t) => {
  const lab = await labFor(t, { nat: 'symmetric' });
  const { host, guest, started } = await answerAcross(lab, [`stun:${PUBLIC_ADDRESS}:${STUN_PORT}`]);
  const before = await moves(host.page, SCREEN);
  await guest.page.locator('[data-testid="join-no-connection"]').waitFor({ timeout: 90_000 });
  t.diagnostic(`the guest said so ${Date.now() - started} ms after the answer was given`);
  await host.page.locator('[data-testid="remote-error"]', { hasText: 'No connection could be made' }).waitFor({ timeout: 30_000 });
  t.diagnostic(`the host said so ${Date.now() - started} ms after the answer was given`);
  assert.match(await guest.page.locator('[data-testid="join"]').innerText(), /Across the internet/, 'the guest is told what to try');
  assert.equal(await host.page.locator('[data-testid="remote-invite"][data-seat="1"]').count(), 1, 'the seat can be invited again');
  await guest.page.screenshot({ path: join(OUT, 'net-no-connection-guest.png'), fullPage: true });
  await host.page.screenshot({ path: join(OUT, 'net-no-connection-host.png'), fullPage: true });
  assert.equal(await moves(host.page, SCREEN), before, 'the host\'s game is untouched');
  // The game goes on here: the seat taken back to this device, its moves played on it.
  await host.page.click('[data-testid="remote-take-here"][data-seat="1"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'plays on this device' }).waitFor();
  await host.page.click('[data-testid="remote-close"]');
  const confirm = host.page.locator('[data-testid="handover-confirm"]');
  if (await confirm.count()) await confirm.click();
  await tapFirstChoice(host.page);
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
});
