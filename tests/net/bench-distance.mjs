// Speed at a distance (docs/playing-together.md "Playing at a distance"): two homes of the
// network lab behind ordinary NATs, each home's link delayed DELAY_MS each way
// (tests/net/wire.py, as `tc netem` would), so a round trip between the devices crosses four
// delayed links. The guest plays TAPS moves of a
// Via Nebula game from its page; each is timed inside that page, from the tap's handling to the
// page holding the new position the host sent back (a mutation observer on the table's
// `data-moves`, so the tool's own polling adds nothing). Prints the median and the maximum
// against the target: the round trip plus 60 ms. As root, with dist/ built:
//   node tests/net/bench-distance.mjs          (DELAY_MS=50 TAPS=15 by default; TAPS=all: the
//                                              guest's every move of a whole game)
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLab, PUBLIC_ADDRESS, STUN_PORT } from './lab.mjs';
import { answerAcross, tapFirstChoice, moves, SCREEN, GUEST_SCREEN } from './across.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = process.env.MOONVALE_DIST || join(HERE, '..', '..', 'dist');
const DELAY_MS = Number(process.env.DELAY_MS || 50);
const TAPS = process.env.TAPS === 'all' ? Infinity : Number(process.env.TAPS || 15);

const lab = await startLab({ nat: 'cone', delayMs: DELAY_MS, site: DIST });
try {
  const { host, guest } = await answerAcross(lab, [`stun:${PUBLIC_ADDRESS}:${STUN_PORT}`]);
  await guest.page.locator(`${GUEST_SCREEN}[data-seat="1"]`).waitFor({ timeout: 60_000 });
  await host.page.click('[data-testid="remote-close"]');
  const taps = [];
  for (let guard = 0; taps.length < TAPS && guard < 3000; guard++) {
    if (await host.page.locator('[data-testid="end"]').count()) break;
    const toAct = await host.page.getAttribute(SCREEN, 'data-to-act');
    const before = await moves(host.page, SCREEN);
    if (toAct === '1') {
      await guest.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) === n, [GUEST_SCREEN, before]);
      // The list opened first (it stays open), so the click timed is the move's own.
      const list = guest.page.locator('[data-testid="choice-list"]').first();
      if (await list.count() && !(await list.evaluate((d) => d.open))) await list.locator('[data-testid="choice-list-toggle"]').click();
      await guest.page.evaluate(([sel, n]) => {
        window.__tapAt = null;
        window.__shownAt = null;
        const root = document.querySelector('[data-testid="join"]');
        const observer = new MutationObserver(() => {
          const screen = document.querySelector(sel);
          if (screen && Number(screen.dataset.moves) > n && window.__shownAt === null) {
            window.__shownAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-moves'] });
        document.addEventListener('click', () => { window.__tapAt = performance.now(); }, { capture: true, once: true });
      }, [GUEST_SCREEN, before]);
      await tapFirstChoice(guest.page);
      const shown = await guest.page.waitForFunction(() => window.__shownAt !== null && window.__tapAt !== null && window.__shownAt - window.__tapAt, null, { timeout: 30_000 });
      taps.push(await shown.jsonValue());
    } else {
      await tapFirstChoice(host.page);
    }
    await host.page.waitForFunction(([s, n]) => Number(document.querySelector(s)?.dataset.moves) > n
      || document.querySelector('[data-testid="end"]'), [SCREEN, before]);
  }
  const sorted = [...taps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const roundTrip = 4 * DELAY_MS;
  const target = roundTrip + 60;
  const ended = (await host.page.locator('[data-testid="end"]').count()) > 0;
  console.log(`speed at a distance: ${DELAY_MS} ms each way on each home's link (the round trip ${roundTrip} ms), ${taps.length} guest taps${ended ? ', the whole game' : ''}`);
  console.log(`  tap to the guest's new position: median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (target: the median within ${target} ms: ${median <= target ? 'met' : 'not met'})`);
  // By the game's stage: the taps in order, by thirds (a later position is a longer message).
  const third = Math.ceil(taps.length / 3);
  const medianOf = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  if (taps.length >= 9) console.log(`  by thirds of the taps in order: median ${[0, 1, 2].map((k) => medianOf(taps.slice(k * third, (k + 1) * third)).toFixed(0)).join(', ')} ms`);
} finally {
  await lab.close();
}
