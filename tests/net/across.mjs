// Two homes of the network lab (tests/net/lab.mjs) playing one game across the internet: the
// host's page in home 1, the guest's in home 2, each choosing "Across the internet" with the
// lab's servers; shared by the lab's tests (together.test.mjs) and its benchmark at a distance
// (bench-distance.mjs).
import { fillSeats } from '../e2e/helpers.mjs';
import { open } from './lab.mjs';

export const SCREEN = '[data-testid="game-screen"]';
export const GUEST_SCREEN = '[data-testid="join"] [data-testid="game-screen"]';
const ACTION = '[data-testid="action"]';

export async function appIn(lab, home) {
  const context = await lab.browser(home);
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/** In the connection settings (open on the page): across the internet, through these servers. */
export async function chooseInternet(page, servers, user = '', password = '') {
  await page.check('[data-testid="network-internet"]');
  await page.locator('[data-testid="network-choice"][data-network="internet"]').waitFor();
  await page.click('[data-testid="network-servers-box"] summary');
  await page.fill('[data-testid="network-servers"]', servers.join('\n'));
  await page.fill('[data-testid="network-user"]', user);
  await page.fill('[data-testid="network-password"]', password);
  await page.click('[data-testid="network-save"]');
  await page.locator('[data-testid="network-said"]').waitFor();
}

/** Taps the turn's first choice, its list opened in full (as a keyboard player keeps it). */
export async function tapFirstChoice(page) {
  const list = page.locator('[data-testid="choice-list"]').first();
  if (await list.count() && !(await list.evaluate((d) => d.open))) await list.locator('[data-testid="choice-list-toggle"]').click();
  await page.locator(ACTION).first().click();
}

export async function moves(page, selector) {
  return Number(await page.getAttribute(selector, 'data-moves'));
}

/** Hosts a two-seat Via Nebula game in home 1 and answers seat 1's invitation link from home
 * 2, both across the internet through `servers`; the answer given, the connection under way. */
export async function answerAcross(lab, servers, user, password) {
  const host = await appIn(lab, 0);
  const guest = await appIn(lab, 1);
  await open(host.page, lab.site);
  await ready(host.page);
  await host.page.click('[data-testid="new-via-nebula"]');
  const form = host.page.locator('[data-testid="new-game-via-nebula"]');
  await form.waitFor();
  await host.page.selectOption('[data-testid="vn-player-count"]', '2');
  await fillSeats(form, [{ name: 'Ada' }, { name: 'Bob' }]);
  await host.page.fill('[data-testid="vn-seed"]', '5');
  await host.page.click('[data-testid="vn-start"]');
  await host.page.locator(SCREEN).waitFor();
  await host.page.click('[data-testid="devices"]');
  await chooseInternet(host.page, servers, user, password);
  await open(guest.page, `${lab.site}#/join`);
  await ready(guest.page);
  await chooseInternet(guest.page, servers, user, password);

  await host.page.click('[data-testid="remote-invite"][data-seat="1"]');
  await host.page.locator('[data-testid="remote-offer"]').waitFor();
  const link = await host.page.locator('[data-testid="remote-link"]').inputValue();
  await guest.page.goto('about:blank');
  await open(guest.page, link);
  const answer = await guest.page.locator('[data-testid="join-answer"]').inputValue().catch(async (e) => {
    throw new Error(`${e.message}\njoin screen: ${await guest.page.locator('[data-testid="join"]').getAttribute('data-phase')}: ${await guest.page.locator('main').innerText()}`);
  });
  await host.page.fill('[data-testid="remote-answer"]', answer);
  await host.page.click('[data-testid="remote-connect"]');
  return { host, guest, started: Date.now() };
}
