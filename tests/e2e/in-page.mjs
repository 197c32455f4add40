// Playing a game's long middle from inside the page, shared by both harnesses: Playwright's
// `page.evaluate` (tests/e2e/helpers.mjs, `playInPage`) and WebDriver's async scripts
// (tests/engines/core-flows.test.mjs, in slices under its script timeout). Both send the
// function's text to the page, so it must use nothing from outside its own body.
//
// It confirms hand-over screens, opens a folded list of choices with its summary (as a
// keyboard user does once), and clicks a visible, enabled listed choice (the first, or the one
// `picks` draws), waiting for its move and, with `saved`, for its save, until the end screen,
// `untilMoves` moves, `stopAfter` choices in all (`taken` already made) or `sliceMs`. Returns
// { taken, moves, ended, seen, waiting, screen }: `waiting` names what the slice still waited
// for when its time ran out (null when it stopped for another reason), `screen` what the table
// showed then, `seen` which of the `seen` selectors appeared at some turn.
export async function playSliceInPage({ action, picks = null, taken = 0, stopAfter = null, untilMoves = null, saved = false, seen = [], sliceMs }) {
  const deadline = performance.now() + sliceMs;
  const q = (selector) => document.querySelector(selector);
  const moves = () => Number(q('[data-moves]')?.getAttribute('data-moves') ?? NaN);
  const ended = () => !!q('[data-testid="end"]');
  const usable = (el) => !el.disabled && (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
  // Visibility costs a style and layout pass: while the computers move, only the first usable
  // choice is looked for (every 4 ms), and the whole list only when `picks` draws from it.
  const choices = () => [...document.querySelectorAll(action)].filter(usable);
  const firstChoice = () => [...document.querySelectorAll(action)].find(usable);
  const seenNow = {};
  let refusals = 0;
  const look = () => { for (const s of seen) if (q(s)) seenNow[s] = true; };
  const screen = () => ({
    address: location.hash, status: q('[data-testid="status"]')?.innerText ?? null, moves: moves(),
    error: q('[data-testid="error"]')?.innerText ?? null,
  });
  const savedActions = () => Math.max(-1, ...Object.keys(localStorage).filter((k) => k.startsWith('moonvale.game.')).map((k) => {
    try { return JSON.parse(localStorage.getItem(k)).summary.actions; } catch { return -1; }
  }));
  const result = (waiting = null) => ({ taken, moves: moves(), ended: ended(), seen: seenNow, waiting, screen: screen() });
  // Waits until `ready()`; false once the slice's time has run out.
  const waitFor = async (ready) => {
    while (!ready()) {
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    return true;
  };
  const folded = () => {
    const toggle = q('[data-testid="choice-list-toggle"]');
    return toggle && usable(toggle) && q(action)?.closest('details:not([open])') ? toggle : null;
  };
  for (;;) {
    const turn = 'a person\'s turn or the end';
    if (!await waitFor(() => ended() || q('[data-testid="handover-confirm"]') || firstChoice() || folded())) return result(turn);
    look();
    if (ended()) return result();
    if (untilMoves !== null && moves() >= untilMoves) return result();
    const handover = q('[data-testid="handover-confirm"]');
    if (handover) {
      handover.click();
      if (!await waitFor(() => q('[data-testid="handover-confirm"]') !== handover)) return result('the screen after the hand-over');
      continue;
    }
    if (!firstChoice()) {
      folded()?.click();
      if (!await waitFor(() => ended() || firstChoice())) return result('the choices unfolded');
      continue;
    }
    if (stopAfter !== null && taken >= stopAfter) return result();
    let button = firstChoice();
    if (picks) {
      const all = choices();
      button = all[Math.floor(picks[taken % picks.length] * all.length)];
    }
    const before = moves();
    const errorBefore = q('[data-testid="error"]');
    button.click();
    // A choice clicked in the moment its list is being redrawn may belong to the list before:
    // the app refuses it and changes nothing (its error message shows), as it would a person's
    // tap there, and the slice picks again from the list now shown.
    const refused = () => { const e = q('[data-testid="error"]'); return e !== null && e !== errorBefore; };
    if (!await waitFor(() => moves() !== before || ended() || refused())) return result(`a move after move ${before}`);
    if (moves() === before && !ended()) {
      refusals += 1;
      if (refusals > 5) return result(`a choice the app accepts after move ${before}`);
      continue;
    }
    if (saved && !ended() && !await waitFor(() => savedActions() >= before + 1)) return result(`the save of action ${before + 1}`);
    taken += 1;
  }
}
