#!/usr/bin/env bash
# A thousand saved games (docs/saved-games.md "The figures"): builds the release site and the
# command-line table, stores 1,000 finished games (plus two saves of version 1) in a fresh headless
# Chromium, and lists, exports, opens and replays every one; prints the storage used, the
# first page's time and the time of each pass. The test command runs the same test checking
# every 50th game.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
cargo build --quiet --bin table
ARCHIVE_EVERY=1 node --test tests/e2e/archive.test.mjs
