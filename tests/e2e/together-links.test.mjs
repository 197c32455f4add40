// docs/playing-together.md "Invitations as links": an invitation is a link to the site whose
// fragment carries the code (`#/join/<code>`); opened on the guest's device it goes straight to
// the seat's answer, with nothing to paste. The host's panel sends it through the system's share
// sheet where the browser has `navigator.share` (a phone), and copies it elsewhere. A table
// survives a reload of either page: the host's page reloads and invites the seat again, the
// guest's page reloads and opens the new link; the seat comes back, at the same position, with
// the secret its device kept. Real RTCPeerConnections between browser profiles on loopback.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSite, openApp, newViaNebula, TEST_TIMEOUT } from './helpers.mjs';
import { checkTable } from './hand-layout.mjs';

const ACTION = '[data-testid="action"]';
const SCREEN = '[data-testid="game-screen"]';
const GUEST_SCREEN = '[data-testid="join"] [data-testid="game-screen"]';

/** The host page's `navigator.share`, as a phone's browser offers it: records what it was
 * handed (the test cannot tap a system share sheet). */
async function phoneShare(site) {
  await site.context.addInitScript(() => {
    window.__shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data) { window.__shared.push(data); return Promise.resolve(); },
    });
  });
}

/** Invites `seat` from the host page; its invitation link. */
async function inviteLink(host, seat) {
  await host.page.click('[data-testid="devices"]');
  await host.page.click(`[data-testid="remote-invite"][data-seat="${seat}"]`);
  const code = await host.page.locator('[data-testid="remote-offer"]').inputValue({ timeout: 20_000 });
  const link = await host.page.locator('[data-testid="remote-link"]').inputValue();
  assert.ok(link.endsWith(`#/join/${code}`), `the link carries the code: ${link.slice(0, 80)}…`);
  return link;
}

/** Opens the link on the guest's device and pastes its answer on the host's. */
async function joinByLink(host, guest, seat, link) {
  // Opened as a messenger opens a link: a page load (about:blank first, so that a tab already
  // on the app loads the link rather than only changing its hash).
  await guest.page.goto('about:blank');
  await openApp(guest.page, link);
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 })
    .catch(async (e) => {
      throw new Error(`${e.message}\njoin screen: ${await guest.page.locator('[data-testid="join"]').getAttribute('data-phase')}: ${await guest.page.locator('main').innerText()}`);
    });
  // An invitation answers once: the guest's address no longer carries it.
  assert.ok(guest.page.url().endsWith('#/join'), guest.page.url());
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="${seat}"]`).waitFor();
  await host.page.click('[data-testid="remote-close"]');
}

async function moves(page, selector = SCREEN) {
  return Number(await page.getAttribute(selector, 'data-moves'));
}

/** Plays from whichever page holds the seat to act until it is `seat`'s turn. */
async function untilTurnOf(host, guest, seat, guestSeat) {
  for (let guard = 0; guard < 100; guard++) {
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    if (toAct === String(seat)) return;
    const before = await moves(host.page);
    if (toAct === String(guestSeat)) {
      await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
      await guest.page.locator(ACTION).first().click();
    } else {
      const confirm = host.page.locator('[data-testid="handover-confirm"]');
      if (await confirm.count()) await confirm.click();
      await host.page.locator(ACTION).first().click();
    }
    await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  }
  throw new Error(`never seat ${seat}'s turn`);
}

