#!/usr/bin/env bash
# Plays the race lines (docs/computer-players.md "Computer players", the rusher): Hard at its
# command-line budget against the rusher, against flat Monte-Carlo and against Medium in two-player
# Via Nebula, and against Nova Luna's rusher; seats rotating, each line sized to end within an
# hour on one core of the project's 2-core machine. Each game is kept in a record as it ends
# (test-output/lines/<line>.jsonl unless RECORDS says another folder), so a line cut short
# goes on where it stopped when the same command runs again; `--play 0` prints a record's
# figures without playing (it may run beside the line being played).
#
#   bash scripts/race-lines.sh vn2r    # Via Nebula, 2 players, expert side: Hard against the rusher (200 games)
#   bash scripts/race-lines.sh vn2f    # the same against flat Monte-Carlo with Hard's playouts (100 games)
#   bash scripts/race-lines.sh vn2m    # the same against Medium (200 games)
#   bash scripts/race-lines.sh nl2r    # Nova Luna, 2 players: Hard against the rusher (100 games)
#   bash scripts/race-lines.sh vn2r --play 0
#
# The JSON printed gives, per bot, games, wins, the win rate with its 95 % interval, the same
# for each seat (`by_seat`, first player first), mean scores and CPU per move. It runs at the
# lowest priority on one thread (THREADS=2 for both cores), so builds and tests beside it go
# first. TABLE names a table binary to use instead of building one (a copy kept aside, so
# that a build of another branch into the same target folder cannot change a line midway).
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  vn2r) args=(via-nebula --players 2 --side expert --bots hard,rusher --seed 21) games=200 ;;
  vn2f) args=(via-nebula --players 2 --side expert --bots hard,flat --seed 22) games=100 ;;
  vn2m) args=(via-nebula --players 2 --side expert --bots hard,medium --seed 23) games=200 ;;
  nl2r) args=(nova-luna --players 2 --bots hard,rusher --seed 24) games=100 ;;
  *) echo "usage: bash scripts/race-lines.sh vn2r|vn2f|vn2m|nl2r [--play 0]" >&2; exit 2 ;;
esac

if [ -z "${TABLE:-}" ]; then
  cargo build --release --bin table
  TABLE="${CARGO_TARGET_DIR:-target}/release/table"
fi
records="${RECORDS:-test-output/lines}"
mkdir -p "$records"
# A process of its own session gets its own scheduling group on Linux: nice it as a whole.
echo 19 > /proc/self/autogroup 2>/dev/null || true
exec nice -n 19 "$TABLE" tournament "${args[@]}" --games "${GAMES:-$games}" \
  --threads "${THREADS:-1}" --record "$records/$1.jsonl" "${@:2}"
