// docs/computer-players.md "In the browser": the computer players think in a dedicated Web Worker
// (a second wasm entry built by trunk), which answers a request made of a seat's view with a legal
// action and the same ticket, refuses a malformed request with a sentence, and is precached for
// offline play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, openApp, waitControlled, ROOT, DIST, TEST_TIMEOUT } from './helpers.mjs';

const fixture = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/worker-requests.json'), 'utf8'));

/** JSON with keys sorted, so two objects compare whatever order their keys came in. */
const canonical = (value) => JSON.stringify(value, (_k, v) =>
  (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v));

/** Posts `message` to a fresh worker in the page and resolves with its first reply. */
async function askWorker(page, message) {
  return page.evaluate(async (message) => {
    const worker = new Worker(document.querySelector('meta[name="moonvale-worker"]').content);
    const reply = await new Promise((resolve, reject) => {
      // The worker says when its wasm is ready; a message posted before would be lost.
      worker.onmessage = (e) => {
        if (e.data.type === 'ready') worker.postMessage(message);
        else resolve(e.data);
      };
      worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
    });
    worker.terminate();
    // Tickets cross as BigInt (64-bit): make the reply plain JSON for the test.
    return JSON.parse(JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
  }, message);
}

test('the worker answers each game from a view alone, with a legal action and the ticket', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors } = await openSite(t);
  await openApp(page, server.url);
  for (const game of ['via-nebula', 'nova-luna']) {
    const { request, legal } = fixture[game];
    const reply = await askWorker(page, request);
    assert.equal(reply.type, 'answer', `${game}: ${JSON.stringify(reply)}`);
    assert.equal(reply.ticket, request.ticket);
    assert.equal(reply.action.game, game);
    const legalJson = legal.map(canonical);
    assert.ok(legalJson.includes(canonical(reply.action.action)), `${game}: ${JSON.stringify(reply.action)} is legal`);
    assert.ok(reply.millis >= 0);
  }
  const refused = await askWorker(page, { ticket: 3, nonsense: true });
  assert.equal(refused.type, 'refused');
  assert.equal(refused.ticket, 0);
  assert.match(refused.message, /unreadable request/);
  assert.deepEqual(errors, []);
});

test('the worker is precached and answers offline', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, context, page } = await openSite(t);
  await openApp(page, server.url);
  await waitControlled(page);
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const loader = await page.getAttribute('meta[name="moonvale-worker"]', 'content');
  const hash = loader.match(/^\.\/worker_loader-([0-9a-f]{16})\.js$/)[1];
  for (const file of [`worker_loader-${hash}.js`, `worker-${hash}.js`, `worker-${hash}_bg.wasm`]) {
    assert.ok(sw.includes(`"./${file}"`), `${file} is precached`);
  }
  await context.setOffline(true);
  await server.close();
  const { request } = fixture['nova-luna'];
  const reply = await askWorker(page, request);
  assert.equal(reply.type, 'answer');
});
