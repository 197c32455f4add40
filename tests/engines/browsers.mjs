// One harness for the three browser engines of the engines layer (docs/testing.md "Three engines"):
// Debian's Chromium, Firefox ESR and WebKitGTK, each driven through its own W3C WebDriver server
// (chromedriver, geckodriver, WebKitWebDriver under Xvfb) by one client, selenium-webdriver, so
// each test is written once. playwright-core cannot drive Debian's Firefox or WebKit (it needs its
// own patched builds), hence WebDriver for all three here.
//
//   MOONVALE_ENGINES=firefox,webkit node --test tests/engines/   (default: all three)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { WebDriver, By, Key } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';
import { CHROMIUM, CHROMIUM_FLAGS, OUT } from '../e2e/helpers.mjs';

export const WEBKIT_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** How each engine's driver starts and which session it is asked for. */
const ENGINE_SETUP = {
  chromium: {
    label: 'Chromium',
    command: (port) => ['/usr/bin/chromedriver', [`--port=${port}`]],
    capabilities: () => ({
      browserName: 'chrome',
      'goog:chromeOptions': { binary: CHROMIUM, args: [...CHROMIUM_FLAGS, '--window-size=1000,760'] },
      // The page's console, read back when a test fails (Browser.keepFailure).
      'goog:loggingPrefs': { browser: 'ALL' },
    }),
  },
  firefox: {
    label: 'Firefox',
    command: (port) => ['geckodriver', ['--port', String(port)]],
    capabilities: () => ({
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: '/usr/bin/firefox-esr',
        args: ['-headless', '--width=1000', '--height=760'],
        // The closed network: no update, telemetry or safe-browsing requests.
        prefs: {
          'app.update.enabled': false,
          'browser.safebrowsing.malware.enabled': false,
          'browser.safebrowsing.phishing.enabled': false,
          'datareporting.policy.dataSubmissionEnabled': false,
          'network.captive-portal-service.enabled': false,
          'intl.accept_languages': 'en-US, en',
          // The page's console goes to the browser's output, which the driver's log keeps
          // (written out when a test fails: Browser.keepFailure).
          'devtools.console.stdout.content': true,
        },
      },
    }),
  },
  webkit: {
    label: 'WebKit',
    // WebKitGTK needs a display: a virtual one per driver (-a picks a free display number).
    command: (port) => ['xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`]],
    // Xvfb has no GPU: WebKitGTK 2.50's Skia painting on emulated GL (its SkiaGPUWorker threads)
    // segfaulted the browser now and then under load (the kernel log: "SkiaGPUWorker: segfault
    // ... in libc.so.6"; the session gone mid-game). The engine's own switch paints with the
    // CPU instead, as WebKit's developers do to rule the GPU out. Its compositor still drew on
    // that GL and crashed once too ("ThreadedCompositor: segfault ... in swrast_dri.so"): with
    // compositing off, the page has neither the compositor's threads nor Mesa's.
    env: { WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1', WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    capabilities: () => ({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation'] },
    }),
  },
};

/** The engines this run covers: MOONVALE_ENGINES (comma-separated), else all three. */
export const ENGINES = (process.env.MOONVALE_ENGINES || 'chromium,firefox,webkit')
  .split(',').map((e) => e.trim()).filter(Boolean);
for (const engine of ENGINES) {
  if (!ENGINE_SETUP[engine]) throw new Error(`unknown engine "${engine}" (chromium, firefox, webkit)`);
}

export const labelOf = (engine) => ENGINE_SETUP[engine].label;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Default wait for anything the page should soon show; generous for a loaded 2-core machine. */
export const WAIT = 60_000;
/** The longest a WebDriver command may go unanswered (longer than a page load may take): a
 * driver that never answers (a WebKit run once stopped for 590 s inside one test, unexplained)
 * fails the command with the driver's last words instead of the lane's timeout saying nothing. */
const COMMAND_DEADLINE = 2 * WAIT + 30_000;

/** selenium-webdriver's executor, each command failed after `ms` with no answer. */
class DeadlineExecutor extends Executor {
  constructor(client, ms, driverLog) {
    super(client);
    this.ms = ms;
    this.driverLog = driverLog;
  }

