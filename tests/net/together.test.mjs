// Playing together from two homes, each behind its own NAT (tests/net/lab.mjs): the built site
// (dist/) served from the lab's "internet", a Chromium in each home, each player choosing
// "Across the internet" with the lab's coturn as their own server in the app's connection
// settings, the invitation sent as a link and the answer pasted back, then play through the
// data channel. Through ordinary NATs with STUN; through symmetric NATs with coturn as TURN
// (user and password given in the settings). Needs root. Skipped without dist/index.html.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillSeats } from '../e2e/helpers.mjs';
import { startLab, open, PUBLIC_ADDRESS, STUN_PORT, TURN_USER, TURN_PASSWORD } from './lab.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = process.env.MOONVALE_DIST || join(HERE, '..', '..', 'dist');
const OUT = join(HERE, '..', '..', 'test-output');
const SCREEN = '[data-testid="game-screen"]';
const GUEST_SCREEN = '[data-testid="join"] [data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';
const TEST_TIMEOUT = 120_000;
/** Guest moves played through the connection in each test. */
const GUEST_MOVES = 3;

async function appIn(lab, home) {
  const context = await lab.browser(home);
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/** In the connection settings (open on the page): across the internet, through these servers. */
async function chooseInternet(page, servers, user = '', password = '') {
  await page.check('[data-testid="network-internet"]');
  await page.locator('[data-testid="network-choice"][data-network="internet"]').waitFor();
  await page.click('[data-testid="network-servers-box"] summary');
  await page.fill('[data-testid="network-servers"]', servers.join('\n'));
  await page.fill('[data-testid="network-user"]', user);
  await page.fill('[data-testid="network-password"]', password);
  await page.click('[data-testid="network-save"]');
  await page.locator('[data-testid="network-said"]').waitFor();
}

/** Taps the turn's first choice, its list opened in full (as a keyboard player keeps it). */
async function tapFirstChoice(page) {
  const list = page.locator('[data-testid="choice-list"]').first();
  if (await list.count() && !(await list.evaluate((d) => d.open))) await list.locator('[data-testid="choice-list-toggle"]').click();
  await page.locator(ACTION).first().click();
}

async function moves(page, selector) {
  return Number(await page.getAttribute(selector, 'data-moves'));
}

/** Hosts a two-seat Via Nebula game in home 1 and answers seat 1's invitation link from home
 * 2, both across the internet through `servers`; the answer given, the connection under way. */
async function answerAcross(lab, servers, user, password) {
  const host = await appIn(lab, 0);
  const guest = await appIn(lab, 1);
  await open(host.page, lab.site);
  await ready(host.page);
  await host.page.click('[data-testid="new-via-nebula"]');
  const form = host.page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  await host.page.selectOption('[data-testid="vn-player-count"]', '2');
  await fillSeats(form, [{ name: 'Ada' }, { name: 'Bob' }]);
  await host.page.fill('[data-testid="vn-seed"]', '5');
  await host.page.click('[data-testid="vn-start"]');
  await host.page.locator(SCREEN).waitFor();
  await host.page.click('[data-testid="devices"]');
  await chooseInternet(host.page, servers, user, password);
  await open(guest.page, `${lab.site}#/join`);
  await ready(guest.page);
  await chooseInternet(guest.page, servers, user, password);

  await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
  await host.page.locator('[data-testid="remote-offer"]').waitFor();
  const link = await host.page.locator('[data-testid="remote-link"]').inputValue();
  await guest.page.goto('about:blank');
  await open(guest.page, link);
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue().catch(async (e) => {
    throw new Error(`${e.message}\njoin screen: ${await guest.page.locator('[data-testid="join"]').getAttribute('data-phase')}: ${await guest.page.locator('main').innerText()}`);
  });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  return { host, guest, started: Date.now() };
}

/** As `answerAcross`, then plays until the guest has made GUEST_MOVES moves. */
async function playAcross(t, lab, servers, user, password) {
  const { host, guest, started } = await answerAcross(lab, servers, user, password);
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  t.diagnostic(`connected and the guest's seat drawn ${Date.now() - started} ms after the answer was given`);
  await host.page.click('[data-testid="remote-close"]');

  let played = 0;
  for (let guard = 0; played < GUEST_MOVES && guard < 60; guard++) {
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    const before = await moves(host.page, SCREEN);
    if (toAct === '1') {
      await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
      await tapFirstChoice(guest.page);
      played += 1;
    } else {
      await tapFirstChoice(host.page);
    }
    await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  }
  assert.equal(played, GUEST_MOVES, 'the guest played its moves across the internet');
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
