#!/usr/bin/env bash
# Plays the computer players' target lines (docs/computer-players.md "The target lines"): Hard
# at the count it reaches in 1 s in the browser on one core against flat given five times as
# many playouts, 200 games a line, seats rotating. The counts: 13,700 in two-player Via Nebula
# (measured 2026-11-27), and for the other settings that count times their ratio to it in one
# run of `scripts/bench-computer.sh` (2026-11-28, 30 positions each). Each game is kept in
# $LINES_DIR/<line>.jsonl as it ends (by default ~/.local/share/moonvale/lines: outside the
# repository, and kept when the test command empties test-output/), so a line runs a sitting at
# a time: run the same command again to go on. `node scripts/line-figures.mjs` writes the
# records' figures to docs/figures/target-lines.json, which is what the repository keeps.
#
#   bash scripts/target-lines.sh vn2e     # Via Nebula, 2 players, expert side (seed 11)
#   bash scripts/target-lines.sh vn2b     # Via Nebula, 2 players, beginner side (seed 12)
#   bash scripts/target-lines.sh vn4e     # Via Nebula, 4 players: one Hard among three flat (seed 13)
#   bash scripts/target-lines.sh nl2      # Nova Luna, 2 players (seed 14)
#   bash scripts/target-lines.sh nl1      # Nova Luna solo: Hard's mean score (seed 15)
#   bash scripts/target-lines.sh vn2e --play 0   # only the figures of the games recorded so far
#
# A two-player Via Nebula game takes 2 to 4 minutes of CPU, as the machine goes: 3 to 7 hours
# of both cores a line; a four-player one about 6.5 minutes (about 11 hours a line); a
# two-player Nova Luna game about 1 minute (2 hours a line).
# `node scripts/line-figures.mjs` prints every line's figures as they stand.
# It runs at the lowest priority, so a build or a test beside it takes the cores it needs.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  vn2e) args=(via-nebula --players 2 --side expert --bots hard:13700,flat:68500 --seed 11) ;;
  vn2b) args=(via-nebula --players 2 --side beginner --bots hard:13700,flat:68500 --seed 12) ;;
  vn4e) args=(via-nebula --players 4 --side expert
              --bots hard:11400,flat:57000,flat:57000,flat:57000 --seed 13) ;;
  nl2) args=(nova-luna --players 2 --bots hard:15200,flat:76000 --seed 14) ;;
  nl1) args=(nova-luna --players 1 --bots hard:8500 --seed 15) ;;
  *) echo "usage: bash scripts/target-lines.sh vn2e|vn2b|vn4e|nl2|nl1" >&2; exit 2 ;;
esac

lines_dir=${LINES_DIR:-$HOME/.local/share/moonvale/lines}
mkdir -p "$lines_dir"
cargo build --release --bin table
# A process of its own session gets its own scheduling group on Linux: nice it as a whole.
echo 19 > /proc/self/autogroup 2>/dev/null || true
exec nice -n 19 "${CARGO_TARGET_DIR:-target}/release/table" tournament "${args[@]}" --games "${GAMES:-200}" \
  --threads "${THREADS:-2}" --record "$lines_dir/$1.jsonl" "${@:2}"
