// Debian's Chromium and the flags every test starts it with, apart from the rest of the
// end-to-end harness (helpers.mjs, which needs a release build), so that tests needing no build
// (the network lab's, tests/net/) start it the same way.
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// TOOLCHAIN.md: --no-sandbox because tests run as root; the background-networking flags keep
// Chromium from knocking on the closed network (and from making requests the tests would see).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
