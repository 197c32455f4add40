// A panic shows its message: in both apps of the page, the home app and
// the table's app, a real panic of the wasm (asked for through the test hook both apps keep,
// `window.moonvaleTestPanic('moonvaleTestPanic')`, src/ui/mod.rs) puts the fatal-error panel at
// the top of the page, in the player's language, and the rest of the page out of use (inert,
// greyed): nothing there answers any more, so nothing may look as if it would. Before, Yew's
// renderer replaced the app's panic hook with its own, which only writes to the console: the
// page looked alive and did nothing. Screenshots in test-output/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT } from './helpers.mjs';

/** Makes the app panic through its test hook; the call itself fails (the wasm stops). */
async function panicNow(page) {
  const thrown = await page.evaluate(() => {
    try {
      window.moonvaleTestPanic('moonvaleTestPanic');
      return null;
    } catch (error) {
      return String(error);
    }
  });
  assert.ok(thrown, 'the panic stops the call');
}

/** The panel as a player sees it, and whether the rest of the page is out of use. */
async function afterPanic(page) {
  const panel = page.locator('[data-testid="fatal-error"]');
  await panel.waitFor();
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="fatal-error"]');
    const others = [...document.body.children].filter((e) => e !== panel);
    const app = document.querySelector('.app');
    const top = panel.getBoundingClientRect().top;
    return {
      title: panel.querySelector('h2').textContent,
      text: panel.querySelector('p').textContent,
      role: panel.getAttribute('role'),
      visible: top >= 0 && top < innerHeight && panel.offsetHeight > 0,
      othersInert: others.every((e) => e.inert),
      appInert: app ? app.closest('[inert]') !== null : null,
      appFaded: app ? Number(getComputedStyle(app.closest('[inert]') || app).opacity) < 1 : null,
      ready: document.body.dataset.ready ?? null,
    };
  });
}

function checkPanel(seen, { title, text }) {
  assert.equal(seen.title, title);
  assert.ok(seen.text.startsWith(text), seen.text);
  assert.equal(seen.role, 'alert');
  assert.ok(seen.visible, 'the panel is at the top, in view');
  assert.ok(seen.othersInert, 'nothing else in the page answers');
  assert.equal(seen.appInert, true, 'the app is inert');
  assert.equal(seen.appFaded, true, 'and looks it');
  assert.equal(seen.ready, null, 'the page no longer says it is ready');
}

test('a panic in the home app shows the translated panel and puts the page out of use', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'fr-FR' });
  await openApp(page, server.url);
  await page.locator('[data-testid="home"]').waitFor();
  await panicNow(page);
  const seen = await afterPanic(page);
  await shot('home app after a panic');
  checkPanel(seen, { title: 'Un problème est survenu', text: 'Moonvale a rencontré une erreur inattendue.' });
  // The home screen's button no longer takes a click.
  await assert.rejects(page.click('[data-testid="new-via-nebula"]', { timeout: 1_000 }));
  assert.ok(errors.some((e) => e.includes('moonvaleTestPanic was called')), errors.join('\n'));
});

test('a panic in the table app shows the translated panel and puts the page out of use', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'pl-PL' });
  // The statistics are the table's app (the home app hands the page over to it).
  await openApp(page, server.url + '#/stats');
  await page.locator('[data-testid="stats"]').waitFor();
  await panicNow(page);
  const seen = await afterPanic(page);
  await shot('table app after a panic');
  checkPanel(seen, { title: 'Coś poszło nie tak', text: 'Moonvale napotkało nieoczekiwany błąd.' });
  await assert.rejects(page.click('[data-testid="stats-export"]', { timeout: 1_000 }));
  assert.ok(errors.some((e) => e.includes('moonvaleTestPanic was called')), errors.join('\n'));
});