test('an invitation link opens the seat on the guest device, is sent by the share sheet where there is one, and brings the seat back after either page reloads', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await phoneShare(host);
  await openApp(host.page, host.server.url);
  // The new-game screen says how to play with friends, and leads to a friend's game.
  await openApp(guest.page, guest.server.url);
  await guest.page.click('[data-testid="new-via-nebula"]');
  await guest.page.click('[data-testid="friends-note"] > summary');
  assert.match(await guest.page.locator('[data-testid="friends-note"]').innerText(), /Play with friends[\s\S]*on their own phone/);
  await guest.page.click('[data-testid="friends-join"]');
  await guest.page.locator('[data-testid="join"][data-phase="code"]').waitFor();
  assert.ok(guest.page.url().endsWith('#/join'), guest.page.url());
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 21);

  // Share says a link shows everything and leads to playing together instead.
  await host.page.click('[data-testid="share"]');
  assert.match(await host.page.locator('[data-testid="share-warning"]').innerText(), /hidden cards/);
  await host.page.click('[data-testid="share-play-together"]');
  await host.page.locator('[data-testid="remote-panel"]').waitFor();
  assert.equal(await host.page.locator('[data-testid="share-dialog"]').count(), 0, 'the share dialog gave way');
  await host.page.click('[data-testid="remote-close"]');
  // "Play with friends" is in the game's head; on a phone, whose head has a row of buttons
  // already full, it is beside the log (and under Share, as above). Ada's turn shown: the table
  // in play (the hand-over screen has the room for it in its head).
  const confirm = host.page.locator('[data-testid="handover-confirm"]');
  if (await confirm.count()) await confirm.click();
  for (const [width, height] of [[1280, 800], [390, 844], [360, 740]]) {
    await host.page.setViewportSize({ width, height });
    const size = `${width}x${height}`;
    const inHead = host.page.locator('.game-head-buttons [data-testid="devices"]');
    const besideLog = host.page.locator('[data-testid="log-panel"] [data-testid="devices-beside-log"]');
    if (width >= 900) {
      assert.ok(await inHead.isVisible(), `${size}: in the head`);
      assert.ok(!(await besideLog.isVisible()), `${size}: once only`);
      await inHead.click();
    } else {
      assert.ok(!(await inHead.isVisible()), `${size}: not in the phone's full row`);
      await host.page.click('[data-testid="panel-tab"][data-panel="log"]');
      await besideLog.click();
    }
    await host.page.locator('[data-testid="remote-panel"]').waitFor();
    await host.shot(`play-with-friends-${size}`);
    await host.page.click('[data-testid="remote-close"]');
    if (width < 900) await host.page.click('[data-testid="panel-tab"][data-panel="choices"]');
  }
  await host.page.setViewportSize({ width: 1000, height: 760 });

  const link = await inviteLink(host, 1);
  await host.page.click('[data-testid="remote-share"]');
  const shared = await host.page.evaluate(() => window.__shared);
  assert.equal(shared.length, 1);
  assert.equal(shared[0].url, link, 'the share sheet is handed the invitation link');
  assert.match(shared[0].title, /Bob/);
  await host.shot('invitation-link');
  await joinByLink(host, guest, 1, link);
  await guest.shot('joined-by-link');
  // The guest's page is titled with the table and its seat, and has the table's rules at hand.
  const title = guest.page.locator(`${GUEST_SCREEN} .game-head h2`);
  assert.equal(await title.innerText(), 'Via Nebula: Ada, Bob — Bob plays on this device');
  await guest.page.click('[data-testid="vn-rules"] > summary');
  // The rules are drawn once the sheet says it is open (its toggle event): waited for by a
  // ruling of theirs, as the other tests of the sheet do.
  await guest.page.locator('[data-testid="vn-rules"] [data-testid="vn-ruling"]').first().waitFor();
  assert.match(await guest.page.locator('[data-testid="vn-rules"] .rules-sheet-body').innerText(), /Airway/, 'the contracts of the table');
  await guest.shot('guest-rules');
  await guest.page.click('[data-testid="vn-rules"] [data-testid="rules-close"]');

  // Bob plays a move from his device, after asking it for a suggestion: found on his own view,
  // said with its reason, and the host's game is then assisted, as for a hint asked there.
  await untilTurnOf(host, guest, 1, 1);
  let before = await moves(host.page);
  await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
  assert.equal(await host.page.locator('[data-testid="assisted"]').count(), 0, 'not assisted before');
  await guest.page.click(`${GUEST_SCREEN} [data-testid="hint"]`);
  const suggested = guest.page.locator(`${GUEST_SCREEN} [data-testid="hint-text"].found`);
  await suggested.waitFor({ timeout: 30_000 });
  assert.match(await suggested.innerText(), /^Suggested move: /);
  await host.page.locator('[data-testid="assisted"]').waitFor();
  await guest.shot('guest-hint');
  await guest.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);

  // The host's page reloads: the guest says the host left; a new link brings the seat back.
  await host.page.reload({ waitUntil: 'load' });
  await host.page.locator(SCREEN).waitFor();
  await guest.page.locator('[data-testid="join-closed"]').waitFor({ timeout: 20_000 });
  const atHostReload = await moves(host.page);
  await joinByLink(host, guest, 1, await inviteLink(host, 1));
  assert.equal(await moves(guest.page, GUEST_SCREEN), atHostReload, 'the guest is back at the host\'s position');

  // The guest's page reloads: the host sees the seat away; the next link (which carries no
  // secret) brings the same device back with the secret it kept.
  await guest.page.reload({ waitUntil: 'load' });
  // The reloaded page says its seat waits and what brings it back.
  const waits = guest.page.locator('[data-testid="join-waiting-seat"][data-seat="1"]');
  await waits.waitFor();
  assert.match(await waits.innerText(), /seat 2 of a Via Nebula game.*new invitation link/);
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor({ timeout: 20_000 });
  await host.page.click('[data-testid="remote-close"]');
  await joinByLink(host, guest, 1, await inviteLink(host, 1));
  await untilTurnOf(host, guest, 1, 1);
  before = await moves(host.page);
  await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
  await guest.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  // The guest's table is laid out as the host's: on a phone the board takes the width, no
  // sideways scroll, every target a finger's size, no scrolled box before an action.
  for (const [width, height] of [[390, 844], [360, 740], [844, 390], [1280, 800]]) {
    await guest.page.setViewportSize({ width, height });
    await checkTable(guest.page, assert, { board: '[data-testid="vn-board"]', canvases: '[data-testid="vn-board"]', what: `the guest's table at ${width}x${height}` });
    await guest.shot(`guest-after-reloads-${width}x${height}`);
  }
  for (const site of [host, guest]) assert.deepEqual(site.errors, []);
});

