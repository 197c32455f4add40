#!/usr/bin/env bash
# Via Nebula board benchmark (docs/performance.md "Drawing the Via Nebula board"): builds the
# release site, then prints the time from navigation to the board drawn and the canvas redraw times,
# measured in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node tests/e2e/bench-via-nebula.mjs
