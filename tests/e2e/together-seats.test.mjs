// docs/playing-together.md "The protocol": where a host meets guest devices that
// do not play fair, or do not come at all. Real RTCPeerConnections between browser profiles on
// loopback (as together.test.mjs), codes pasted across. Each guest page can be spied on and can
// forge: every text it sends and hears on its data channel is recorded (`window.__sent`,
// `window.__heard`), and `window.__channel` lets the test send what no honest page would (a
// person with the browser's tools could do the same).
//
// - A device invited for one seat asks for another's: refused with a reason, nothing of that
//   seat reaches it, and that seat's own device plays on. A third device with a later code of
//   a seat already joined is refused on its page: only the device that kept the seat's secret
//   comes back.
// - A seat whose device never joined is taken back to a computer after the host's page
//   reloaded; a connected one is taken back to a person here: its device is told, and its join
//   with its old secret is refused.
// - A host's position the guest cannot draw (a card 200 on display, a choice naming hex 250):
//   the guest says so, keeps its last good position, and plays on once it asks again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { openSite, openApp, waitReady, newViaNebula, newNovaLuna, axeViolations, storedGames, TEST_TIMEOUT } from './helpers.mjs';

const ACTION = '[data-testid="action"]';
const SCREEN = '[data-testid="game-screen"]';
const GUEST_SCREEN = '[data-testid="join"] [data-testid="game-screen"]';

/** Records what a site's pages send and hear on their data channels, and lets the test forge:
 * `window.__forgeWhen = { match, change }` rewrites the first message sent that `match`es. */
async function spying(site) {
  await site.context.addInitScript(() => {
    window.__sent = [];
    window.__heard = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      window.__channel = this;
      let text = String(data);
      const rule = window.__forgeWhen;
      if (rule) {
        const message = JSON.parse(text);
        if (rule.match(message)) {
          window.__forgeWhen = null;
          text = JSON.stringify(rule.change(message));
        }
      }
      window.__sent.push(text);
      return send.call(this, text);
    };
    const slot = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
    Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
      configurable: true,
      get() { return slot.get.call(this); },
      set(handler) {
        const heard = handler && function (event) {
          window.__heard.push(String(event.data));
          return handler.call(this, event);
        };
        slot.set.call(this, heard);
      },
    });
  });
}

async function moves(page, selector = SCREEN) {
  return Number(await page.getAttribute(selector, 'data-moves'));
}

/** A code's content (base64url of zlib-compressed JSON), as the app reads it. */
function decode(code) {
  return JSON.parse(inflateSync(Buffer.from(code, 'base64url')).toString('utf8'));
}

/** Invites `seat` from the host page; the invitation code. */
async function invite(host, seat) {
  await host.page.click('[data-testid="devices"]');
  await host.page.click(`[data-testid="remote-invite"][data-seat="${seat}"]`);
  return host.page.locator('[data-testid="remote-offer"]').inputValue({ timeout: 20_000 });
}

