#!/usr/bin/env bash
# Regenerates the Via Nebula balance report, docs/BALANCE.md and docs/balance/
# (docs/via-nebula-balance.md "The balance report"): 400 self-play games for each player count (2,
# 3, 4) on each board side, Medium in every seat. About 30 minutes on the project's 2-core machine.
# Extra arguments go to `table balance` (e.g. --games 40 for a quick look).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --bin table
target/release/table balance --bot medium --games 400 --seed 1 --threads 2 --report docs "$@" \
  > /dev/null
echo "written: docs/BALANCE.md, docs/balance/"