test('without a share sheet the invitation link is copied, and a pasted link joins as its code does', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await host.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 22);
  const link = await inviteLink(host, 1);
  assert.equal(await host.page.locator('[data-testid="remote-share"]').count(), 0, 'no share button where the browser has no share sheet');
  await host.page.click('[data-testid="remote-copy"]');
  await host.page.locator('[data-testid="remote-link-said"]', { hasText: 'Link copied' }).waitFor();
  assert.equal(await host.page.evaluate(() => navigator.clipboard.readText()), link);
  for (const size of [[390, 844], [1280, 800]]) {
    await host.page.setViewportSize({ width: size[0], height: size[1] });
    await host.shot(`host-invitation-${size[0]}`);
  }
  await openApp(guest.page, `${guest.server.url}#/join`);
  await guest.page.fill('[data-testid="join-code"]', link);
  await guest.page.click('[data-testid="join-start"]');
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  for (const site of [host, guest]) assert.deepEqual(site.errors, []);
});

// A tab already on the app (its join screen) that opens the link changes only its fragment: Chromium then reports
// the one navigation twice (popstate, then hashchange). The second arrives after the join screen
// rewrote the address to `#/join`; the screen must keep the code it was given (it once opened
// afresh without it, and the guest saw an empty code box).
test('a link opened in a tab already on the app joins too: only its fragment changes', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 23);
  const link = await inviteLink(host, 1);
  // The guest's tab is on the join screen already, as after an earlier table.
  await openApp(guest.page, `${guest.server.url}#/join`);
  const fragment = link.slice(link.indexOf('#'));
  await guest.page.evaluate(() => { window.__sameDocument = true; });
  await guest.page.goto(`${guest.server.url}${fragment}`);
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 })
    .catch(async (e) => {
      throw new Error(`${e.message}\njoin screen: ${await guest.page.locator('[data-testid="join"]').getAttribute('data-phase')}: ${await guest.page.locator('main').innerText()}`);
    });
  assert.equal(await guest.page.evaluate(() => window.__sameDocument), true, 'the same document: only the fragment changed');
  assert.ok(guest.page.url().endsWith('#/join'), guest.page.url());
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  await guest.shot('joined-by-fragment');
  for (const site of [host, guest]) assert.deepEqual(site.errors, []);
});