/** Joins `seat` from the guest page with the host's invitation, answer pasted back. */
async function connect(host, guest, seat) {
  const code = await invite(host, seat);
  await openApp(guest.page, `${guest.server.url}#/join`);
  await guest.page.fill('[data-testid="join-code"]', code);
  await guest.page.click('[data-testid="join-start"]');
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="${seat}"]`).waitFor();
  await host.page.click('[data-testid="remote-close"]');
  return code;
}

async function confirmHandover(page) {
  const confirm = page.locator('[data-testid="handover-confirm"]');
  if (await confirm.count()) await confirm.click();
}

/** Plays on (the host's seats from the host page, each guest's from its page) until `done()`;
 * `guests` maps a seat to its site. */
async function playUntil(host, guests, done, what) {
  for (let guard = 0; guard < 300; guard++) {
    if (await done()) return;
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    const before = await moves(host.page);
    const guest = guests[toAct];
    if (guest) {
      await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
      await guest.page.locator(ACTION).first().click();
    } else {
      await confirmHandover(host.page);
      await host.page.locator(ACTION).first().click();
    }
    await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  }
  throw new Error(`never ${what}`);
}

/** The messages `site`'s page heard from index `from` on, read as JSON. */
async function heardSince(site, from) {
  return (await site.page.evaluate(() => window.__heard)).slice(from).map((text) => JSON.parse(text));
}

test('a device invited for one seat cannot take another: refused, nothing of that seat reaches it, and that seat plays on', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const host = await openSite(t);
  const bob = await openSite(t);
  const cy = await openSite(t);
  for (const guest of [bob, cy]) await spying(guest);
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }], 33);
  await connect(host, bob, 1);
  await connect(host, cy, 2);
  // Cy's private contracts, as Cy's own device shows them.
  await cy.page.locator('[data-testid="vn-hand-card"]').first().waitFor();
  const cyCards = await cy.page.$$eval('[data-testid="vn-hand-card"]', (cards) => cards.map((c) => Number(c.dataset.card)));
  const cyHand = cyCards.reduce((mask, c) => mask | (1n << BigInt(c)), 0n).toString();
  t.diagnostic(`Cy's hand: cards ${cyCards.join(', ')}`);

  // Bob's device sends joins for seat 2: with its own seat's secret, and with none (the probe's
  // message). Each is refused with its reason; nothing of seat 2 comes back.
  const from = (await bob.page.evaluate(() => window.__heard)).length;
  await bob.page.evaluate(() => {
    const join = window.__sent.map((text) => JSON.parse(text)).find((m) => m.type === 'join');
    window.__channel.send(JSON.stringify({ ...join, seq: 40, seat: 2 }));
    window.__channel.send(JSON.stringify({ ...join, seq: 41, seat: 2, secret: undefined }));
  });
  await bob.page.waitForFunction((n) => window.__heard.length >= n + 2, from);
  const answers = await heardSince(bob, from);
  t.diagnostic(`Bob's device was answered: ${JSON.stringify(answers.map((m) => m.reason || m.type))}`);
  for (const m of answers) {
    assert.ok(!(m.type === 'welcome' && m.seat === 2) && !(m.type === 'position' && m.view?.seat === 2), `seat 2's ${m.type} reached Bob's device`);
  }
  assert.deepEqual(answers.slice(0, 2).map((m) => m.type), ['refused', 'refused']);
  assert.match(answers[0].reason, /not the secret of seat 2's invitation/);
  assert.match(answers[1].reason, /carries no secret/);
  await bob.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();

  // Cy plays on from Cy's device, Bob from his; nothing of Cy's hand ever reaches Bob's page.
  await playUntil(host, { 1: bob, 2: cy }, async () => (await host.page.getAttribute(SCREEN, 'data-to-act')) === '2', 'Cy\'s turn');
  const before = await moves(host.page);
  await cy.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
  await cy.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  const heard = await bob.page.evaluate(() => window.__heard);
  assert.ok(heard.length > 0 && heard.every((text) => !text.includes(`"hand":${cyHand}`)), 'Cy\'s hand never reached Bob\'s device');
  const onBob = await bob.page.$$eval('[data-card]', (cards) => cards.map((c) => Number(c.dataset.card)));
  for (const card of cyCards) assert.ok(!onBob.includes(card), `card ${card} of Cy's is not on Bob's page`);
  await bob.shot('bob-still-seat-1');

  // Bob's page reloads: the next invitation of his seat carries no secret; a third device
  // with it is refused on its page, and Bob's device comes back with the secret it kept.
  await bob.page.reload({ waitUntil: 'load' });
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor();
  await host.page.click('[data-testid="remote-close"]');
  const again = await invite(host, 1);
  assert.equal(decode(again).secret ?? null, null, 'a later invitation of a joined seat carries no secret');
  const stranger = await openSite(t);
  await openApp(stranger.page, `${stranger.server.url}#/join`);
  await stranger.page.fill('[data-testid="join-code"]', again);
  await stranger.page.click('[data-testid="join-start"]');
  assert.match(await stranger.page.locator('[data-testid="join-error"]').innerText(), /Another device has already joined this seat/);
  await stranger.shot('stranger-refused');
  await openApp(bob.page, `${bob.server.url}#/join`);
  await bob.page.fill('[data-testid="join-code"]', again);
  await bob.page.click('[data-testid="join-start"]');
  const answer = await bob.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await bob.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor();
  for (const site of [host, bob, cy, stranger]) assert.deepEqual(site.errors, []);
});

test('an invited seat is taken back: to a computer after the host reloads, to a person here while its device is connected', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const host = await openSite(t);
  await openApp(host.page, host.server.url);
  await newNovaLuna(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 13);
  // Bob's seat is invited; his phone never answers. The host's page reloads.
  await invite(host, 1);
  await host.page.reload({ waitUntil: 'load' });
  await waitReady(host.page);
  await host.page.locator(SCREEN).waitFor();
  await playUntil(host, {}, async () => (await host.page.getAttribute(SCREEN, 'data-to-act')) === '1', 'Bob\'s turn');
  const waiting = await moves(host.page);
  assert.equal(await host.page.locator(ACTION).count(), 0, 'Bob\'s turn waits for his device');
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor();
  assert.deepEqual(await axeViolations(host.page), [], 'axe on the panel with its take-back buttons');
  await host.shot('take-back-offered');
  await host.page.click('[data-testid="remote-take-computer"][data-seat="1"]');
  // A computer plays Bob now: the game moves on by itself, and the save says so.
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, waiting]);
  const saved = Object.values(await storedGames(host.page)).map((text) => JSON.parse(text))[0];
  assert.equal(saved.players[1].kind, 'computer');
  assert.equal(await host.page.locator('[data-testid="devices"]').count(), 0, 'one person left: no other device to invite');

  // Another game: Bob's device is connected; the host takes the seat back to a person here.
  const bob = await openSite(t);
  await spying(bob);
  await openApp(host.page, host.server.url);
  await newNovaLuna(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 14);
  await connect(host, bob, 1);
  await host.page.click('[data-testid="devices"]');
  await host.page.click('[data-testid="remote-take-here"][data-seat="1"]');
  await bob.page.locator('[data-testid="join-taken-back"]').waitFor();
  await bob.shot('taken-back');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'plays on this device' }).waitFor();
  // Bob's device comes back with its old secret: refused, with the reason.
  const from = (await bob.page.evaluate(() => window.__heard)).length;
  await bob.page.evaluate(() => {
    const join = window.__sent.map((text) => JSON.parse(text)).find((m) => m.type === 'join');
    window.__channel.send(JSON.stringify({ ...join, seq: 60 }));
  });
  await bob.page.waitForFunction((n) => window.__heard.length > n, from);
  const [answer] = await heardSince(bob, from);
  assert.equal(answer.type, 'refused');
  assert.match(answer.reason, /seat 1 is not played from another device/);
  // Bob plays here now: his turn hands the host's device over, also after a reload.
  await host.page.click('[data-testid="remote-close"]');
  await host.page.reload({ waitUntil: 'load' });
  await waitReady(host.page);
  await host.page.locator(SCREEN).waitFor();
  await playUntil(host, {}, async () => (await host.page.locator('[data-testid="handover-confirm"]').count()) > 0
    && (await host.page.getAttribute(SCREEN, 'data-to-act')) === '1', 'Bob\'s hand-over');
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'plays on this device' }).waitFor();
  for (const site of [host, bob]) assert.deepEqual(site.errors, []);
});

