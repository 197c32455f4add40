// Playing together in every browser engine (docs/playing-together.md "In the three engines"): two
// sessions of one engine, a host and a guest (two devices: each its own profile), joined by the
// invitation's link and the answer's code over a real WebRTC connection on this machine's
// network, play a Nova Luna game's first moves, each seat from its own device; the seat comes
// back after the guest's page reloads (the answer's link opened in a new tab of the host's
// browser hands it to the game's tab) and after the host's; a game finished across the two
// devices is played again on the same connection. An engine whose
// page has no RTCPeerConnection says so and is skipped with the reason (the test states the
// condition; it does not expect one answer of every engine): Debian's WebKitGTK 2.50 is built
// without WebRTC (it links no GStreamer WebRTC library, and MiniBrowser's --enable-webrtc=true
// changes nothing), so WebKit's side is untested here while Safari has WebRTC.
import { describe, test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, ROOT } from '../e2e/helpers.mjs';
import { ENGINES, launch, labelOf } from './browsers.mjs';

const TEST_TIMEOUT = 240_000;
const GAME = '[data-testid="game-screen"]';
const GUEST_GAME = '[data-testid="join"][data-phase="playing"] [data-testid="game-screen"][data-seat="1"]';

async function moves(browser, css) {
  return Number(await browser.attribute(css, 'data-moves'));
}

/** The host invites seat 1 (the "Play with friends" panel opened first): its code and link. */
async function invite(host) {
  if (!(await host.count('[data-testid="remote-invite"][data-seat="1"]'))) await host.click('[data-testid="devices"]');
  await host.click('[data-testid="remote-invite"][data-seat="1"]');
  await host.waitFor('[data-testid="remote-offer"]');
  return host.eval(() => ({
    code: document.querySelector('[data-testid="remote-offer"]').value,
    link: document.querySelector('[data-testid="remote-link"]').value,
  }));
}

/** Opens `link` on the guest's device as a messenger would (a page load); the answer's code and link. */
async function openInvitation(guest, link) {
  await guest.driver.get('about:blank');
  await guest.open(link);
  await guest.waitFor('[data-testid="join-answer"]');
  return guest.eval(() => ({
    code: document.querySelector('[data-testid="join-answer"]').value,
    link: document.querySelector('[data-testid="join-answer-link"]')?.value,
  }));
}

/** The answer's code pasted on the host's page, which connects. */
async function pasteAnswer(host, answer) {
  await host.eval((answer) => {
    // Typed by WebDriver this would take a key per character; the field reads it as a paste.
    const area = document.querySelector('[data-testid="remote-answer"]');
    area.value = answer;
    area.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }, answer);
  await host.click('[data-testid="remote-connect"]');
}

/** Waits for the guest's seat drawn; a phase that ends the join (closed, failed, no
 * connection, taken back) fails at once, named. */
async function seated(guest, engine) {
  // "playing" comes a frame before the seat's screen is drawn: only a phase that ends the
  // join stops the wait early.
  const connected = await guest.waitUntil((css) => {
    if (document.querySelector(css)) return true;
    const phase = document.querySelector('[data-testid="join"]')?.dataset.phase;
    return ['closed', 'no-connection', 'taken-back', 'failed'].includes(phase) && phase;
  }, [GUEST_GAME], { what: 'the guest\'s seat drawn, or a phase that says why not' });
  assert.equal(connected, true, `${labelOf(engine)}: the guest's page is at "${connected}"`);
}

/** One action from the device of the seat to act; both devices show it. */
async function act(host, guest) {
  const toAct = await host.attribute(GAME, 'data-to-act');
  const [device, css] = toAct === '0' ? [host, GAME] : [guest, GUEST_GAME];
  if (toAct === '0' && await host.count('[data-testid="handover-confirm"]')) await host.click('[data-testid="handover-confirm"]');
  const before = await moves(device, css);
  if (await device.eval(() => !!document.querySelector('[data-testid="action"]')?.closest('details:not([open])'))) {
    await device.click('[data-testid="choice-list-toggle"]');
  }
  await device.click('[data-testid="action"]');
  for (const [each, where] of [[host, GAME], [guest, GUEST_GAME]]) {
    await each.waitUntil((css, n) => Number(document.querySelector(css)?.dataset.moves) > n
      || document.querySelector(css)?.dataset.over === 'true', [where, before], { what: `move ${before + 1} on the ${each === host ? 'host' : 'guest'}` });
  }
}

