#!/usr/bin/env bash
# A phone's first visit (docs/performance.md "A phone's first visit"): builds the release site, then
# prints the median time to a meaningful paint and to the home screen answering a tap, first and
# later visits, over RUNS fresh browser profiles on the usual mobile test profile
# (tests/e2e/bench-first-visit.mjs).
#   RUNS=5 bash scripts/bench-first-visit.sh      (SKIP_BUILD=1 to measure dist/ as it is)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node scripts/size.mjs dist | tail -3
node tests/e2e/bench-first-visit.mjs "${RUNS:-5}"
