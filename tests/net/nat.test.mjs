// Two browsers in two homes, each behind its own NAT, open a WebRTC data channel across the
// lab's "internet" (tests/net/lab.mjs): with STUN alone through ordinary NATs (the pair the
// connection uses is the NATs' public addresses, not the homes' own); not at all through
// symmetric NATs, which the browser itself declares failed within FAIL_WITHIN_MS; through
// them over coturn's relay with TURN credentials; and the channel's round trip with 50 ms of
// delay each way on each home's link. A plain page (tests/net/page/rtc.js) served by
// scripts/serve.mjs from the public side under the app's own Content-Security-Policy, the
// descriptions carried by the test as the app's players carry codes; then the built site itself
// (dist/, skipped without it) loaded in both homes, its page learning its public address from
// STUN under its real CSP. Needs root (network namespaces). About 50 s.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, copyFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../../scripts/post-build.mjs';
import { startLab, open, PUBLIC_ADDRESS } from './lab.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = process.env.MOONVALE_DIST || join(HERE, '..', '..', 'dist');
/** Chromium declares a connection failed when no candidate pair has been answered for about
 * 15 s (15 058 ms measured by the "symmetric" test below); the bound is twice that. An app
 * that wants to say so sooner needs its own timer. */
const FAIL_WITHIN_MS = 30_000;
/** Delay netem adds on each home's link, each way: 4 times this between the two homes. */
const DELAY_MS = 50;
const PINGS = 50;
const TEST_TIMEOUT = 90_000;

/** The plain page, under the CSP scripts/post-build.mjs gives the app (no inline script, so no
 * hash), in a folder of its own for the lab's static server. */
