#!/usr/bin/env bash
# Saving benchmark (docs/performance.md "Saving a move"): builds the release site, then prints the
# median time from a click on an action to the game's record written to localStorage, with 50 other
# saved games in the browser (target: under 16 ms, one frame), measured in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node tests/e2e/bench-saving.mjs