// docs/playing-together.md "Invitations as links": the guest's answer is a link too. Opened on
// the host's device (another tab, as a messenger opens it), it is handed to the tab hosting the
// game over a BroadcastChannel: that tab connects, the link's tab says it may be closed. Where
// no tab took it (another device), the link's tab shows the code to paste.
test('an answer link opened on the host device hands the answer to the game\'s tab, which connects', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 24);
  const link = await inviteLink(host, 1);
  await openApp(guest.page, link);
  const answerLink = await guest.page.locator('[data-testid="join-answer-link"]').inputValue({ timeout: 20_000 });
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue();
  assert.ok(answerLink.endsWith(`#/answer/${answer}`), `the answer's link carries its code: ${answerLink.slice(0, 80)}…`);
  await guest.shot('answer-link');

  // On a device with no game hosted, the link says so and shows the code.
  const elsewhere = await openSite(t);
  await openApp(elsewhere.page, `${elsewhere.server.url}${answerLink.slice(answerLink.indexOf('#'))}`);
  await elsewhere.page.locator('[data-testid="answer-not-taken"]').waitFor();
  assert.equal(await elsewhere.page.locator('[data-testid="answer-code"]').inputValue(), answer);

  // A second tab on the same game follows it from the tab that holds it, and hosts nothing:
  // two tabs never both show an invitation for one seat, so one answer goes to one tab.
  const twin = await host.context.newPage();
  await openApp(twin, host.page.url());
  await twin.locator('[data-testid="game-elsewhere"]').waitFor();
  assert.equal(await twin.locator('[data-testid="devices"], [data-testid="remote-panel"]').count(), 0, 'no hosting in the following tab');

  // On the host's device: a new tab opens it; the game's tab takes it and connects.
  await host.page.click('[data-testid="remote-close"]');
  const tab = await host.context.newPage();
  await openApp(tab, `${host.server.url}${answerLink.slice(answerLink.indexOf('#'))}`);
  await tab.locator('[data-testid="answer-taken"]').waitFor();
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'connected' }).waitFor();
  for (const size of [[390, 844], [1280, 800]]) {
    await tab.setViewportSize({ width: size[0], height: size[1] });
    await tab.screenshot({ path: `${process.cwd()}/test-output/answer-taken-${size[0]}.png` });
  }
  // The following tab takes the game over: the tab that hosted stops, its connection with it
  // (the guest is told the host has left), and the new one keeps the seat as a guest's, away
  // until it is invited again.
  await twin.click('[data-testid="play-here"]');
  await twin.locator('[data-testid="game-screen"]').waitFor();
  await host.page.locator('[data-testid="game-elsewhere"]').waitFor();
  await guest.page.locator('[data-testid="join-closed"]').waitFor({ timeout: 20_000 });
  await twin.click('[data-testid="devices"]');
  await twin.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor();
  for (const site of [host, guest, elsewhere]) assert.deepEqual(site.errors, []);
});

/** Every process of the Chromium started with `flag` (its browser process, and all it started). */
function chromiumProcesses(flag) {
  const children = (args) => {
    try {
      return execFileSync('pgrep', args).toString().trim().split('\n').filter(Boolean).map(Number);
    } catch {
      return []; // pgrep found none
    }
  };
  const all = new Set();
  const visit = (pid) => {
    if (all.has(pid)) return;
    all.add(pid);
    for (const child of children(['-P', String(pid)])) visit(child);
  };
  for (const root of children(['-f', '--', flag])) visit(root);
  return [...all];
}

