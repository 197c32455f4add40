// The end screen's charts draw each seat in the colour the table gives it: every bar and the
// race line of a seat have the colour of that seat's own marker on the table (Via Nebula's
// guild swatch, Nova Luna's disc), and the legend shows the same marker. All-computer games
// at the pace "instant", in headless Chromium with the release build; pictures at both sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT, newViaNebula, newNovaLuna } from './helpers.mjs';

const GAMES = [
  {
    name: 'Via Nebula, 3 seats',
    start: (page) => newViaNebula(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }, { name: 'Ed', level: 'easy' }], 4),
    seats: 3,
    marker: (seat) => `[data-testid="vn-guild"][data-seat="${seat}"] .vn-swatch`,
  },
  {
    name: 'Nova Luna, 4 seats',
    start: (page) => newNovaLuna(page, [{ name: 'Cy', level: 'easy' }, { name: 'Di', level: 'easy' }, { name: 'Ed', level: 'easy' }, { name: 'Flo', level: 'easy' }], 4),
    seats: 4,
    marker: (seat) => `[data-testid="nl-player"][data-seat="${seat}"] .nl-disc`,
  },
];

for (const game of GAMES) {
  test(`${game.name}: the charts draw each seat in its own colour`, { timeout: TEST_TIMEOUT * 2 }, async (t) => {
    // The computers think 5 ms a decision (the app's test hook): these games are about the
    // charts at their end, not the play.
    const { server, page, errors, shot } = await openSite(t, { thinkMs: 5 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, server.url);
    await game.start(page);
    await page.selectOption('[data-testid="pace"]', 'instant');
    const end = page.locator('[data-testid="end"]');
    await end.waitFor({ timeout: 180_000 });
    await end.locator('[data-testid="race-chart"]').waitFor();

    const seen = await page.evaluate(({ seats, markers }) => {
      const paint = (el, what) => (el ? getComputedStyle(el)[what] : null);
      return Array.from({ length: seats }, (_, seat) => ({
        table: paint(document.querySelector(markers[seat]), 'backgroundColor'),
        // (`.chart-seat-N`: how the charts named a seat before they took the table's colours.)
        bars: [...document.querySelectorAll(`[data-testid="score-chart"] rect[data-seat="${seat}"], [data-testid="score-chart"] rect.chart-seat-${seat}`)].map((r) => paint(r, 'fill')),
        line: paint(document.querySelector(`[data-testid="race-chart"] polyline[data-seat="${seat}"], [data-testid="race-chart"] polyline.chart-seat-${seat}`), 'stroke'),
        legend: paint(document.querySelector(`[data-testid="race-chart"] .chart-legend li[data-seat="${seat}"] > span`), 'backgroundColor'),
      }));
    }, { seats: game.seats, markers: Array.from({ length: game.seats }, (_, s) => game.marker(s)) });

    const colours = seen.map((s) => s.table);
    assert.equal(new Set(colours).size, game.seats, `every seat has its own colour on the table: ${colours}`);
    for (const [seat, s] of seen.entries()) {
      assert.ok(s.bars.length > 0, `seat ${seat} has bars`);
      for (const fill of s.bars) assert.equal(fill, s.table, `seat ${seat}'s bars are its colour`);
      assert.equal(s.line, s.table, `seat ${seat}'s race line is its colour`);
      assert.equal(s.legend, s.table, `seat ${seat}'s legend marker is its colour`);
    }
    for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
      await page.setViewportSize(viewport);
      await end.locator('[data-testid="score-chart"]').scrollIntoViewIfNeeded();
      await shot(`charts-${size}`);
    }
    assert.deepEqual(errors, []);
  });
}
