// docs/playing-together.md "The protocol": a guest device that floods the host. Ten thousand
// messages sent at once through the guest's data channel (a broken or hostile page; a person
// with the browser's tools could do the same): the host reads a guest's messages a few a tick
// and drops what waits beyond a bound (src/ui/remote/inbox.rs), so it answers a few hundred of
// them, not all ten thousand, and the guest's seat plays on; how long the host's page waited is
// printed. Real RTCPeerConnections between two browser profiles on loopback, as
// together.test.mjs; no test hook of the app: the guest's channel is the one its page sends on,
// and the host's page is watched from outside the app (the messages arriving on its channels,
// the browser's long tasks, the gaps between its animation frames, how late a timer runs).
//
// Measured 2026-12-02 on the shared 2-core machine (load 5-12), 6 runs before the fix and 9
// with it (the timer in 4 and 7 of them): the build of the fix's parent commit read and
// answered all 10,000, which this test fails on. Its page was not frozen in one piece (the
// browser delivers each message in a task of its own) but starved: a timer set as the flood
// began ran 291-683 ms late, the longest gap between frames was 117-167 ms, the longest task
// 71-94 ms. With the fix: 312-1,544 answered, the timer 43-154 ms late, gaps 33-167 ms, the
// longest task 117 ms (once, at load 8). No clock tells the two builds apart reliably (a
// fresh-clone run beside other work, 2026-12-06, saw a 417 ms gap between frames with the fix),
// so the test checks what the host read, and prints the clock's figures without a bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, newViaNebula, TEST_TIMEOUT } from './helpers.mjs';

const ACTION = '[data-testid="action"]';
const SCREEN = '[data-testid="game-screen"]';
const GUEST_SCREEN = '[data-testid="join"] [data-testid="game-screen"]';

/** How many messages the guest sends at once. */
const FLOOD = 10_000;

/** Records every text the guest's page sends and hears on its data channel; `window.__channel`
 * is the channel it sends on (captured at its first send, the join). */
async function guestSpy(site) {
  await site.context.addInitScript(() => {
    window.__heard = 0;
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      window.__channel = this;
      return send.call(this, data);
    };
    const slot = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
    Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
      configurable: true,
      get() { return slot.get.call(this); },
      set(handler) {
        slot.set.call(this, handler && function (event) {
          window.__heard += 1;
          return handler.call(this, event);
        });
      },
    });
  });
}

/** Watches the host's page from before the app loads: the messages arriving on its data
 * channels (`window.__arrived`), the browser's long tasks (`window.__longTasks`), and, between
 * `__probe.start()` and `__probe.stop()`, the longest gap between two animation frames. */
async function hostWatch(site) {
  await site.context.addInitScript(() => {
    window.__arrived = 0;
    const slot = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
    Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
      configurable: true,
      get() { return slot.get.call(this); },
      set(handler) {
        slot.set.call(this, handler && function (event) {
          window.__arrived += 1;
          const now = performance.now();
          window.__firstArrival ??= now;
          window.__lastArrival = now;
          const result = handler.call(this, event);
          window.__handlerMs = (window.__handlerMs ?? 0) + performance.now() - now;
          return result;
        });
      },
    });
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const probe = { running: false, since: 0, last: 0, frames: 0, longestGap: 0, late: 0 };
    const tick = (at) => {
      if (!probe.running) return;
      const now = performance.now();
      probe.late = Math.max(probe.late, now - at);
      const next = performance.now();
      setTimeout(() => tick(next), 0);
    };
    const frame = (now) => {
      if (!probe.running) return;
      probe.longestGap = Math.max(probe.longestGap, now - probe.last);
      probe.last = now;
      probe.frames += 1;
      requestAnimationFrame(frame);
    };
    window.__probe = {
      start() {
        Object.assign(probe, { running: true, frames: 0, longestGap: 0 });
        probe.since = probe.last = performance.now();
        requestAnimationFrame(frame);
        window.__firstArrival = undefined;
        window.__handlerMs = 0;
        probe.late = 0;
        const next = performance.now();
        setTimeout(() => tick(next), 0);
        return probe.since;
      },
      stop() {
        probe.running = false;
        // The frame that never came counts too, if the page was blocked until now.
        const now = performance.now();
        const longestGap = Math.max(probe.longestGap, now - probe.last);
        const tasks = window.__longTasks.filter((task) => task.start + task.duration >= probe.since);
        return {
          ms: now - probe.since,
          frames: probe.frames,
          longestGap,
          longTasks: tasks.length,
          longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
          blockedInTasks: tasks.reduce((sum, task) => sum + task.duration, 0),
          arrivals: (window.__lastArrival ?? 0) - (window.__firstArrival ?? 0),
          handlerMs: window.__handlerMs,
          late: probe.late,
        };
      },
    };
  });
}

