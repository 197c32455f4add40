// What the layout tests measure on a screen, in the page (tests/e2e/table-layout.test.mjs
// "every screen at every size"): sideways scrolling, the board's box and its drawing, targets
// under 44 CSS px, scrolled containers between the player and an action, boxes out of view.

/** Everything a finger can act on. */
export const ACTIONABLE = 'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="tab"], canvas[tabindex]';

/** Parts a player reads or scrolls on purpose (the log, the details, a list opened in
 * full, with the bar it scrolls in on a phone, its own line kept at the bar's top; the rules,
 * the end's tables): their controls may sit in a scrolled box. */
export const SCROLLED_ON_PURPOSE = '.game-log, .table-info, .replay-side, .review, .review-details, .choice-list[open] > ul, .table-choices:has(.choice-list[open]), .rules-sheet-body, .game-end, .table-scroll, .remote-panel, .why-panel';

/**
 * In the page: the report on the screen as it is. `board` selects the board's box (the
 * first one drawn), `canvases` the canvases that must be drawn at their box's size.
 */
export function measure({ board, canvases, actionable, onPurpose }) {
  const vw = innerWidth;
  const vh = innerHeight;
  const shown = (e) => {
    if (e.getClientRects().length === 0) return false;
    const r = e.getBoundingClientRect();
    if (r.width < 2 && r.height < 2) return false;
    for (let a = e; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.visibility === 'hidden' || cs.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  const name = (e) => `${e.tagName.toLowerCase()}${e.dataset.testid ? `[${e.dataset.testid}]` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
  const boardEl = [...document.querySelectorAll(board)].find(shown);
  const small = [];
  const scrolled = [];
  for (const e of document.querySelectorAll(actionable)) {
    if (!shown(e)) continue;
    const r = box(e);
    if (Math.min(r.width, r.height) < 44 - 0.5) small.push(`${name(e)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`);
    if (e.closest(onPurpose)) continue;
    for (let a = e.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const y = /(auto|scroll)/.test(cs.overflowY) && a.scrollHeight > a.clientHeight + 1;
      const x = /(auto|scroll)/.test(cs.overflowX) && a.scrollWidth > a.clientWidth + 1;
      if (x || y) {
        scrolled.push(`${name(e)} in ${name(a)} (${a.scrollWidth}x${a.scrollHeight} in ${a.clientWidth}x${a.clientHeight})`);
        break;
      }
    }
  }
  // Drawn at the size of its box (never stretched): the backing store is the box times the
  // pixel ratio, on both axes.
  const stretched = [...document.querySelectorAll(canvases)].filter(shown).filter((c) => {
    const dpr = Math.max(1, devicePixelRatio);
    return Math.abs(c.width - Math.round(c.clientWidth * dpr)) > 1 || Math.abs(c.height - Math.round(c.clientHeight * dpr)) > 1;
  }).map((c) => `${name(c)} ${c.width}x${c.height} in ${c.clientWidth}x${c.clientHeight}`);
  return {
    vw, vh,
    sideways: document.documentElement.scrollWidth > vw + 1,
    board: boardEl ? box(boardEl) : null,
    small, scrolled, stretched,
  };
}

/** In the page: whether every element of `selector` shown lies inside the viewport (and,
 * for text, is not cut by its scrolled container). */
export function inView(selector) {
  const out = [];
  let count = 0;
  for (const e of document.querySelectorAll(selector)) {
    if (e.getClientRects().length === 0) continue;
    count += 1;
    const r = e.getBoundingClientRect();
    if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) {
      out.push(`${e.dataset.testid ?? e.className} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`);
      continue;
    }
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (!/(auto|scroll|hidden|clip)/.test(cs.overflowY + cs.overflowX)) continue;
      const p = a.getBoundingClientRect();
      if (r.top < p.top - 1 || r.bottom > p.bottom + 1 || r.left < p.left - 1 || r.right > p.right + 1) {
        out.push(`${e.dataset.testid ?? e.className} cut by ${a.className}`);
        break;
      }
    }
  }
  return { count, out };
}

/**
 * Checks a table as the hand meets it (the page in the size set): drawn at its size, no sideways
 * scroll, the board across 90 % of a portrait phone's width and in view, every target 44 px, no
 * scrolled box before an action. `board` and `canvases` are selectors; returns the board's box.
 */
export async function checkTable(page, assert, { board, canvases, what }) {
  await page.waitForFunction((sel) => [...document.querySelectorAll(sel)].filter((c) => c.getClientRects().length > 0)
    .every((c) => c.clientWidth > 0 && Math.abs(c.width - Math.round(c.clientWidth * Math.max(1, devicePixelRatio))) <= 1
      && Math.abs(c.height - Math.round(c.clientHeight * Math.max(1, devicePixelRatio))) <= 1), canvases);
  const m = await page.evaluate(measure, { board, canvases, actionable: ACTIONABLE, onPurpose: SCROLLED_ON_PURPOSE });
  assert.ok(!m.sideways, `${what}: no sideways scroll`);
  assert.ok(m.board, `${what}: the board is shown`);
  if (m.vw < 900 && m.vh > m.vw) assert.ok(m.board.width >= 0.9 * m.vw, `${what}: the board is ${m.board.width.toFixed(0)} px of ${m.vw}`);
  if (m.vw < 900) assert.ok(m.board.bottom <= m.vh + 1, `${what}: the board in view (its bottom at ${m.board.bottom.toFixed(0)})`);
  assert.deepEqual(m.small, [], `${what}: every target at least 44 px`);
  assert.deepEqual(m.scrolled, [], `${what}: no scrolled box between the player and an action`);
  assert.deepEqual(m.stretched, [], `${what}: every canvas drawn at its size`);
  return m.board;
}
