#!/usr/bin/env bash
# Computer players' benchmark in the browser (docs/computer-players.md "Speed in the browser"):
# builds the release site, then plays whole games with Hard (or LEVEL=easy|medium) in every seat in
# the real Web Worker of headless Chromium and prints the median and maximum time per decision.
#   LEVEL=hard GAMES='via-nebula:2 via-nebula:4 nova-luna:2 nova-luna:4' SEED=1 bash scripts/bench-computer.sh
#   WORKERS='1 2 4' POSITIONS=12 GAMES='via-nebula:2 nova-luna:2' bash scripts/bench-computer.sh   (time-limited Hard in several workers)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node tests/e2e/bench-computer.mjs
