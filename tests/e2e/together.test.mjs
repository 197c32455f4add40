// docs/playing-together.md "Playing together, each on their own device": two browser profiles (two
// devices), a real RTCPeerConnection between them with no server (host candidates only), joined by
// codes pasted across. The host invites a seat, the guest pastes the invitation and shows its
// answer, the host pastes it: the guest plays its seat from what the host sends. A 2-player Nova
// Luna game is played to its end from two thirds in (`tests/fixtures/saves/nova-luna-late.json`),
// each seat from its own device; at every step the guest's page holds the view of its own seat only
// (compared with the host's saved state for the seats' hidden parts) and never the generator
// that decides the next draws; time from a guest's tap to both devices showing the new
// position is printed. A bad code is refused with a reason. Screenshots of the join flow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite, openApp, waitReady, newNovaLuna, axeViolations, resumeSaved, runTable, TEST_TIMEOUT, storedGames } from './helpers.mjs';
import { checkTable } from './hand-layout.mjs';

const ACTION = '[data-testid="action"]';

async function moves(page) {
  return Number(await page.getAttribute('[data-testid="game-screen"]', 'data-moves'));
}

test('two devices play Nova Luna together over WebRTC, joined by codes, to the end', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await openApp(host.page, host.server.url);
  // From a game two thirds in (Ada and Bob, both at the host's device until Bob's seat is
  // invited): the last third is played across the two devices.
  await resumeSaved(host.page, 'nova-luna-late.json');
  await host.page.click('[data-testid="handover-confirm"]');

  // The host invites Bob's seat to another device.
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-panel"]').waitFor();
  await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
  const offer = host.page.locator('[data-testid="remote-offer"]');
  await offer.waitFor();
  const code = await offer.inputValue();
  t.diagnostic(`invitation code: ${code.length} characters`);
  assert.match(code, /^[A-Za-z0-9_-]+$/);
  await host.shot('host-invitation');

  // The guest: a wrong code is refused with a reason; then the real one.
  await openApp(guest.page, `${guest.server.url}#/join`);
  await guest.page.fill('[data-testid="join-code"]', 'this is not a code');
  await guest.page.click('[data-testid="join-start"]');
  assert.match(await guest.page.locator('[data-testid="join-error"]').innerText(), /cannot be read/);
  await guest.page.fill('[data-testid="join-code"]', code);
  await guest.page.click('[data-testid="join-start"]');
  const answer = guest.page.locator('[data-testid="join-answer"]');
  await answer.waitFor();
  const answerCode = await answer.inputValue();
  t.diagnostic(`answer code: ${answerCode.length} characters`);
  assert.deepEqual(await axeViolations(guest.page), [], 'axe on the join screen');
  await guest.shot('guest-answer');

  await host.page.fill('[data-testid="remote-answer"]', answerCode);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator('[data-testid="join"][data-phase="playing"] [data-testid="game-screen"][data-seat="1"]').waitFor();
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'connected' }).waitFor();
  assert.deepEqual(await axeViolations(host.page), [], 'axe on the host with its panel open');
  await host.page.click('[data-testid="remote-close"]');

  // Play to the end: each seat from its own device.
  const taps = [];
  let reloaded = false;
  for (let guard = 0; guard < 400; guard++) {
    if (await host.page.locator('[data-testid="end"]').count()) break;
    const toAct = await host.page.getAttribute('[data-testid="game-screen"]', 'data-to-act');
    const before = await moves(host.page);
    if (toAct === '0') {
      const buttons = host.page.locator(ACTION);
      await buttons.first().waitFor();
      await buttons.nth(guard % (await buttons.count())).click();
    } else {
      if (taps.length === 10 && !reloaded) {
        // The guest's page reloads (a phone that slept): the host shows the seat away, the
        // whose-turn line says it waits, and a new pair of codes brings the seat back.
        reloaded = true;
        await guest.page.reload({ waitUntil: 'load' });
        await host.page.click('[data-testid="devices"]');
        await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor();
        await host.page.click('[data-testid="remote-close"]');
        await connect(host, guest, 1);
      }
      // The guest's page holds its own seat's view only: nothing of the host's state's
      // generator, and its choices are its own.
      await guest.page.waitForFunction((n) => Number(document.querySelector('[data-testid="join"] [data-testid="game-screen"]')?.dataset.moves) === n, before);
      const buttons = guest.page.locator(ACTION);
      await buttons.first().waitFor();
      // Timed inside the guest's page: from the click's handling to the page holding the new
      // position (a mutation observer), so the test's own polling adds nothing.
      await guest.page.evaluate((n) => {
        window.__tapAt = null;
        window.__shownAt = null;
        const root = document.querySelector('[data-testid="join"]');
        const observer = new MutationObserver(() => {
          const screen = root.querySelector('[data-testid="game-screen"]');
          if (screen && Number(screen.dataset.moves) > n && window.__shownAt === null) {
            window.__shownAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-moves'] });
        document.addEventListener('click', () => { window.__tapAt = performance.now(); }, { capture: true, once: true });
      }, before);
      if (taps.length === 5) {
        // The guest's table in a phone's hand, upright and on its side, as the host's is laid out.
        for (const [width, height] of [[390, 844], [844, 390]]) {
          await guest.page.setViewportSize({ width, height });
          await checkTable(guest.page, assert, { board: '.nl-board', canvases: '[data-testid="nl-wheel"], [data-testid="nl-tableau-canvas"]', what: `the guest's Nova Luna at ${width}x${height}` });
          await guest.shot(`guest-play-${width}x${height}`);
        }
        await guest.page.setViewportSize({ width: 1280, height: 800 });
      }
      await buttons.nth(guard % (await buttons.count())).click();
      // Both devices show the new position.
      const [shown] = await Promise.all([
        guest.page.waitForFunction(() => window.__shownAt !== null && window.__tapAt !== null && window.__shownAt - window.__tapAt)
          .then((h) => h.jsonValue()),
        host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, before),
      ]);
      taps.push(shown);
    }
    await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n
      || document.querySelector('[data-testid="end"]'), before);
  }
  await host.page.locator('[data-testid="end"]').waitFor();
  await guest.page.locator('[data-testid="join-over"]').waitFor();
  const sorted = [...taps].sort((a, b) => a - b);
  t.diagnostic(`guest taps: ${taps.length}; tap to the guest's new position: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`);
  assert.ok(taps.length >= 10 && reloaded, 'the guest played its seat, and came back after a reload');
  await guest.shot('guest-end');

  // The saved game on the host is the whole game; the guest saved nothing.
  const hostGames = Object.values(await storedGames(host.page)).map((text) => JSON.parse(text));
  assert.equal(hostGames.length, 1, 'the host keeps the one game');
  assert.equal(hostGames[0].summary.actions, await moves(host.page), 'with every action of both devices');
  assert.ok(hostGames[0].summary.outcome, 'finished');
  assert.equal(await guest.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')).length), 0, 'the guest keeps no game');
  const guestText = await guest.page.evaluate(() => document.body.innerHTML);
  assert.ok(!/"rng"|"seed"/.test(guestText), 'no generator on the guest page');

  // Play again: the guest's device is asked, and plays its seat in the next game on the same
  // connection, with no new pair of codes.
  await host.page.locator('[data-testid="end-next-game-host"]').waitFor();
  await host.page.click('[data-testid="play-again"]');
  await guest.page.locator('[data-testid="join-next-offer"]').waitFor();
  await guest.shot('guest-next-game-offer');
  await guest.page.click('[data-testid="join-next-game"]');
  const atStart = (n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) === n
    && document.querySelector('[data-testid="game-screen"]')?.dataset.over === 'false';
  await guest.page.waitForFunction(atStart, 0);
  await host.page.waitForFunction(atStart, 0);
  assert.equal(await guest.page.getAttribute('[data-testid="join"]', 'data-phase'), 'playing', 'no new exchange');
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'connected' }).waitFor();
  await host.page.click('[data-testid="remote-close"]');
  // Two actions of the next game, each from the device of the seat to act.
  for (let n = 0; n < 2; n++) {
    const toAct = await host.page.getAttribute('[data-testid="game-screen"]', 'data-to-act');
    const page = toAct === '0' ? host.page : guest.page;
    // A person's turn at the host's device may begin with its hand-over.
    const handover = page.locator('[data-testid="handover-confirm"]');
    if (toAct === '0' && await handover.count()) await handover.click();
    await page.locator(ACTION).first().click();
    await guest.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, n);
    await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, n);
  }
  await guest.shot('guest-next-game');
  assert.equal(Object.keys(await storedGames(host.page)).length, 2, 'the host keeps both games');
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
});

