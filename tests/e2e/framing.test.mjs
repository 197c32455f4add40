// The app refuses to be framed (docs/hosting.md "Hosting Moonvale on a static host"): a meta
// Content-Security-Policy cannot say `frame-ancestors`, so the build ships the headers a host
// should send as `_headers` (scripts/headers.mjs, written by scripts/post-build.mjs), and
// scripts/serve.mjs sends them. A page of another origin (a second server, on another port) puts
// the served build in an iframe: the frame does not load the app. Before, it loaded and ran, ready
// to be dressed up or overlaid by the page around it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite, DIST, TEST_TIMEOUT } from './helpers.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { SECURITY_HEADERS } from '../../scripts/headers.mjs';

test('the served build refuses to be framed by another origin, and ships the headers that say so', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, shot } = await openSite(t);
  // The other origin's page.
  const dir = mkdtempSync(join(tmpdir(), 'moonvale-framer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><html><head><title>Framer</title></head>
<body><h1>Another site</h1><iframe id="app" src="${server.url}" width="800" height="600"></iframe></body></html>`);
  const framer = await startServer({ root: dir, port: 0 });
  t.after(() => framer.close());
  assert.notEqual(new URL(framer.url).origin, new URL(server.url).origin);

  const refused = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to (frame|display)/i.test(message.text())) refused.push(message.text());
  });
  const response = page.waitForResponse((r) => r.url() === server.url);
  await page.goto(framer.url, { waitUntil: 'load' });
  await shot('framed by another origin');
  const frame = page.frames().find((f) => f !== page.mainFrame());
  assert.ok(frame, 'the iframe is there');
  // Nothing of the app runs in it: no page of ours, no app drawn.
  assert.ok(!frame.url().startsWith(server.url), `the frame shows ${frame.url()}, not the app`);
  const appInFrame = await frame.evaluate(() => document.querySelector('.app, #boot, body[data-ready]') !== null).catch(() => false);
  assert.equal(appInFrame, false, 'the app is not in the frame');
  assert.ok(refused.length > 0, 'the browser says why it refused');
  // The app's page did arrive, with the header that refuses it a frame.
  const headers = (await response).headers();
  assert.match(headers['content-security-policy'] || '', /frame-ancestors 'none'/);
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'no-referrer');

  // Every header of the list is in the build's `_headers`, for every path.
  const file = readFileSync(join(DIST, '_headers'), 'utf8');
  assert.match(file, /^\/\*$/m);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    assert.ok(file.includes(`  ${name}: ${value}\n`), `_headers says ${name}: ${value}`);
  }
  assert.match(SECURITY_HEADERS['Content-Security-Policy'], /frame-ancestors 'none'/);

  // The same page opened on its own still works.
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
});
