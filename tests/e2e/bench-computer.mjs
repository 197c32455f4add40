// Computer players' benchmark (docs/computer-players.md "Speed in the browser"): in headless
// Chromium, the release build's Web Worker plays whole games with one level in every seat and times
// each decision with performance.now(); prints the median and maximum per game. Not a test: it
// asserts nothing about time. Run: `bash scripts/bench-computer.sh` (LEVEL=medium,
// GAMES='via-nebula:3 ...'). With WORKERS='1 2 4': the time-limited search in several workers at
// once (below).
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const level = process.env.LEVEL || 'hard';
const games = (process.env.GAMES || 'via-nebula:2 via-nebula:4 nova-luna:2 nova-luna:4').split(/\s+/).filter(Boolean);
const seed = Number(process.env.SEED || 1);

/**
 * WORKERS='1 2 4': Hard's time-limited search (1 s a decision) in several workers at once, as
 * the page runs it (each worker its own seed, `worker::worker_seed`): POSITIONS decisions
 * spread over a game (the worker lists them), each sent to N workers; prints per N the
 * iterations per decision (all workers together) and the time per decision on the page's
 * clock, from sending to the last answer (median and maximum).
 */
async function severalWorkers(page) {
  const counts = process.env.WORKERS.split(/\s+/).filter(Boolean).map(Number);
  const count = Number(process.env.POSITIONS || 12);
  for (const spec of games) {
    const [game, players] = spec.split(':');
    const result = await page.evaluate(async ({ game, players, seed, count, counts }) => {
      const url = document.querySelector('meta[name="moonvale-worker"]').content;
      const plain = (v) => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? Number(x) : x)));
      const start = () => new Promise((resolve, reject) => {
        const worker = new Worker(url);
        worker.onmessage = (e) => { if (e.data.type === 'ready') resolve(worker); };
        worker.onerror = (e) => reject(new Error(e.message));
      });
      const ask = (worker, message) => new Promise((resolve) => {
        worker.onmessage = (e) => resolve(plain(e.data));
        worker.postMessage(message);
      });
      const lister = await start();
      const listed = await ask(lister, { positions: game, players, seed, count });
      lister.terminate();
      if (listed.type !== 'positions') throw new Error(JSON.stringify(listed));
      const out = [];
      for (const n of counts) {
        const workers = await Promise.all(Array.from({ length: n }, start));
        const iterations = [];
        const millis = [];
        for (const request of listed.positions) {
          const asked = performance.now();
          const answers = await Promise.all(workers.map((w, i) =>
            ask(w, { ...request, seed: BigInt(request.seed) + BigInt(i) * 0x9E3779B97F4A7C15n & 0xFFFFFFFFFFFFFFFFn, ticket: BigInt(request.ticket) })));
          millis.push(performance.now() - asked);
          iterations.push(answers.reduce((sum, a) => sum + (a.iterations || 0), 0));
        }
        workers.forEach((w) => w.terminate());
        out.push({ n, iterations, millis });
      }
      return { decisions: listed.positions.length, out };
    }, { game, players: Number(players), seed, count, counts });
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const { n, iterations, millis } of result.out) {
      console.log(`${game} ${players} players, Hard, ${n} worker${n > 1 ? 's' : ''}: ${result.decisions} decisions; iterations per decision median ${median(iterations)}, time per decision median ${median(millis).toFixed(0)} ms, max ${Math.max(...millis).toFixed(0)} ms`);
    }
  }
}

const server = await startServer({ root: DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
try {
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  if (process.env.WORKERS) {
    await severalWorkers(page);
  } else {
    for (const spec of games) {
      const [game, players] = spec.split(':');
      const report = await page.evaluate(async (request) => {
        const worker = new Worker(document.querySelector('meta[name="moonvale-worker"]').content);
        const reply = await new Promise((resolve, reject) => {
          worker.onmessage = (e) => (e.data.type === 'ready' ? worker.postMessage(request) : resolve(e.data));
          worker.onerror = (e) => reject(new Error(e.message));
        });
        worker.terminate();
        return JSON.parse(JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
      }, { bench: game, players: Number(players), level, seed });
      if (report.type !== 'bench') throw new Error(JSON.stringify(report));
      const fmt = (ms) => `${ms.toFixed(0)} ms`;
      console.log(`${game} ${players} players, ${level} in every seat: ${report.actions} actions, ${report.millis.length} decisions; time per decision median ${fmt(report.median)}, max ${fmt(report.max)}`);
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}