test('a host position the guest cannot draw (card 200, hex 250) is said, the last good position stays, and the page plays on', { timeout: TEST_TIMEOUT * 3 }, async (t) => {
  const host = await openSite(t);
  const bob = await openSite(t);
  await spying(host);
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 21);
  await connect(host, bob, 1);
  const upToDate = async () => (await host.page.getAttribute(SCREEN, 'data-to-act')) === '0'
    && (await moves(bob.page, GUEST_SCREEN)) === (await moves(host.page));
  await playUntil(host, { 1: bob }, upToDate, 'Ada\'s turn');
  const good = await moves(bob.page, GUEST_SCREEN);
  const shown = await bob.page.$$eval('[data-testid="vn-display-card"]', (cards) => cards.map((c) => c.dataset.card));

  // 1. Card 200 on display, in the next position the host sends.
  await host.page.evaluate(() => {
    window.__forgeWhen = { match: (m) => m.type === 'position', change: (m) => { m.view.state.display[0] = 200; return m; } };
  });
  await host.page.locator(ACTION).first().click();
  const unreadable = bob.page.locator('[data-testid="join-unreadable"]');
  await unreadable.waitFor();
  assert.match(await unreadable.innerText(), /cannot read/);
  assert.equal(await moves(bob.page, GUEST_SCREEN), good, 'the last good position stays');
  assert.deepEqual(await bob.page.$$eval('[data-testid="vn-display-card"]', (cards) => cards.map((c) => c.dataset.card)), shown);
  assert.deepEqual(await axeViolations(bob.page), [], 'axe with the message shown');
  await bob.shot('card-200-refused');
  await bob.page.setViewportSize({ width: 390, height: 844 });
  await bob.shot('card-200-refused-phone');
  await bob.page.setViewportSize({ width: 1280, height: 800 });
  // The page answers: asked again, the host sends the position as it is.
  await bob.page.click('[data-testid="join-ask-again"]');
  await bob.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [GUEST_SCREEN, good]);
  await unreadable.waitFor({ state: 'detached' });

  // 2. A choice naming hex 250, in the next position that offers Bob choices: played on
  //    (each action waits for the host to have sent its position) until the host sent it.
  await host.page.evaluate(() => {
    window.__forgeWhen = { match: (m) => m.type === 'position' && m.choices.length > 0, change: (m) => { m.choices[0] = { type: 'place_craftsman', hex: 250 }; return m; } };
  });
  for (let guard = 0; await host.page.evaluate(() => window.__forgeWhen !== null); guard++) {
    assert.ok(guard < 100, 'the host never offered Bob a choice');
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    const before = await moves(host.page);
    const page = toAct === '1' ? bob.page : host.page;
    if (toAct === '1') await bob.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
    await page.locator(ACTION).first().click();
    await host.page.waitForFunction((n) => window.__sent.some((text) => {
      const m = JSON.parse(text);
      return m.type === 'position' && m.position > n;
    }), before);
  }
  await unreadable.waitFor();
  const kept = await moves(bob.page, GUEST_SCREEN);
  assert.ok(kept < (await moves(host.page)), 'the position with the bad choice is not shown');
  await bob.shot('hex-250-refused');
  await bob.page.click('[data-testid="join-ask-again"]');
  await bob.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, await moves(host.page)]);
  await unreadable.waitFor({ state: 'detached' });
  // Bob plays the position he was asked about.
  const before = await moves(host.page);
  await bob.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  for (const site of [host, bob]) assert.deepEqual(site.errors, []);
});
