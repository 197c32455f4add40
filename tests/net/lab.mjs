// The network lab: two homes, each behind its own NAT, and a public "internet" with a STUN (and,
// when asked, TURN) server and the site's static server, all built from Linux network
// namespaces on this machine and torn down again, whatever happens. Needs root.
//
//   internet   mvlab-PID-N-pub   br0 198.51.100.1/24: coturn on :3478, scripts/serve.mjs on :8080
//                 |  (bridge)  |
//   routers    ...-r1  wan 198.51.100.11          ...-r2  wan 198.51.100.12   NAT + firewall
//                 |                                  |
//   homes      ...-h1  eth0 10.1.0.2/24           ...-h2  eth0 10.2.0.2/24    a browser each
//
// Each router masquerades its home behind its WAN address and drops what nobody inside asked
// for, as a home router does. Its NAT is "cone" (endpoint-independent mapping: one public port
// per inside socket, whatever the destination, so STUN's answer is the address peers reach) or
// "symmetric" (`--random-fully`: a new public port per destination, so the address STUN saw is
// useless to a peer and only a TURN relay gets through). `delayMs` delays each home's link, both
// ways, by making it a cable that holds every frame that long (tests/net/wire.py: what
// `tc netem` does, which these machines' kernels lack). The test process stays in the
// machine's own namespace: browsers are started inside a home through a small wrapper
// (`ip netns exec HOME chromium ...`) and driven by playwright-core over the pipe it opens to
// them, which no namespace stands in the way of.
//
// As a module: `const lab = await startLab({ nat, turn, delayMs, site })`, then
// `lab.browser(home)` for a Chromium in a home, `lab.stun`, `lab.turn`, `lab.site`,
// `await lab.close()`. As a command (docs: "The network lab"):
//   node tests/net/lab.mjs [--nat cone|symmetric[,cone|symmetric]] [--turn] [--delay MS]
//                          [--site DIR] [-- COMMAND ARGS...]
//   node tests/net/lab.mjs --clean      (removes what a killed run left behind)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, chmodSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The public side: the documentation range 198.51.100.0/24 (RFC 5737), never routed. */
export const PUBLIC_ADDRESS = '198.51.100.1';
export const STUN_PORT = 3478;
export const SITE_PORT = 8080;
/** The long-term credentials coturn accepts when it is a TURN server. */
export const TURN_USER = 'moonvale';
export const TURN_PASSWORD = 'lab-password';
const TURN_REALM = 'moonvale.lab';
/** The ports coturn hands out for relays (few: the lab has two peers). */
const RELAY_PORTS = [49152, 49407];

const PREFIX = 'mvlab-';
const NAT_KINDS = ['cone', 'symmetric'];
/** How long a piece of the lab may take to come up before the lab gives up, in ms. */
const READY_MS = 10_000;

/** Every lab of this process that is still up, for the exit and signal handlers. */
const live = new Set();
let labsStarted = 0;

function fail(message) {
  throw new Error(`network lab: ${message}`);
}

/** Runs a command to its end; its output, or a clear error with what it printed. */
function run(command, args, { input } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  if (result.error) fail(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}

const ip = (...args) => run('ip', args);
const inNs = (ns, command, ...args) => run('ip', ['netns', 'exec', ns, command, ...args]);

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** coturn and iptables from Debian, installed if missing (and said so). */
/**
 * Opens `url` in `page`. A browser just started in a home may see its network change once more
 * as the lab finishes that home's links (a delay added with `tc`, a route): Chromium then
 * cancels the navigation with net::ERR_NETWORK_CHANGED, as a person would see it and reload.
 * So does this, at most three times; any other failure is thrown at once.
 */
export async function open(page, url, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.goto(url);
    } catch (error) {
      // Either words: the cancelled navigation, or its error page taking over the goto.
      const changed = /ERR_NETWORK_CHANGED|interrupted by another navigation to "chrome-error:/.test(String(error.message));
      if (attempt >= tries || !changed) throw error;
    }
  }
}

