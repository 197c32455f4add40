#!/usr/bin/env bash
# The review's benchmark in the browser (docs/review.md "Review"): builds the release site, then
# reviews a whole 2-player Via Nebula game and a 2-player Nova Luna game in headless Chromium and
# prints the time each took and how steadily the progress bar moved.
#   bash scripts/bench-review.sh        (SKIP_BUILD=1 to use dist/ as it is)
#   PROFILE=phone REFERENCE=24000 GAMES=via-nebula SKIP_BUILD=1 bash scripts/bench-review.sh
#     the phone profile (CPU 4x slower), and the agreement with a slower reference review
#     (`table review --iterations 24000`, kept in test-output/); DIST=dir serves another build
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
[ "${SKIP_BUILD:-}" = 1 ] || node scripts/build.mjs
node tests/e2e/bench-review.mjs