for (const engine of ENGINES) {
  describe(`${labelOf(engine)}, two devices`, () => {
    let host;
    let guest;
    before(async () => { [host, guest] = [await launch(engine), await launch(engine)]; });
    afterEach(async (t) => { await host?.keepFailure(t); await guest?.keepFailure(t); });
    after(async () => { await host?.quit(); await guest?.quit(); });

    test(`${labelOf(engine)}: a guest joins by the invitation's link and plays its seat over WebRTC`, { timeout: TEST_TIMEOUT }, async (t) => {
      const server = await startServer({ root: DIST, port: 0 });
      t.after(() => server.close());
      await host.open(server.url);
      const webrtc = await host.eval(() => typeof RTCPeerConnection === 'function' && typeof RTCPeerConnection.prototype.createDataChannel === 'function');
      if (!webrtc) {
        t.skip(`${labelOf(engine)} has no RTCPeerConnection with data channels in this build (Debian's WebKitGTK is built without WebRTC): playing together needs it`);
        return;
      }
      // Ada and Bo, both people, at the host's device; Bo's seat is invited to the guest's.
      await host.click('[data-testid="new-nova-luna"]');
      await host.waitFor('[data-testid="new-game-nova-luna"]');
      await host.fill({ within: '[data-testid="seat"]', nth: 0, css: '[data-testid="seat-name"]' }, 'Ada');
      await host.fill({ within: '[data-testid="seat"]', nth: 1, css: '[data-testid="seat-name"]' }, 'Bo');
      await host.select({ within: '[data-testid="seat"]', nth: 1, css: '[data-testid="seat-kind"]' }, 'human');
      await host.fill('[data-testid="nl-seed"]', '5');
      await host.click('[data-testid="nl-start"]');
      await host.waitFor(`${GAME}[data-kind="nova-luna"]`);
      const invitation = await invite(host);
      assert.match(invitation.code, /^[A-Za-z0-9_-]+$/);
      assert.ok(invitation.link.endsWith(`#/join/${invitation.code}`), invitation.link.slice(0, 80));

      // The guest opens the invitation's link; its answer's code goes back by hand.
      const answer = await openInvitation(guest, invitation.link);
      await pasteAnswer(host, answer.code);
      await seated(guest, engine);
      await guest.shot(t.name, 'guest-joined');
      await host.waitFor('[data-testid="remote-seat"][data-seat="1"]');
      assert.match(await host.text('[data-testid="remote-seat"][data-seat="1"]'), /connected/);
      await host.click('[data-testid="remote-close"]');

      // Four actions, each from the device of the seat to act; both devices show each.
      for (let n = 0; n < 4; n++) await act(host, guest);
      t.diagnostic(`${labelOf(engine)}: four actions played across two devices`);
      await host.shot(t.name, 'host-after-four');
      await guest.shot(t.name, 'guest-after-four');

      // The guest's page reloads: it says its seat waits; the host's next link and the
      // answer's link, opened in a new tab on the host's device, bring it back (the game's tab
      // takes the answer over a BroadcastChannel and connects).
      await guest.reload();
      await guest.waitFor('[data-testid="join-waiting-seat"][data-seat="1"]');
      await host.click('[data-testid="devices"]');
      await host.waitUntil(() => /away/.test(document.querySelector('[data-testid="remote-seat"][data-seat="1"]')?.textContent ?? ''), [], { what: 'seat 1 away on the host' });
      const again = await openInvitation(guest, (await invite(host)).link);
      assert.ok(again.link?.includes(`#/answer/${again.code}`), `the answer's link carries its code: ${String(again.link).slice(0, 80)}`);
      const gameTab = await host.driver.getWindowHandle();
      await host.driver.switchTo().newWindow('tab');
      await host.open(again.link);
      await host.waitFor('[data-testid="answer-taken"]');
      await host.shot(t.name, 'answer-taken');
      await host.driver.close();
      await host.driver.switchTo().window(gameTab);
      await seated(guest, engine);
      assert.equal(await moves(guest, GUEST_GAME), await moves(host, GAME), 'the guest is back at the host\'s position');
      await host.click('[data-testid="remote-close"]');
      await act(host, guest);

      // The host's page reloads: the guest is told the host left; a new link brings it back.
      await host.reload();
      await host.waitFor(GAME);
      await guest.waitFor('[data-testid="join-closed"]');
      await pasteAnswer(host, (await openInvitation(guest, (await invite(host)).link)).code);
      await seated(guest, engine);
      assert.equal(await moves(guest, GUEST_GAME), await moves(host, GAME), 'the guest is back after the host\'s reload');
      await host.click('[data-testid="remote-close"]');
      await act(host, guest);
      t.diagnostic(`${labelOf(engine)}: the seat came back after the guest's reload (by the answer's link) and the host's`);
      await guest.shot(t.name, 'guest-after-reloads');
      assert.equal(await guest.count('[data-testid="fatal-error"]'), 0);
      assert.equal(await host.count('[data-testid="fatal-error"]'), 0);
    });

    test(`${labelOf(engine)}: a game finished across two devices is played again on the same connection`, { timeout: TEST_TIMEOUT }, async (t) => {
      const server = await startServer({ root: DIST, port: 0 });
      t.after(() => server.close());
      await host.open(server.url);
      if (!(await host.eval(() => typeof RTCPeerConnection === 'function'))) {
        t.skip(`${labelOf(engine)} has no RTCPeerConnection in this build: playing together needs it`);
        return;
      }
      // Nova Luna two thirds in (tests/fixtures/saves/nova-luna-late.json), handed to the
      // import input as a file, as a person picks one.
      const save = readFileSync(join(ROOT, 'tests/fixtures/saves/nova-luna-late.json'), 'utf8');
      await host.eval((text) => {
        const input = document.querySelector('input[type="file"][data-testid="import-file"]');
        const files = new DataTransfer();
        files.items.add(new File([text], 'nova-luna-late.json', { type: 'application/json' }));
        input.files = files.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, save);
      await host.click('[data-testid="saved-game"][data-id="example-nova-luna-late"] [data-testid="saved-game-resume"]');
      await host.waitFor(GAME);
      if (await host.count('[data-testid="handover-confirm"]')) await host.click('[data-testid="handover-confirm"]');
      await pasteAnswer(host, (await openInvitation(guest, (await invite(host)).link)).code);
      await seated(guest, engine);
      await host.click('[data-testid="remote-close"]');
      let played = 0;
      for (; played < 200 && !(await host.count('[data-testid="end"]')); played++) await act(host, guest);
      await host.waitFor('[data-testid="end"]');
      await guest.waitFor('[data-testid="join-over"]');
      t.diagnostic(`${labelOf(engine)}: the game's last ${played} actions played across two devices`);
      await guest.shot(t.name, 'guest-end');

      // Play again: the guest's device is asked and plays its seat in the next game, with no
      // new exchange.
      await host.click('[data-testid="play-again"]');
      await guest.waitFor('[data-testid="join-next-offer"]');
      await guest.click('[data-testid="join-next-game"]');
      for (const [each, css] of [[host, GAME], [guest, GUEST_GAME]]) {
        await each.waitUntil((css) => document.querySelector(css)?.dataset.moves === '0' && document.querySelector(css)?.dataset.over === 'false', [css], { what: 'the next game at its start' });
      }
      assert.equal(await guest.attribute('[data-testid="join"]', 'data-phase'), 'playing', 'no new exchange');
      for (let n = 0; n < 2; n++) await act(host, guest);
      await guest.shot(t.name, 'guest-next-game');
      assert.equal(await guest.count('[data-testid="fatal-error"]'), 0);
      assert.equal(await host.count('[data-testid="fatal-error"]'), 0);
    });
  });
}
