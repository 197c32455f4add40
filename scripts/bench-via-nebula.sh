#!/usr/bin/env bash
# Board benchmark (docs/performance.md "Drawing the Via Nebula board"): builds the
# release site, then prints the time from navigation to the Via Nebula board drawn and the canvas
# redraw times of both games (Via Nebula; Nova Luna's wheel and tableau), on a desktop and on a
# phone profile (390x844, 4x CPU throttle),
# measured in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node tests/e2e/bench-via-nebula.mjs
