// docs/table-screen.md "One voice": the language can be changed, and the choice survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, openApp, TEST_TIMEOUT } from './helpers.mjs';

test('home screen: switching the language is remembered after a reload', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'en-US' });
  await openApp(page, server.url);

  const home = page.locator('[data-testid="home"]');
  await home.waitFor();
  const language = page.locator('[data-testid="settings"] select[data-testid="language"]');
  // The browser says en-US and nothing is stored yet: English.
  assert.equal(await language.inputValue(), 'en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  const englishText = await home.innerText();
  await shot('home-en');

  await language.selectOption('fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  const frenchText = await home.innerText();
  assert.notEqual(frenchText, englishText, 'the home screen text changes with the language');
  await shot('home-fr');

  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await home.waitFor();
  assert.equal(await language.inputValue(), 'fr', 'the chosen language is remembered');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await home.innerText(), frenchText, 'the reloaded page is in French');
  const stored = await page.evaluate(() => localStorage.getItem('moonvale.settings'));
  assert.match(stored, /"fr"/, 'the choice is kept in localStorage under moonvale.settings');
  await shot('home-fr-after-reload');

  // And on to Polish, remembered as well.
  await language.selectOption('pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  await page.reload({ waitUntil: 'load' });
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await language.inputValue(), 'pl');
  assert.equal(await page.getAttribute('html', 'lang'), 'pl');
  await shot('home-pl-after-reload');

  assert.deepEqual(errors, [], 'no error in the page');
});

test('the language follows the browser preference when none is stored', { timeout: TEST_TIMEOUT }, async (t) => {
  const { server, page, errors, shot } = await openSite(t, { locale: 'pl-PL' });
  await openApp(page, server.url);
  await page.locator('[data-testid="home"]').waitFor();
  assert.equal(await page.locator('select[data-testid="language"]').inputValue(), 'pl');
  assert.equal(await page.getAttribute('html', 'lang'), 'pl');
  await shot('home-browser-pl');
  assert.deepEqual(errors, []);
});