/** Invites `seat` from the host page and joins it from the guest page, codes pasted across. */
async function connect(host, guest, seat) {
  await host.page.click('[data-testid="devices"]');
  await host.page.click(`[data-testid="remote-invite"][data-seat="${seat}"]`);
  const code = await host.page.locator('[data-testid="remote-offer"]').inputValue({ timeout: 20_000 });
  await openApp(guest.page, `${guest.server.url}#/join`);
  await guest.page.fill('[data-testid="join-code"]', code);
  await guest.page.click('[data-testid="join-start"]');
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator(`[data-testid="join"] [data-testid="game-screen"][data-seat="${seat}"]`).waitFor();
  await host.page.click('[data-testid="remote-close"]');
}

/**
 * A guest page that can forge what it sends: `window.__forge = (text) => [texts]` rewrites the
 * next message the page sends on its data channel (a person with the browser's tools could do
 * the same), so the host is tested against messages no honest guest page would send.
 */
async function forging(guest) {
  await guest.context.addInitScript(() => {
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      const forge = window.__forge;
      window.__forge = null;
      if (!forge) return send.call(this, data);
      for (const text of forge(String(data))) send.call(this, text);
    };
  });
}

test('forged, stale and repeated messages change nothing; a host reload resumes and the guest joins again', { timeout: TEST_TIMEOUT * 4 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  // The guest is a phone.
  await guest.page.setViewportSize({ width: 390, height: 844 });
  await forging(guest);
  await openApp(host.page, host.server.url);
  await newNovaLuna(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 47);
  await connect(host, guest, 1);
  const guestMoves = () => guest.page.evaluate(() => Number(document.querySelector('[data-testid="join"] [data-testid="game-screen"]')?.dataset.moves));
  const hostSaved = () => host.page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
    const record = JSON.parse(localStorage.getItem(key));
    return record.summary.actions;
  });
  /** Plays until it is the guest's turn with a tile to take; the host takes the first choice. */
  async function toGuestTake() {
    for (let guard = 0; guard < 60; guard++) {
      const toAct = await host.page.getAttribute('[data-testid="game-screen"]', 'data-to-act');
      const before = await moves(host.page);
      if (toAct === '1') {
        await guest.page.waitForFunction((n) => Number(document.querySelector('[data-testid="join"] [data-testid="game-screen"]')?.dataset.moves) === n, before);
        const take = guest.page.locator(`${ACTION}[data-kind="take"]`);
        if (await take.count()) return take;
        await guest.page.locator(ACTION).first().click();
      } else {
        await host.page.locator(ACTION).first().click();
      }
      await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, before);
    }
    throw new Error('the guest never had a tile to take');
  }

  // 1. A stale message and an illegal action (a take six spaces on: never one of the next
  //    three tiles) are refused with their reasons; nothing changes on the host.
  let take = await toGuestTake();
  const before = await moves(host.page);
  const savedBefore = await hostSaved();
  await guest.page.evaluate(() => {
    window.__forge = (text) => {
      const m = JSON.parse(text);
      const stale = { ...m, position: m.position - 1 };
      const illegal = { ...m, action: { ...m.action, space: (m.action.space + 6) % 12 } };
      return [JSON.stringify(stale), JSON.stringify(illegal)];
    };
  });
  await take.first().click();
  // The host answers each message in order on one ordered channel: once the guest shows the
  // second refusal (the illegal action's, with the engine's reason; the stale one's says the
  // game moved on), the host has read both.
  const guestError = () => guest.page.evaluate(() => document.querySelector('[data-testid="join"] [data-testid="error"]')?.innerText ?? '');
  await guest.page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="join"] [data-testid="error"]')?.innerText ?? '';
    return text !== '' && !/moved on/.test(text);
  });
  const reason = await guestError();
  t.diagnostic(`the guest is told: ${reason}`);
  assert.equal(await moves(host.page), before, 'nothing applied on the host');
  assert.equal(await hostSaved(), savedBefore, 'nothing saved');
  await guest.shot('forged-refused');

  // 2. The honest tap goes through after the refusals (the refused number is used again),
  //    and a message sent twice applies once. The copy is followed by a message the host
  //    refuses (the same action, numbered next, for the position before it): once that
  //    refusal is back, the host has read the copy too.
  //    The refusal's words may be gone by then (the position the honest tap brought hides
  //    them): the guest counts the refusals it heard (data-refusals).
  const refusals = () => guest.page.evaluate(() => Number(document.querySelector('[data-testid="join"]').dataset.refusals));
  const refusedBefore = await refusals();
  await guest.page.evaluate(() => {
    window.__forge = (text) => [text, text, JSON.stringify({ ...JSON.parse(text), seq: JSON.parse(text).seq + 1 })];
  });
  await take.first().click();
  await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, before);
  await guest.page.waitForFunction((n) => Number(document.querySelector('[data-testid="join"]').dataset.refusals) > n, refusedBefore);
  assert.equal(await moves(host.page), before + 1, 'the action sent twice is applied once');
  assert.equal(await guestMoves(), before + 1);

  // 3. The host's page reloads mid-game: the game comes back from its save with the guest's
  //    seat away; the guest is told and joins again with a new pair of codes; play goes on.
  const atReload = await moves(host.page);
  await host.page.reload({ waitUntil: 'load' });
  await waitReady(host.page);
  assert.equal(await moves(host.page), atReload, 'the host\'s game is back where it was');
  await guest.page.locator('[data-testid="join-closed"]').waitFor();
  assert.deepEqual(await axeViolations(guest.page), [], 'axe on the guest told the host has gone');
  await guest.shot('host-gone');
  await host.page.click('[data-testid="devices"]');
  await host.page.locator('[data-testid="remote-seat"][data-seat="1"]', { hasText: 'away' }).waitFor();
  await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
  const code = await host.page.locator('[data-testid="remote-offer"]').inputValue({ timeout: 20_000 });
  await guest.page.click('[data-testid="join-again"]');
  await guest.page.fill('[data-testid="join-code"]', code);
  await guest.page.click('[data-testid="join-start"]');
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue({ timeout: 20_000 });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  try {
    await guest.page.locator('[data-testid="join"] [data-testid="game-screen"][data-seat="1"]').waitFor({ timeout: 40_000 });
  } catch (e) {
    await guest.shot('rejoin-failed-guest');
    await host.shot('rejoin-failed-host');
    t.diagnostic(`guest: ${await guest.page.locator('[data-testid="join"]').innerText()}`);
    throw e;
  }
  await host.page.click('[data-testid="remote-close"]');
  assert.equal(await guestMoves(), atReload, 'the guest sees the position the host came back to');
  // The guest's log is the game's, as its seat may read it.
  assert.ok(await guest.page.locator('[data-testid="join"] [data-testid="log"] li').count() >= atReload);
  take = await toGuestTake();
  const again = await moves(host.page);
  await take.first().click();
  await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n, again);
  await guest.shot('after-host-reload');
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
});

