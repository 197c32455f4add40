// Computer players' benchmark (README "Computer players"): in headless Chromium, the release build's
// Web Worker plays whole games with one level in every seat and times each decision with
// performance.now(); prints the median and maximum per game. Not a test: it asserts nothing
// about time. Run: `bash scripts/bench-computer.sh` (LEVEL=medium, GAMES='via-nebula:3 ...').
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { DIST, CHROMIUM, CHROMIUM_FLAGS } from './helpers.mjs';

const level = process.env.LEVEL || 'hard';
const games = (process.env.GAMES || 'via-nebula:2 via-nebula:4 nova-luna:2 nova-luna:4').split(/\s+/).filter(Boolean);
const seed = Number(process.env.SEED || 1);

const server = await startServer({ root: DIST, prefix: '/', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'moonvale-bench-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
try {
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(server.url, { waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
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
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.close();
}