export function ensureTools() {
  const wanted = [['turnserver', 'coturn'], ['turnutils_stunclient', 'coturn'], ['iptables', 'iptables'], ['ip', 'iproute2'], ['ss', 'iproute2'], ['python3', 'python3']];
  const packages = [...new Set(wanted.filter(([command]) => !has(command)).map(([, pkg]) => pkg))];
  if (packages.length === 0) return [];
  if (!has('apt-get')) fail(`missing ${packages.join(', ')} and no apt-get here: install them with the system's package manager`);
  console.log(`network lab: installing ${packages.join(' ')} (apt-get; the lab needs them)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-q', ...packages], { stdio: 'inherit', env }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    if (!install()) fail(`apt-get install ${packages.join(' ')} failed`);
  }
  return packages;
}

function refuseUnlessAble() {
  if (process.getuid?.() !== 0) {
    fail('needs root (it creates network namespaces, veth links and NAT rules): run it as root');
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function namespaces() {
  const listed = spawnSync('ip', ['netns', 'list'], { encoding: 'utf8' });
  return listed.status === 0 ? listed.stdout.split('\n').map((line) => line.split(' ')[0]).filter(Boolean) : [];
}

/** Stops every process inside namespace `ns`, then removes it (its links go with it). */
function removeNamespace(ns) {
  // A second to stop when asked, then killed.
  for (let round = 0; round < 25; round += 1) {
    const pids = spawnSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).stdout?.split('\n').filter(Boolean).map(Number) ?? [];
    if (pids.length === 0) break;
    const signal = round === 0 ? 'SIGTERM' : round < 20 ? 0 : 'SIGKILL';
    for (const pid of pids) {
      try { process.kill(pid, signal); } catch { /* gone already */ }
    }
    spawnSync('sleep', ['0.05']);
  }
  spawnSync('ip', ['netns', 'del', ns], { stdio: 'ignore' });
}

/** Removes the namespaces of labs whose process is gone (a run killed before it could clean),
 * or, with `all`, of every lab. Returns their names. */
export function sweep({ all = false } = {}) {
  const stale = namespaces().filter((ns) => {
    const match = ns.match(/^mvlab-(\d+)-/);
    return match && (all || !alive(Number(match[1])));
  });
  for (const ns of stale) removeNamespace(ns);
  return stale;
}

function tearDownAll() {
  for (const lab of live) lab.tearDown();
}
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', tearDownAll);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(signal, () => {
      tearDownAll();
      process.exit(code);
    });
  }
}

/** Waits until `ready()` is true, checking every 50 ms, for at most READY_MS. */
async function until(what, ready) {
  const deadline = Date.now() + READY_MS;
  while (!ready()) {
    if (Date.now() > deadline) fail(`${what} did not come up within ${READY_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function natKinds(nat) {
  const kinds = Array.isArray(nat) ? nat : String(nat).split(',');
  const [first, second = first] = kinds;
  for (const kind of [first, second]) {
    if (!NAT_KINDS.includes(kind)) fail(`unknown NAT kind "${kind}" (${NAT_KINDS.join(' or ')})`);
  }
  return [first, second];
}

/**
 * Builds the lab and starts its servers. `nat`: 'cone' (default) or 'symmetric', or one per
 * home ('cone,symmetric' or an array); `turn`: coturn also relays, with TURN_USER and
 * TURN_PASSWORD; `delayMs`: delay on each home's link, each way; `site`: the folder
 * scripts/serve.mjs serves on the public side (default dist/; null for none).
 */
export async function startLab({ nat = 'cone', turn = false, delayMs = 0, site = join(ROOT, 'dist'), log = false } = {}) {
  refuseUnlessAble();
  ensureTools();
  sweep();
  hookExit();
  const kinds = natKinds(nat);
  labsStarted += 1;
  const id = `${PREFIX}${process.pid}-${labsStarted}`;
  const dir = mkdtempSync(join(tmpdir(), `${id}-`));
  const lab = new Lab(id, dir);
  live.add(lab);
  const started = Date.now();
  try {
    await lab.build(kinds, delayMs);
    await lab.startTurnServer(turn);
    if (site !== null) await lab.startSite(resolve(site));
    lab.checkReflexiveAddresses();
  } catch (error) {
    await lab.close();
    throw error;
  }
  lab.upMs = Date.now() - started;
  if (log) console.log(lab.describe());
  return lab;
}

class Lab {
  constructor(id, dir) {
    this.id = id;
    this.dir = dir;
    this.publicNs = `${id}-pub`;
    this.homes = [];
    this.made = []; // namespaces, in the order they were made
    this.children = []; // processes started in the namespaces
    this.contexts = new Set(); // browsers started in the homes
    this.stun = `stun:${PUBLIC_ADDRESS}:${STUN_PORT}`;
    this.turn = null;
    this.site = null;
    this.delayMs = 0;
    this.down = false;
  }

  addNamespace(ns) {
    try {
      ip('netns', 'add', ns);
    } catch (error) {
      fail(`cannot create network namespace ${ns} (\`ip netns add\` failed; a container without CAP_SYS_ADMIN cannot): ${error.message}`);
    }
    this.made.push(ns);
    ip('-n', ns, 'link', 'set', 'lo', 'up');
  }

  /** The namespaces, links, addresses, routes, NAT rules and delays. */
  async build(kinds, delayMs) {
    const pub = this.publicNs;
    this.addNamespace(pub);
    ip('-n', pub, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', pub, 'addr', 'add', `${PUBLIC_ADDRESS}/24`, 'dev', 'br0');
    ip('-n', pub, 'link', 'set', 'br0', 'up');
    for (const [index, kind] of kinds.entries()) {
      const n = index + 1;
      const router = `${this.id}-r${n}`;
      const home = `${this.id}-h${n}`;
      const wan = `198.51.100.${10 + n}`;
      const gateway = `10.${n}.0.1`;
      const address = `10.${n}.0.2`;
      this.addNamespace(router);
      this.addNamespace(home);
      // Made inside the namespaces, so the names never meet another lab's in the machine's own.
      ip('-n', router, 'link', 'add', 'wan', 'type', 'veth', 'peer', 'name', `r${n}`, 'netns', pub);
      ip('-n', pub, 'link', 'set', `r${n}`, 'master', 'br0', 'up');
      ip('-n', router, 'addr', 'add', `${wan}/24`, 'dev', 'wan');
      ip('-n', router, 'link', 'set', 'wan', 'up');
      if (delayMs > 0) await this.delayedLink(delayMs, home, router);
      else ip('-n', router, 'link', 'add', 'lan', 'type', 'veth', 'peer', 'name', 'eth0', 'netns', home);
      ip('-n', router, 'addr', 'add', `${gateway}/24`, 'dev', 'lan');
      ip('-n', router, 'link', 'set', 'lan', 'up');
      ip('-n', home, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
      ip('-n', home, 'link', 'set', 'eth0', 'up');
      ip('-n', home, 'route', 'add', 'default', 'via', gateway);
      inNs(router, 'sysctl', '-qw', 'net.ipv4.ip_forward=1');
      const masquerade = ['-t', 'nat', '-A', 'POSTROUTING', '-o', 'wan', '-j', 'MASQUERADE'];
      inNs(router, 'iptables', ...masquerade, ...(kind === 'symmetric' ? ['--random-fully'] : []));
      // A home router's firewall: nothing from outside that nobody inside asked for. Dropped
      // before conntrack keeps it, so a peer's early check leaves no entry that would push
      // the home's own mapping to another port.
      inNs(router, 'iptables', '-A', 'INPUT', '-i', 'wan', '-m', 'conntrack', '--ctstate', 'NEW', '-j', 'DROP');
      inNs(router, 'iptables', '-A', 'FORWARD', '-i', 'wan', '-m', 'conntrack', '--ctstate', 'NEW', '-j', 'DROP');
      this.homes.push({ name: `home ${n}`, ns: home, address, router: { ns: router, wan, gateway }, nat: kind });
    }
    this.delayMs = delayMs;
  }

  /** The link between a home ("eth0") and its router ("lan") as a cable that delays every
   * frame `delayMs` each way (tests/net/wire.py): the kernels of this project's machines have
   * no netem (CONFIG_NET_SCH_NETEM unset), so `tc qdisc ... netem` cannot. */
  async delayedLink(delayMs, home, router) {
    const record = this.spawnIn(null, `the delaying link of ${home} (tests/net/wire.py)`, 'python3', [
      join(ROOT, 'tests', 'net', 'wire.py'), String(delayMs), home, 'eth0', router, 'lan',
    ]);
    await until(record.what, () => {
      if (record.exited !== null) fail(`${record.what} exited (${record.exited}): ${record.output.trim()}`);
      return record.output.includes('ready');
    });
  }

  /** Starts `command` in namespace `ns` (null: where the lab's own process is, for a program
   * that enters namespaces itself), its output kept (the last lines go into errors). */
  spawnIn(ns, what, command, args) {
    const [program, programArgs] = ns === null ? [command, args] : ['ip', ['netns', 'exec', ns, command, ...args]];
    const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    const record = { what, child, output: '', exited: null };
    const keep = (chunk) => { record.output = (record.output + chunk).slice(-4000); };
    child.stdout.setEncoding('utf8').on('data', keep);
    child.stderr.setEncoding('utf8').on('data', keep);
    child.on('exit', (code, signal) => { record.exited = signal || code; });
    child.on('error', (error) => { record.exited = error.message; });
    this.children.push(record);
    return record;
  }

  /** True once something in `ns` listens on `port` (UDP or TCP, per `flag`). */
  listening(ns, flag, port) {
    const listed = spawnSync('ip', ['netns', 'exec', ns, 'ss', '-Hln', flag], { encoding: 'utf8' }).stdout || '';
    return listed.split('\n').some((line) => line.includes(`${PUBLIC_ADDRESS}:${port} `));
  }

  async waitListening(record, flag, port) {
    await until(record.what, () => {
      if (record.exited !== null) fail(`${record.what} exited (${record.exited}): ${record.output.trim()}`);
      return this.listening(this.publicNs, flag, port);
    });
  }

  /** coturn on the public side: STUN only, or STUN and TURN with long-term credentials. */
  async startTurnServer(turn) {
    const args = [
      '--listening-ip', PUBLIC_ADDRESS, '--listening-port', String(STUN_PORT),
      '--no-tls', '--no-dtls', '--no-cli', '--no-tcp',
      '--pidfile', join(this.dir, 'turnserver.pid'),
      '--log-file', 'stdout', '--simple-log',
    ];
    if (turn) {
      args.push(
        '--lt-cred-mech', '--user', `${TURN_USER}:${TURN_PASSWORD}`, '--realm', TURN_REALM,
        '--relay-ip', PUBLIC_ADDRESS, '--min-port', String(RELAY_PORTS[0]), '--max-port', String(RELAY_PORTS[1]),
        '--no-tcp-relay', '--fingerprint', '--userdb', join(this.dir, 'turndb'),
      );
      this.turn = { urls: `turn:${PUBLIC_ADDRESS}:${STUN_PORT}?transport=udp`, username: TURN_USER, credential: TURN_PASSWORD };
    } else {
      args.push('--stun-only');
    }
    const record = this.spawnIn(this.publicNs, 'coturn (turnserver)', 'turnserver', args);
    await this.waitListening(record, '-u', STUN_PORT);
  }

  /** scripts/serve.mjs on the public side, serving `site`. */
  async startSite(site) {
    if (!existsSync(join(site, 'index.html'))) fail(`${site}/index.html not found (build the site first, or give another folder)`);
    const record = this.spawnIn(this.publicNs, 'the static server (scripts/serve.mjs)', process.execPath, [
      join(ROOT, 'scripts', 'serve.mjs'), site, '--host', PUBLIC_ADDRESS, '--port', String(SITE_PORT),
    ]);
    await this.waitListening(record, '-t', SITE_PORT);
    this.site = `http://${PUBLIC_ADDRESS}:${SITE_PORT}/`;
  }

  /** Each home asks the STUN server for its own address: it must be its router's (the NAT
   * works). One request each, a few seconds at most. */
  checkReflexiveAddresses() {
    for (const home of this.homes) {
      const asked = spawnSync('ip', ['netns', 'exec', home.ns, 'turnutils_stunclient', '-p', String(STUN_PORT), PUBLIC_ADDRESS], { encoding: 'utf8', timeout: 5_000 });
      const seen = (asked.stdout || '').match(/reflexive addr: ([\d.]+):(\d+)/);
      if (!seen) fail(`${home.name} got no STUN answer from ${PUBLIC_ADDRESS}:${STUN_PORT}: ${(asked.stdout || '') + (asked.stderr || '')}`);
      if (seen[1] !== home.router.wan) fail(`${home.name} is seen as ${seen[1]}, not its router's ${home.router.wan}: the NAT is not in the way`);
      home.reflexive = `${seen[1]}:${seen[2]}`;
    }
  }

  /** A Chromium inside `home` (a home object or its index), with its own profile, driven by
   * playwright-core through the pipe it opens to it. Closed with the lab if not before. */
  async browser(home, { args = [], ...options } = {}) {
    const where = typeof home === 'number' ? this.homes[home] : home;
    const wrapper = join(this.dir, `chromium-${where.ns}`);
    if (!existsSync(wrapper)) {
      // `ip netns exec` sets the namespace and execs: the browser keeps playwright's pipe.
      writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${where.ns} ${CHROMIUM} "$@"\n`);
      chmodSync(wrapper, 0o755);
    }
    const profile = mkdtempSync(join(this.dir, 'profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: wrapper,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...args],
      viewport: { width: 1000, height: 760 },
      ...options,
    });
    this.contexts.add(context);
    context.on('close', () => this.contexts.delete(context));
    return context;
  }

  describe() {
    const lines = [`network lab ${this.id} (up in ${this.upMs} ms)`];
    lines.push(`  internet ${this.publicNs}: ${PUBLIC_ADDRESS}; ${this.turn ? 'STUN and TURN' : 'STUN'} ${this.stun}${this.site ? `; site ${this.site}` : ''}`);
    if (this.turn) lines.push(`  TURN ${this.turn.urls} user ${this.turn.username} password ${this.turn.credential}`);
    for (const home of this.homes) {
      lines.push(`  ${home.name} ${home.ns}: ${home.address}, behind ${home.router.ns} (${home.nat} NAT, public ${home.router.wan}, STUN saw ${home.reflexive})${this.delayMs ? `, ${this.delayMs} ms delay each way` : ''}`);
    }
    return lines.join('\n');
  }

  /** What a command run in the lab gets in MOONVALE_LAB. */
  toJSON() {
    return { id: this.id, public: PUBLIC_ADDRESS, stun: this.stun, turn: this.turn, site: this.site, delayMs: this.delayMs, homes: this.homes };
  }

  /** Everything the lab started stopped, its namespaces and temporary files removed. */
  async close() {
    for (const context of [...this.contexts]) await context.close().catch(() => {});
    this.tearDown();
  }

  /** The synchronous part of close (the exit handler's): processes, namespaces, files. */
  tearDown() {
    if (this.down) return;
    this.down = true;
    live.delete(this);
    for (const { child } of this.children) {
      if (child.exitCode === null && child.signalCode === null) {
        try { child.kill('SIGTERM'); } catch { /* gone already */ }
      }
    }
    // The browsers' and servers' processes live in the namespaces: removing a namespace stops
    // whatever is still inside it first.
    for (const ns of [...this.made].reverse()) removeNamespace(ns);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

// --- as a command ------------------------------------------------------------------------------
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const own = split < 0 ? args : args.slice(0, split);
  const command = split < 0 ? [] : args.slice(split + 1);
  const options = { log: true };
  for (let i = 0; i < own.length; i += 1) {
    const a = own[i];
    if (a === '--nat') options.nat = own[++i];
    else if (a === '--turn') options.turn = true;
    else if (a === '--delay') options.delayMs = Number(own[++i]);
    else if (a === '--site') options.site = own[++i];
    else if (a === '--no-site') options.site = null;
    else if (a === '--clean') {
      refuseUnlessAble();
      const removed = sweep({ all: true });
      console.log(removed.length ? `network lab: removed ${removed.join(' ')}` : 'network lab: nothing to remove');
      process.exit(0);
    } else {
      console.error(`unknown option ${a}\nusage: node tests/net/lab.mjs [--nat cone|symmetric[,KIND]] [--turn] [--delay MS] [--site DIR | --no-site] [-- COMMAND ARGS...] | --clean`);
      process.exit(2);
    }
  }
  if (options.site === undefined && !existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.log('network lab: no dist/index.html, so no site (build it, or --site DIR)');
    options.site = null;
  }
  let lab;
  try {
    lab = await startLab(options);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (command.length === 0) {
    console.log('network lab: up; Ctrl+C takes it down (in a home: ip netns exec NAMESPACE COMMAND)');
    setInterval(() => {}, 1 << 30); // until a signal: the handlers take the lab down
    await new Promise(() => {});
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, MOONVALE_LAB: JSON.stringify(lab) } });
  // Stopped with the lab (a signal's handler exits the process), so it never outlives it.
  process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'));
  const code = await new Promise((resolveCode) => {
    child.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
    child.on('error', (error) => { console.error(error.message); resolveCode(127); });
  });
  await lab.close();
  process.exit(code);
}