function pageSite(t) {
  const dir = mkdtempSync(join(tmpdir(), 'moonvale-rtc-page-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy([])}">
  <title>Network lab: WebRTC</title>
</head>
<body>
  <p>A plain WebRTC page of the network lab (tests/net/nat.test.mjs).</p>
  <script src="rtc.js"></script>
</body>
</html>
`);
  copyFileSync(join(HERE, 'page', 'rtc.js'), join(dir, 'rtc.js'));
  return dir;
}

/** No namespace of this process's labs is left (each lab's close removes its own). */
function ourNamespaces() {
  const listed = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' }).stdout || '';
  return listed.split('\n').filter((line) => line.startsWith(`mvlab-${process.pid}-`));
}

/** A lab and a browser in each home on the plain page; all of it taken down after the test. */
async function labWithPages(t, options) {
  const lab = await startLab({ ...options, site: pageSite(t) });
  t.after(async () => {
    await lab.close();
    assert.deepEqual(ourNamespaces(), [], 'the lab left namespaces behind');
  });
  for (const line of lab.describe().split('\n')) t.diagnostic(line);
  const pages = await Promise.all(lab.homes.map(async (home) => {
    const context = await lab.browser(home);
    context.setDefaultTimeout(20_000);
    const page = context.pages()[0] || (await context.newPage());
    await open(page, lab.site);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    return page;
  }));
  return { lab, host: pages[0], guest: pages[1] };
}

/** The offer from the host, the answer from the guest, both complete (candidates gathered),
 * carried by the test; then both sides' verdicts: connected or failed, and how long after. */
async function connect(host, guest, iceServers) {
  const configuration = { iceServers };
  const offer = await host.evaluate((c) => window.rtc.offer(c), configuration);
  const answer = await guest.evaluate(([c, o]) => window.rtc.answer(c, o), [configuration, offer]);
  await host.evaluate((a) => window.rtc.accept(a), answer);
  const gathered = {
    host: await host.evaluate(() => window.rtc.gatheredTypes()),
    guest: await guest.evaluate(() => window.rtc.gatheredTypes()),
  };
  const [hostVerdict, guestVerdict] = await Promise.all([
    host.evaluate(() => window.rtc.settled()),
    guest.evaluate(() => window.rtc.settled()),
  ]);
  return { gathered, host: hostVerdict, guest: guestVerdict };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const describePair = ({ local, remote }) => `${local.type} ${local.address}:${local.port} <-> ${remote.type} ${remote.address}:${remote.port}`;

test('behind two ordinary NATs, STUN alone connects, over the NATs\' public addresses', { timeout: TEST_TIMEOUT }, async (t) => {
  const { lab, host, guest } = await labWithPages(t, { nat: 'cone' });
  const [home1, home2] = lab.homes;

  // The app's CSP governs the page's own requests (connect-src 'self' refuses another origin)
  // but not ICE: the same page reaches the STUN server below.
  const refused = await host.evaluate(() => new Promise((resolve) => {
    document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
    fetch('http://198.51.100.11:9/').catch(() => {});
  }));
  assert.equal(refused, 'connect-src');

  const result = await connect(host, guest, [{ urls: lab.stun }]);
  t.diagnostic(`candidates gathered: host ${JSON.stringify(result.gathered.host)}; guest ${JSON.stringify(result.gathered.guest)}`);
  const reflexive = (list) => list.filter((c) => c.type === 'srflx').map((c) => c.address);
  assert.deepEqual(reflexive(result.gathered.host), [home1.router.wan], 'the host\'s STUN answer is its router\'s address');
  assert.deepEqual(reflexive(result.gathered.guest), [home2.router.wan], 'the guest\'s STUN answer is its router\'s address');
  assert.equal(result.host.state, 'connected');
  assert.equal(result.guest.state, 'connected');
  await Promise.all([host.evaluate(() => window.rtc.opened()), guest.evaluate(() => window.rtc.opened())]);

  const pair = await host.evaluate(() => window.rtc.selectedPair());
  const guestPair = await guest.evaluate(() => window.rtc.selectedPair());
  t.diagnostic(`connected ${result.host.afterMs} ms after the answer; host's pair ${describePair(pair)}; guest's ${describePair(guestPair)}`);
  // Each side talks to the other's router, never to a home's own address (which no other
  // home can reach), and nothing is relayed.
  assert.equal(pair.remote.address, home2.router.wan);
  assert.equal(guestPair.remote.address, home1.router.wan);
  for (const side of [pair, guestPair]) {
    assert.notEqual(side.local.type, 'relay');
    assert.ok(['srflx', 'prflx'].includes(side.remote.type), `the remote candidate is reflexive, not ${side.remote.type}`);
  }

  const times = await host.evaluate((n) => window.rtc.ping(n), 20);
  t.diagnostic(`round trip without added delay: median ${median(times).toFixed(1)} ms over ${times.length} pings`);
});

test('behind two symmetric NATs, STUN alone does not connect: the browser says failed', { timeout: TEST_TIMEOUT }, async (t) => {
  const { lab, host, guest } = await labWithPages(t, { nat: 'symmetric' });
  const result = await connect(host, guest, [{ urls: lab.stun }]);
  // STUN still answers (each side has a reflexive address), but the port it saw is not the one
  // the NAT gives a packet to the other home.
  assert.ok(result.gathered.host.some((c) => c.type === 'srflx'));
  assert.ok(result.gathered.guest.some((c) => c.type === 'srflx'));
  t.diagnostic(`host: ${result.host.state} after ${result.host.afterMs} ms; guest: ${result.guest.state} after ${result.guest.afterMs} ms`);
  assert.equal(result.host.state, 'failed');
  assert.equal(result.guest.state, 'failed');
  assert.ok(result.host.afterMs < FAIL_WITHIN_MS, `failed after ${result.host.afterMs} ms, not within ${FAIL_WITHIN_MS} ms`);
});

test('behind two symmetric NATs, coturn as TURN relays the connection (with its credentials only)', { timeout: TEST_TIMEOUT }, async (t) => {
  const { lab, host, guest } = await labWithPages(t, { nat: 'symmetric', turn: true });

  // With a wrong password the server refuses the allocation: no relay candidate.
  const refused = await host.evaluate(async (server) => {
    const connection = new RTCPeerConnection({ iceServers: [server] });
    connection.createDataChannel('probe');
    await connection.setLocalDescription();
    await new Promise((resolve) => {
      if (connection.iceGatheringState === 'complete') resolve();
      connection.addEventListener('icegatheringstatechange', () => connection.iceGatheringState === 'complete' && resolve());
    });
    const types = [...connection.localDescription.sdp.matchAll(/ typ (\S+)/g)].map((m) => m[1]);
    connection.close();
    return types;
  }, { ...lab.turn, credential: 'not-the-password' });
  assert.ok(!refused.includes('relay'), `a wrong password got a relay: ${refused}`);

  const result = await connect(host, guest, [{ urls: lab.stun }, lab.turn]);
  const relayed = (list) => list.filter((c) => c.type === 'relay').map((c) => c.address);
  assert.deepEqual(relayed(result.gathered.host), [PUBLIC_ADDRESS]);
  assert.deepEqual(relayed(result.gathered.guest), [PUBLIC_ADDRESS]);
  assert.equal(result.host.state, 'connected');
  assert.equal(result.guest.state, 'connected');
  await Promise.all([host.evaluate(() => window.rtc.opened()), guest.evaluate(() => window.rtc.opened())]);
  const pair = await host.evaluate(() => window.rtc.selectedPair());
  const guestPair = await guest.evaluate(() => window.rtc.selectedPair());
  t.diagnostic(`connected ${result.host.afterMs} ms after the answer; host's pair ${describePair(pair)}; guest's ${describePair(guestPair)}`);
  for (const side of [pair, guestPair]) {
    assert.ok(side.local.type === 'relay' || side.remote.type === 'relay', `the pair is relayed: ${describePair(side)}`);
  }
  const times = await host.evaluate((n) => window.rtc.ping(n), 20);
  t.diagnostic(`round trip over the relay: median ${median(times).toFixed(1)} ms over ${times.length} pings`);
});

test(`with ${DELAY_MS} ms of delay each way on each home's link: the data channel's round trip`, { timeout: TEST_TIMEOUT }, async (t) => {
  const { lab, host, guest } = await labWithPages(t, { nat: 'cone', delayMs: DELAY_MS });
  const result = await connect(host, guest, [{ urls: lab.stun }]);
  assert.equal(result.host.state, 'connected');
  await Promise.all([host.evaluate(() => window.rtc.opened()), guest.evaluate(() => window.rtc.opened())]);
  const times = await host.evaluate((n) => window.rtc.ping(n), PINGS);
  const middle = median(times);
  const floor = 4 * DELAY_MS; // out through both homes' links and back
  const line = `data channel round trip, ${DELAY_MS} ms each way on each home's link: median ${middle.toFixed(1)} ms over ${PINGS} pings (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; the links alone make ${floor} ms)`;
  t.diagnostic(line);
  assert.ok(middle >= floor, `the delay is in the way: ${middle} ms >= ${floor} ms`);
  // How little the data channel adds is a figure (tests/net/bench-distance.mjs prints it), not
  // a bound here: on a busy machine the delaying links (a Python process) run late.
});

test('the built site reaches both homes, and under its own CSP a page there gets its public address from STUN', { timeout: TEST_TIMEOUT }, async (t) => {
  if (!existsSync(join(DIST, 'index.html'))) {
    t.skip(`no ${DIST}/index.html: build the site first (trunk build --release)`);
    return;
  }
  const lab = await startLab({ nat: 'cone', site: DIST });
  t.after(async () => {
    await lab.close();
    assert.deepEqual(ourNamespaces(), [], 'the lab left namespaces behind');
  });
  for (const line of lab.describe().split('\n')) t.diagnostic(line);
  await Promise.all(lab.homes.map(async (home) => {
    const context = await lab.browser(home);
    context.setDefaultTimeout(20_000);
    const page = context.pages()[0] || (await context.newPage());
    await open(page, lab.site);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert.match(csp, /connect-src 'self'/);
    const reflexive = await page.evaluate(async (stun) => {
      const connection = new RTCPeerConnection({ iceServers: [{ urls: stun }] });
      connection.createDataChannel('probe');
      await connection.setLocalDescription();
      await new Promise((resolve) => {
        if (connection.iceGatheringState === 'complete') resolve();
        connection.addEventListener('icegatheringstatechange', () => connection.iceGatheringState === 'complete' && resolve());
      });
      const found = [...connection.localDescription.sdp.matchAll(/ (\S+) \d+ typ srflx/g)].map((m) => m[1]);
      connection.close();
      return found;
    }, lab.stun);
    assert.deepEqual(reflexive, [home.router.wan], `${home.name}: the app's page learns its router's address`);
  }));
});

test('a lab that cannot start leaves nothing behind, and says why', { timeout: TEST_TIMEOUT }, async () => {
  await assert.rejects(startLab({ site: join(tmpdir(), 'no-such-site-folder') }), /index\.html not found/);
  assert.deepEqual(ourNamespaces(), []);
  await assert.rejects(startLab({ nat: 'full-cone', site: null }), /unknown NAT kind "full-cone"/);
  assert.deepEqual(ourNamespaces(), []);
});

test('the lab refuses clearly when not root', { timeout: TEST_TIMEOUT }, (t) => {
  // Another user can only run the lab where it may read the checkout (a clone in a private
  // temporary folder is not readable by nobody): the condition is said, not guessed.
  const readable = spawnSync('test', ['-r', join(HERE, 'lab.mjs')], { uid: 65534, gid: 65534 });
  if (readable.status !== 0) {
    t.skip(`nobody (uid 65534) cannot read ${HERE}: the refusal is shown where it can`);
    return;
  }
  const asNobody = spawnSync(process.execPath, [join(HERE, 'lab.mjs'), '--no-site'], { encoding: 'utf8', uid: 65534, gid: 65534, timeout: 20_000 });
  assert.equal(asNobody.status, 1, asNobody.stderr);
  assert.match(asNobody.stderr, /network lab: needs root/);
});