/** Each seat's hand (card ids), from the host's saved game replayed by the command-line table. */
function hands(record) {
  const { options, seed, actions } = record.moves;
  const log = JSON.stringify({ kind: 'via-nebula', options, seed, actions });
  const table = JSON.parse(runTable(['replay', '-'], { input: log }));
  return table.session.state.seats.slice(0, record.players.length).map((s) => {
    const hand = BigInt(s.hand);
    const cards = [];
    for (let c = 0n; c < 64n; c++) if ((hand >> c) & 1n) cards.push(Number(c));
    return cards;
  });
}

test('Via Nebula with two guests and a computer on the host: no guest ever holds another hand, to the end', { timeout: TEST_TIMEOUT * 5 }, async (t) => {
  const host = await openSite(t);
  const guests = [await openSite(t), await openSite(t)];
  await openApp(host.page, host.server.url);
  // From three quarters in (Ada and Bob, people, and Cy, an Easy computer): the rest is played
  // with Ada and Bob each on a device of their own.
  await resumeSaved(host.page, 'via-nebula-three-late.json');
  await host.page.click('[data-testid="handover-confirm"]');
  await connect(host, guests[0], 0);
  await connect(host, guests[1], 1);
  const checked = [0, 0];
  for (let guard = 0; guard < 1500; guard++) {
    if (await host.page.locator('[data-testid="end"]').count()) break;
    // Who is to act and how many moves were made, read at one instant: the computer may move
    // between two looks.
    const { toAct, before } = await host.page.evaluate(() => {
      const screen = document.querySelector('[data-testid="game-screen"]');
      return { toAct: screen.dataset.toAct, before: Number(screen.dataset.moves) };
    });
    if (toAct === '2' || toAct === '') {
      await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n
        || document.querySelector('[data-testid="end"]'), before);
      continue;
    }
    const seat = Number(toAct);
    const page = guests[seat].page;
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="join"] [data-testid="game-screen"]')?.dataset.moves) === n, before);
    // What each guest's page holds of the hands: its own only.
    const record = await host.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('moonvale.game.'));
      return JSON.parse(localStorage.getItem(key));
    });
    const all = hands(record);
    for (const [g, guest] of guests.entries()) {
      const cards = await guest.page.evaluate(() => [...document.querySelectorAll('[data-card]')].map((e) => Number(e.dataset.card)));
      const handCards = await guest.page.evaluate(() => [...document.querySelectorAll('[data-testid="vn-hand-card"]')].map((e) => Number(e.dataset.card)));
      if (g === seat) {
        assert.deepEqual([...handCards].sort((a, b) => a - b), [...all[g]].sort((a, b) => a - b), `guest ${g} sees its own hand`);
      }
      for (const other of [0, 1, 2].filter((o) => o !== g)) {
        for (const card of all[other]) assert.ok(!cards.includes(card), `card ${card} of seat ${other} is not on guest ${g}'s page`);
      }
    }
    checked[seat] += 1;
    const buttons = page.locator(ACTION);
    await buttons.first().waitFor();
    await buttons.nth(guard % (await buttons.count())).click();
    await host.page.waitForFunction((n) => Number(document.querySelector('[data-testid="game-screen"]')?.dataset.moves) > n
      || document.querySelector('[data-testid="end"]'), before);
  }
  await host.page.locator('[data-testid="end"]').waitFor();
  for (const guest of guests) await guest.page.locator('[data-testid="join-over"]').waitFor();
  // Each guest sees how the game ended and every seat's final score, as the host's end screen
  // gives them (its rows' last cell is the total).
  const totals = await host.page.$$eval('[data-testid="vn-score-row"]', (rows) => rows.map((r) => r.lastElementChild.textContent.trim()));
  for (const guest of guests) {
    const standings = await guest.page.locator('[data-testid="join-standing"]').allInnerTexts();
    assert.equal(standings.length, totals.length, `one line a seat: ${standings}`);
    const seats = await guest.page.$$eval('[data-testid="join-standing"]', (items) => items.map((i) => Number(i.dataset.seat)));
    for (const [i, seat] of seats.entries()) {
      assert.ok(standings[i].endsWith(`: ${totals[seat]}`), `seat ${seat}'s total ${totals[seat]} in "${standings[i]}"`);
    }
    assert.ok(await guest.page.locator('[data-testid="join-end"] .end-reason').count() === 1, 'how it ended');
  }
  t.diagnostic(`the guests' pages checked at ${checked.join(' and ')} of their decisions`);
  assert.ok(checked.every((n) => n >= 10));
  await guests[1].shot('vn-guest-end');
  assert.deepEqual(host.errors, []);
  for (const guest of guests) assert.deepEqual(guest.errors, []);
});