// docs/playing-together.md "Invitations as links": a phone that sleeps stops everything, its
// network too, and the connection dies under it. Here the guest's whole browser is stopped
// (SIGSTOP, as a phone's system suspends it) and continued later: the host sees the seat away and
// plays on; the woken page says the host is gone, and the host's next invitation link, opened in
// the same tab as a messenger's link is, brings the seat back with one link each way, at the
// position the host reached meanwhile.
test('a phone that sleeps and wakes joins its seat again with one link each way, and nothing is lost', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const flag = `--moonvale-test-sleeper=${randomBytes(6).toString('hex')}`;
  const host = await openSite(t);
  const guest = await openSite(t, { args: [flag] });
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 24);
  await joinByLink(host, guest, 1, await inviteLink(host, 1));
  await untilTurnOf(host, guest, 1, 1);
  await untilTurnOf(host, guest, 0, 1);
  const processes = chromiumProcesses(flag);
  assert.ok(processes.length >= 2, `the guest's Chromium and its children: ${processes}`);

  // The phone sleeps.
  const asleep = Date.now();
  for (const pid of processes) try { process.kill(pid, 'SIGSTOP'); } catch { /* gone */ }
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const pid of chromiumProcesses(flag)) try { process.kill(pid, 'SIGCONT'); } catch { /* gone */ }
  };
  t.after(wake);
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor({ timeout: 90_000 });
  t.diagnostic(`the host saw the sleeping guest's seat away ${Date.now() - asleep} ms after it slept`);
  await host.page.click('[data-testid="remote-close"]');
  // The host plays on meanwhile: Ada's turn to its end.
  while ((await host.page.getAttribute(SCREEN, 'data-to-act')) === '0') {
    const before = await moves(host.page);
    const confirm = host.page.locator('[data-testid="handover-confirm"]');
    if (await confirm.count()) await confirm.click();
    await host.page.locator(ACTION).first().click();
    await host.page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.moves) > n, [SCREEN, before]);
  }
  const reached = await moves(host.page);

  // The phone wakes: its page says the host is gone, and how to come back.
  const awake = Date.now();
  wake();
  await guest.page.locator('[data-testid="join"][data-phase="closed"]').waitFor({ timeout: 90_000 });
  t.diagnostic(`the woken page said the host was gone ${Date.now() - awake} ms after it woke`);
  assert.match(await guest.page.locator('[data-testid="join-closed"]').innerText(), /connection to the host is lost .*slept/);
  await guest.shot('woken-390x844');
  // The host's next invitation of the seat, opened in the same tab (a messenger's link).
  const link = await inviteLink(host, 1);
  assert.equal(new URL(link).origin, new URL(guest.page.url()).origin, 'the woken tab is on the site the link opens');
  await guest.page.evaluate(() => { window.__sameDocument = true; });
  await guest.page.goto(link);
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  assert.equal(await guest.page.evaluate(() => window.__sameDocument), true, 'the woken page itself, not a reload');
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  await host.page.click('[data-testid="remote-close"]');
  // Back at the position the host reached, Bob to play: his move is the host's too.
  await guest.page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.moves) === n, [GUEST_SCREEN, reached]);
  await guest.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.moves) > n, [SCREEN, reached]);
  await guest.page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.dataset.moves) > n, [GUEST_SCREEN, reached]);
  // His second action, on a phone: his choices in reach (his table's buttons, "Suggest a move"
  // and "Undo" among them, once wrapped beside an empty column and squeezed them).
  for (const [width, height] of [[390, 844], [360, 740]]) {
    await guest.page.setViewportSize({ width, height });
    await guest.page.locator('[data-testid="hint"]').waitFor();
    await guest.page.locator('[data-testid="undo"]').waitFor();
    await checkTable(guest.page, assert, { board: '[data-testid="vn-board"]', canvases: '[data-testid="vn-board"]', what: `the woken guest's turn at ${width}x${height}` });
    await guest.shot(`woken-turn-${width}x${height}`);
  }
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await guest.shot('rejoined-390x844');
  for (const site of [host, guest]) assert.deepEqual(site.errors, []);
});