  async execute(command) {
    let timer;
    const unanswered = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`WebDriver's ${command.getName()} had no answer in ${this.ms / 1000} s; the driver's log ends: ${this.driverLog.join('').slice(-1500)}`)), this.ms);
    });
    try {
      return await Promise.race([super.execute(command), unanswered]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Starts `engine`'s driver and one browser session. Returns a Browser; `await browser.quit()`
 * stops both. The driver runs in its own process group, so Xvfb and the browser go with it.
 */
export async function launch(engine) {
  const setup = ENGINE_SETUP[engine];
  const port = await freePort();
  const [command, args] = setup.command(port);
  const driverLog = [];
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...setup.env } });
  child.stdout.on('data', (d) => driverLog.push(String(d)));
  child.stderr.on('data', (d) => driverLog.push(String(d)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stopDriver = () => {
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + WAIT;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited: ${driverLog.join('').slice(-2000)}`);
      try {
        const status = await fetch(`${url}/status`);
        if (status.ok) break;
      } catch { /* not listening yet */ }
      if (Date.now() > deadline) throw new Error(`${command} did not start: ${driverLog.join('').slice(-2000)}`);
      await sleep(100);
    }
    const driver = await WebDriver.createSession(new DeadlineExecutor(new HttpClient(url), COMMAND_DEADLINE, driverLog), setup.capabilities());
    await driver.manage().setTimeouts({ script: WAIT, pageLoad: WAIT * 2 });
    try { await driver.manage().window().setRect({ width: 1000, height: 760 }); } catch { /* fixed-size headless window */ }
    return new Browser(engine, driver, driverLog, async () => {
      await driver.quit().catch(() => {});
      stopDriver();
      await Promise.race([exited, sleep(5000)]);
    });
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/** A browser session with the few verbs the tests use, the same in every engine. */
export class Browser {
  constructor(engine, driver, driverLog, quit) {
    this.engine = engine;
    this.driver = driver;
    this.driverLog = driverLog;
    this.quit = quit;
    this.shots = 0;
  }

  get label() { return labelOf(this.engine); }

  /** Opens `url` and waits until the app says it has rendered (`body[data-ready="true"]`). */
  async open(url) {
    await this.driver.get(url);
    await this.waitFor('body[data-ready="true"]');
    await this.keepConsole();
  }

  async reload() {
    await this.driver.navigate().refresh();
    await this.waitFor('body[data-ready="true"]');
    await this.keepConsole();
  }

  /** The page's console from now on, kept in the page (`window.__consoleLog`) for a failure's
   * record: every engine, whatever its driver can read of it. */
  async keepConsole() {
    await this.eval(() => {
      if (window.__consoleLog) return;
      window.__consoleLog = [];
      for (const type of ['log', 'info', 'warn', 'error', 'debug']) {
        const original = console[type].bind(console);
        console[type] = (...args) => {
          window.__consoleLog.push(`${(performance.now() / 1000).toFixed(3)} s console.${type}: ${args.map(String).join(' ')}`);
          original(...args);
        };
      }
      window.addEventListener('error', (e) => window.__consoleLog.push(`${(performance.now() / 1000).toFixed(3)} s error: ${e.message}`));
      window.addEventListener('unhandledrejection', (e) => window.__consoleLog.push(`${(performance.now() / 1000).toFixed(3)} s unhandled rejection: ${e.reason}`));
    }).catch(() => {});
  }

  /**
   * After a failed test (node:test's `t.passed`, from an afterEach): a picture of the page,
   * test-output/engines/FAILED-<engine>-<test>.png, and test-output/engines/FAILED-<engine>-<test>.txt
   * with the failure, the page's address, its console (kept in the page since it was opened,
   * and the browser's own log where its driver gives it: Chromium's) and the driver's last
   * words (Firefox prints the page's console there).
   */
  async keepFailure(t) {
    if (t.passed) return;
    const dir = join(OUT, 'engines');
    mkdirSync(dir, { recursive: true });
    const slug = `FAILED-${this.engine}-${t.name.replace(`${this.label}: `, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50)}`;
    const why = t.error?.cause ?? t.error;
    const lines = [`${t.name}: ${why?.stack ?? why ?? 'failed'}`, ''];
    try {
      const file = join(dir, `${slug}.png`);
      writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
      lines.push(`picture: ${file}`);
    } catch (error) {
      lines.push(`no picture: ${error.message}`);
    }
    const page = await this.eval(() => ({ address: location.href, console: window.__consoleLog ?? [] }))
      .catch((error) => ({ address: `unreadable (${error.message})`, console: [] }));
    lines.push(`address: ${page.address}`, '', 'the page\'s console:', ...page.console);
    if (this.engine === 'chromium') {
      const logs = await this.driver.manage().logs().get('browser').catch(() => []);
      lines.push('', 'the browser\'s log:', ...logs.map((e) => `${new Date(e.timestamp).toISOString()} ${e.level.name}: ${e.message}`));
    }
    lines.push('', 'the driver\'s last words:', this.driverLog.join('').slice(-20_000));
    const log = join(dir, `${slug}.txt`);
    writeFileSync(log, `${lines.join('\n')}\n`);
    t.diagnostic(`failed: the page and its console are kept in ${log}`);
  }

  /** Runs `fn(...args)` in the page and returns its (JSON-able) result; `fn` may be async. */
  async eval(fn, ...args) {
    return this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve((${fn}).apply(null, JSON.parse(arguments[0])))
         .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`,
      JSON.stringify(args),
    ).then((result) => {
      if (result && result.error) throw new Error(`in the page: ${result.error}`);
      return result.value;
    });
  }

  /** Waits until `predicate(...args)` is truthy in the page; returns its value. */
  async waitUntil(predicate, args = [], { timeout = WAIT, what = String(predicate) } = {}) {
    const deadline = Date.now() + timeout;
    for (;;) {
      let value = null;
      try {
        value = await this.eval(predicate, ...args);
      } catch (error) {
        // A page being replaced (navigation, reload) cannot run scripts for a moment.
        if (Date.now() > deadline) {
          throw new Error(`${this.label}: waiting for ${what}, the page could not be read: ${error.name} ${error.message}; the driver's last words: ${this.driverLog.join('').slice(-1500)}`);
        }
      }
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${this.label}: timed out waiting for ${what}; ${await this.stateForError()}`);
      await sleep(50);
    }
  }

  /** Waits until an element matching `css` is in the page. */
  async waitFor(css, options = {}) {
    await this.waitUntil((css) => !!document.querySelector(css), [css], { what: css, ...options });
    return this.driver.findElement(By.css(css));
  }

  /**
   * What the page showed when a wait gave up, for the error: its address, its first words and
   * a screenshot (test-output/engines/<engine>-timed-out-N.png).
   */
  async stateForError() {
    try {
      const seen = await this.eval(() => ({
        address: location.href,
        ready: document.body?.dataset.ready ?? null,
        words: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
        // The words' files (the home app fetches each part when a screen needs it): those
        // that arrived, and when; and whether a service worker controls the page.
        catalogues: Object.keys(window.moonvaleCatalogueTexts ?? {}),
        fetched: performance.getEntriesByType('resource').filter((e) => /locales\//.test(e.name))
          .map((e) => `${e.name.replace(/^.*locales\//, '')} ${e.startTime.toFixed(0)}-${e.responseEnd.toFixed(0)} ms`),
        now: performance.now().toFixed(0),
        controller: navigator.serviceWorker?.controller?.state ?? null,
      }));
      const dir = join(OUT, 'engines');
      mkdirSync(dir, { recursive: true });
      this.shots += 1;
      const file = join(dir, `${this.engine}-timed-out-${this.shots}.png`);
      writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
      return `the page: ${JSON.stringify(seen)} (screenshot ${file})`;
    } catch (error) {
      return `the page could not be read: ${error}; the driver's last words: ${this.driverLog.join('').slice(-1500)}`;
    }
  }

  async count(css) {
    return this.eval((css) => document.querySelectorAll(css).length, css);
  }

  async text(css) {
    return this.eval((css) => document.querySelector(css)?.innerText ?? null, css);
  }

  async attribute(css, name) {
    return this.eval((css, name) => document.querySelector(css)?.getAttribute(name) ?? null, css, name);
  }

  /**
   * The element `target` names: a CSS selector (waited for), or `{ within, nth, css }`: the
   * element matching `css` inside the `nth` (from 0) element matching `within`.
   */
  async element(target) {
    if (typeof target === 'string') return this.waitFor(target);
    await this.waitUntil(({ within, nth, css }) => !!document.querySelectorAll(within)[nth]?.querySelector(css),
      [target], { what: JSON.stringify(target) });
    const scopes = await this.driver.findElements(By.css(target.within));
    return scopes[target.nth].findElement(By.css(target.css));
  }

  /** A real click (WebDriver's element click: scrolled into view, checked not hidden). */
  async click(target) {
    const element = await this.element(target);
    await this.driver.executeScript('arguments[0].scrollIntoView({block: "center"})', element);
    await element.click();
  }

  /** Replaces a text field's content by typing, as a person would (select all, then type). */
  async fill(target, text) {
    const element = await this.element(target);
    await this.driver.executeScript('arguments[0].scrollIntoView({block: "center"})', element);
    await element.click();
    await element.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await element.sendKeys(String(text));
    const value = await element.getProperty('value');
    if (value !== String(text)) throw new Error(`${this.label}: the field reads "${value}", not "${text}"`);
  }

  /** Chooses the option with `value` in a select by clicking that option, as every driver can. */
  async select(target, value) {
    const element = await this.element(target);
    await this.driver.executeScript('arguments[0].scrollIntoView({block: "center"})', element);
    await element.findElement(By.css(`option[value="${value}"]`)).click();
    const chosen = await element.getProperty('value');
    if (chosen !== value) throw new Error(`${this.label}: the list reads "${chosen}", not "${value}"`);
  }

  /** The page's address. */
  async url() {
    return this.driver.getCurrentUrl();
  }

  /** A screenshot of the viewport into test-output/engines/, named by engine and step. */
  async shot(test, what) {
    const dir = join(OUT, 'engines');
    mkdirSync(dir, { recursive: true });
    this.shots += 1;
    const slug = test.replace(`${this.label}: `, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50);
    const file = join(dir, `${this.engine}-${slug}-${String(this.shots).padStart(2, '0')}-${what}.png`);
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
    return file;
  }
}

/** Whether `engine`'s browser and driver are installed (scripts/setup.sh installs them). */
export function installed(engine) {
  const needs = {
    chromium: ['/usr/bin/chromium', '/usr/bin/chromedriver'],
    firefox: ['/usr/bin/firefox-esr'],
    webkit: ['/usr/bin/WebKitWebDriver', WEBKIT_BROWSER],
  }[engine];
  return needs.every((path) => existsSync(path));
}