async function moves(page, selector = SCREEN) {
  return Number(await page.getAttribute(selector, 'data-moves'));
}

/** Joins `seat` from the guest page with the host's invitation, answer pasted back. */
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
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="${seat}"]`).waitFor();
  await host.page.click('[data-testid="remote-close"]');
}

test('ten thousand messages from a guest at once: the host reads a few hundred, drops the rest, and the guest\'s seat plays on', { timeout: TEST_TIMEOUT * 2 }, async (t) => {
  const host = await openSite(t);
  const guest = await openSite(t);
  await hostWatch(host);
  await guestSpy(guest);
  const hostSaid = [];
  host.page.on('console', (msg) => hostSaid.push(`${msg.type()}: ${msg.text()}`));
  await openApp(host.page, host.server.url);
  await newViaNebula(host.page, [{ name: 'Ada' }, { name: 'Bob' }], 41);
  await connect(host, guest, 1);
  await guest.page.waitForFunction(() => window.__channel?.readyState === 'open');

  // The flood: messages of a known type that the host refuses ("message 999999 came before
  // message N"), each under the size bound, as fast as the page can send them.
  const arrivedBefore = await host.page.evaluate(() => window.__arrived);
  const heardBefore = await guest.page.evaluate(() => window.__heard);
  await host.page.evaluate(() => window.__probe.start());
  const sendMs = await guest.page.evaluate((count) => {
    const start = performance.now();
    for (let n = 0; n < count; n++) {
      window.__channel.send(JSON.stringify({ type: 'act', seq: 999_999, position: n, action: { type: 'end_turn' } }));
    }
    return performance.now() - start;
  }, FLOOD);
  // Every message reached the host's page, then the host had a second to read what it kept.
  await host.page.waitForFunction((n) => window.__arrived >= n, arrivedBefore + FLOOD, { timeout: 120_000, polling: 100 });
  await host.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
  const blocked = await host.page.evaluate(() => window.__probe.stop());
  const answered = (await guest.page.evaluate(() => window.__heard)) - heardBefore;
  const figures = `sent in ${sendMs.toFixed(0)} ms; over the host's ${blocked.ms.toFixed(0)} ms: ${blocked.frames} frames, longest gap ${blocked.longestGap.toFixed(0)} ms; ${blocked.longTasks} long tasks, longest ${blocked.longestTask.toFixed(0)} ms, ${blocked.blockedInTasks.toFixed(0)} ms in all; the guest heard ${answered} answers; messages arrived over ${blocked.arrivals.toFixed(0)} ms, their handlers took ${blocked.handlerMs.toFixed(0)} ms; a timer ran at most ${blocked.late.toFixed(0)} ms late`;
  t.diagnostic(`flood of ${FLOOD}: ${figures}`);
  const warned = hostSaid.filter((line) => line.includes('sends too much'));
  if (warned.length) t.diagnostic(`host's console: ${warned[0]}`);
  // Fewer answers went back than messages came: what waited beyond the bound was dropped, and
  // the host said so. (A drop needs more than 256 messages waiting at once: they arrived in
  // well under a second, while the host reads at most 8 each tick.)
  assert.ok(answered < FLOOD, `the host read and answered every one of the ${FLOOD} messages, dropping none: ${figures}`);
  assert.equal(warned.length, 1, 'the host\'s console says once that a guest device sends too much');

  // The host still works: the guest's seat plays a real move that the host applies.
  for (let guard = 0; guard < 60; guard++) {
    if ((await host.page.getAttribute(SCREEN, 'data-to-act')) === '1') break;
    const before = await moves(host.page);
    const confirm = host.page.locator('[data-testid="handover-confirm"]');
    if (await confirm.count()) await confirm.click();
    await host.page.locator(ACTION).first().click();
    await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  }
  assert.equal(await host.page.getAttribute(SCREEN, 'data-to-act'), '1', 'the guest\'s seat comes to act');
  const before = await moves(host.page);
  await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
  await guest.page.locator(ACTION).first().click();
  await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [SCREEN, before]);
  await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n, [GUEST_SCREEN, before]);
  t.diagnostic(`after the flood the guest's seat played move ${before + 1}, applied by the host`);
  assert.deepEqual(host.errors, [], 'no error on the host\'s page');
  assert.deepEqual(guest.errors, [], 'no error on the guest\'s page');
});