/**
 * The QR code on `page` as a camera would film it: drawn on a white 640x480 canvas, as the
 * grayscale of each pixel, written as a Y4M video (the file Chromium's fake camera plays).
 */
async function qrVideo(page, file) {
  const { width, height, luma } = await page.evaluate(async () => {
    const svg = document.querySelector('[data-testid="qr-code"] svg') || document.querySelector('[data-testid="qr-code"]');
    const text = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 480);
    ctx.drawImage(image, 100, 20, 440, 440);
    const data = ctx.getImageData(0, 0, 640, 480).data;
    const luma = new Array(640 * 480);
    for (let i = 0; i < luma.length; i++) luma[i] = Math.round(0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2]);
    return { width: 640, height: 480, luma };
  });
  const y = Buffer.from(luma);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
}

test('the guest reads the host\'s invitation from its QR code with the camera', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const host = await openSite(t);
  await openApp(host.page, host.server.url);
  await newNovaLuna(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 7);
  await host.page.click('[data-testid="devices"]');
  await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
  await host.page.locator('[data-testid="qr-code"]').waitFor();
  const video = join(mkdtempSync(join(tmpdir(), 'moonvale-camera-')), 'qr.y4m');
  await qrVideo(host.page, video);
  // The guest's camera films the host's screen (Chromium's fake camera playing that file).
  const guest = await openSite(t, { args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
  await guest.context.grantPermissions(['camera']);
  await openApp(guest.page, `${guest.server.url}#/join`);
  await guest.page.click('[data-testid="join-scan"]');
  const answer = guest.page.locator('[data-testid="join-answer"]');
  await answer.waitFor({ timeout: 30_000 });
  const decoder = await guest.page.evaluate(() => window.__moonvaleQrDecoder || null);
  t.diagnostic(`the invitation was read from the camera${decoder ? ` (${decoder})` : ''}; the answer code is ${(await answer.inputValue()).length} characters`);
  await guest.shot('guest-answer-qr');
  await host.page.fill('[data-testid="remote-answer"]', await answer.inputValue());
  await host.page.click('[data-testid="remote-connect"]');
  await guest.page.locator('[data-testid="join"] [data-testid="game-screen"][data-seat="1"]').waitFor();
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
});

test('the join flow in French and Polish, on a phone and a desktop, with no axe violation', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  for (const [locale, lang] of [['fr-FR', 'fr'], ['pl-PL', 'pl']]) {
    const host = await openSite(t, { locale });
    const guest = await openSite(t, { locale });
    await openApp(host.page, host.server.url);
    await newNovaLuna(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 5);
    await host.page.click('[data-testid="devices"]');
    await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
    const code = await host.page.locator('[data-testid="remote-offer"]').inputValue({ timeout: 20_000 });
    await openApp(guest.page, `${guest.server.url}#/join`);
    for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
      for (const page of [host.page, guest.page]) await page.setViewportSize(viewport);
      await host.shot(`host-panel-${lang}-${size}`);
      await guest.shot(`join-${lang}-${size}`);
      for (const page of [host.page, guest.page]) {
        assert.deepEqual(await axeViolations(page), [], `axe in ${lang} at ${size}`);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `no sideways scrolling in ${lang} at ${size}`);
      }
    }
    await guest.page.fill('[data-testid="join-code"]', code);
    await guest.page.click('[data-testid="join-start"]');
    await guest.page.locator('[data-testid="join-answer"]').waitFor();
    for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
      await guest.page.setViewportSize(viewport);
      await guest.shot(`answer-${lang}-${size}`);
      assert.deepEqual(await axeViolations(guest.page), [], `axe on the answer in ${lang} at ${size}`);
    }
    assert.equal(await guest.page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
  }
});
