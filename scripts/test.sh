#!/usr/bin/env bash
# Runs every test: (0) the house style (citations, no circle, `cargo fmt --all --check`, clippy
# -D warnings), (1) native `cargo test`, (2) wasm-bindgen-test in headless Chromium, (3)
# end-to-end tests of the release build in headless Chromium (screenshots in test-output/), and
# beside them (4) the core flows of that build in Chromium, Firefox and WebKit through WebDriver
# and (5) the network lab: two homes behind NATs reaching each other through STUN or TURN (as
# root). Installs what is missing first (scripts/setup.sh). The release build runs beside layers
# 2 and 1, in that order; 4 and 5 start when it is done. Runs every layer, then fails if any did.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"

# A fresh clone's builds take about 3 GB (target/, dist/): say what is free, so a full disk
# reads as such (a CI run once failed with "No space left on device").
free_kb=$(df -Pk . | awk 'NR == 2 {print $4}')
echo "disk: $((free_kb / 1024 / 1024)) GB free here"
[ "$free_kb" -lt $((4 * 1024 * 1024)) ] && echo "warning: less than 4 GB free; the builds may not fit" >&2

failed=()
summary=()
layer() {
  local name=$1; shift
  printf '\n=== %s: %s\n' "$name" "$*"
  local start=$SECONDS
  if "$@"; then
    summary+=("ok     $name ($((SECONDS - start)) s)")
  else
    failed+=("$name")
    summary+=("FAILED $name ($((SECONDS - start)) s)")
  fi
}

# The end-to-end files, three at a time on two cores (each is its own browser and
# server, and none waits for a machine to be fast: each waits for what the app announces, see
# tests/e2e/helpers.mjs): a file spends part of its time waiting on its page (a worker's
# start, a transition), which a third file fills. Measured beside other work (load 9-17):
# two at a time took 1,096 s, three 765 s, all 128 tests passing both times. The longest
# start first, so the last minutes keep the cores busy; the others follow in name order (a
# file new to this list starts last).
E2E_LONGEST_FIRST="play-on together table-layout words archive records accessibility computers tutorial thinking via-nebula together-seats board-choices"
e2e_files() {
  local name f
  for name in $E2E_LONGEST_FIRST; do
    [ -f "tests/e2e/$name.test.mjs" ] && echo "tests/e2e/$name.test.mjs"
  done
  for f in tests/e2e/*.test.mjs; do
    name=$(basename "$f" .test.mjs)
    case " $E2E_LONGEST_FIRST " in *" $name "*) ;; *) echo "$f" ;; esac
  done
}
# Each test as it ends, then each file's time (scripts/file-times.mjs).
reporters=(--test-reporter=spec --test-reporter-destination=stdout
  --test-reporter=./scripts/file-times.mjs --test-reporter-destination=stdout)
e2e() {
  [ -f dist/index.html ] || { echo "no dist/: the release build failed" >&2; return 1; }
  # shellcheck disable=SC2046
  node --test --test-concurrency=3 "${reporters[@]}" $(e2e_files)
}

# Only the browser tests (tests/web/, one binary): the native ones (command-line table,
# engines) are layer 1's, and some do not even compile for wasm32.
web_tests=(--test web)
# Built without optimisation or line tables: the test profile's opt-level 1 is for the native
# random-game tests, and the browser tests run no search. A cold build alone took 83 s
# instead of 162 s (CPU 152 s instead of 277 s), and the tests ran in 14 s instead of 12 s.
browser_unit_tests() {
  CARGO_PROFILE_TEST_OPT_LEVEL=0 CARGO_PROFILE_TEST_DEBUG=false \
    cargo test --target wasm32-unknown-unknown "${web_tests[@]}"
}

# The house style (rustfmt.toml, clippy with warnings as errors, native and browser code).
# On wasm32 only the web app, the worker and the command-line table's stub have code of their
# own (cfg(target_arch = "wasm32")): the floors below compile the same for both targets, their
# libraries are linted on wasm32 too as the app's dependencies, and their tests natively.
style() {
  node scripts/check-cites.mjs || return 1
  # No circle between files, a crate's top modules or folders (it prints the house in figures).
  node scripts/house.mjs || return 1
  cargo fmt --all --check || { echo "run 'cargo fmt --all' to put the tree in the house style" >&2; return 1; }
  cargo clippy --workspace --all-targets -- -D warnings || return 1
  cargo clippy --target wasm32-unknown-unknown -p moonvale -p moonvale-worker -p moonvale-tools --lib --bins "${web_tests[@]}" -- -D warnings
}

# The release build (scripts/build.mjs) runs beside the browser unit tests and then the
# native tests: each leaves a core idle for stretches (the release build's single-threaded
# links and wasm-opt, one browser at a time). With the native tests before it instead, those
# layers and the build took 601 s (CI run on cf16fe0); beside them, 569 s (a fresh clone) and
# 593 s (CI run on c972d1b): within the machine's own spread, but not longer. Started beside
# the house style too, it saved nothing (664 s either way, CI runs on 605baa7 and dfad5d8).
#
# The same build, in the three engines (tests/engines/browsers.mjs), and the network lab: they
# start as soon as the release build is done (beside the native tests' end) and run beside the
# end-to-end files rather than after them. Each mostly waits at times (a page on a worker or a
# transition, WebKit on its own painting, the lab on a connection given 15 s to fail), which
# the others fill: after the end-to-end files, the engines' two lanes and the lab took 118 s
# more on the project's 2-core machine. The engines run in two lanes:
# WebKit, whose painting on the CPU makes it as long as the other two, beside Chromium then
# Firefox. Each lane, and the lab, fails after LANE_TIMEOUT seconds (a lane takes a minute or
# two; one CI run saw WebKit's share-link test hang past its own timeout for 8 minutes) instead
# of holding the run to CI's limit. Each one's log follows the end-to-end tests'.
LANE_TIMEOUT=${LANE_TIMEOUT:-600}
# Starts `name` in the background: its log and exit code go to $lanes_dir.
lane_start() {
  local name=$1; shift
  ( local start=$SECONDS
    "$@" > "$lanes_dir/$name.log" 2>&1
    local code=$?
    echo "$code $((SECONDS - start))" > "$lanes_dir/$name.rc" ) &
}
# Prints the lanes' logs, and adds each to the summary under its title.
lanes_report() {
  local name title code took
  for name in "$@"; do
    title=${lane_titles[$name]}
    printf '\n=== %s\n' "$title"
    cat "$lanes_dir/$name.log"
    read -r code took < "$lanes_dir/$name.rc" || { code=1; took=0; }
    [ "$code" -eq 124 ] && echo "$name took more than ${LANE_TIMEOUT} s and was stopped" >&2
    if [ "$code" -eq 0 ]; then
      summary+=("ok     $title ($took s)")
    else
      failed+=("$title")
      summary+=("FAILED $title ($took s)")
    fi
  done
}
engine_lane() {
  MOONVALE_ENGINES=$1 timeout -k 10 "$LANE_TIMEOUT" node --test --test-concurrency=1 "${reporters[@]}" tests/engines/*.test.mjs
}
# Two homes behind their own NATs and a public side with STUN and TURN, in network namespaces
# (tests/net/lab.mjs): it needs root to make them.
net_lab() {
  timeout -k 10 "$LANE_TIMEOUT" node --test --test-concurrency=1 "${reporters[@]}" tests/net/*.test.mjs
}
declare -A lane_titles=(
  [webkit]="core flows in WebKit (WebDriver; beside the end-to-end tests)"
  [chromium-firefox]="core flows in Chromium and Firefox (WebDriver; beside the end-to-end tests)"
  [net-lab]="network lab (two homes behind NATs, STUN and TURN; Chromium; beside the end-to-end tests)"
)
lanes_dir=test-output/lanes
release_log=test-output/release-build.log
release_rc=test-output/release-build.rc
lanes=(webkit chromium-firefox)
[ "$(id -u)" -eq 0 ] && lanes+=(net-lab)
# The release build, then (if it worked) the lanes beside whatever runs then; the background
# job ends when the lanes have.
release_start() {
  rm -rf test-output && mkdir -p test-output "$lanes_dir"
  rm -f dist/index.html
  (
    node scripts/build.mjs > "$release_log" 2>&1
    echo $? > "$release_rc"
    if [ "$(cat "$release_rc")" = 0 ]; then
      for name in "${lanes[@]}"; do
        case $name in
          webkit) lane_start webkit engine_lane webkit ;;
          chromium-firefox) lane_start chromium-firefox engine_lane chromium,firefox ;;
          net-lab) lane_start net-lab net_lab ;;
        esac
      done
      wait
    fi
  ) &
  release_pid=$!
}
# Waits for the release build alone (its exit code written), not for the lanes it started.
release_wait() {
  while [ ! -s "$release_rc" ] && kill -0 "$release_pid" 2>/dev/null; do sleep 1; done
  cat "$release_log"
  [ "$(cat "$release_rc")" = 0 ]
}

# The command-line table the native tests built (crates/tools' tests run it): the end-to-end
# tests run that binary (tests/e2e/helpers.mjs, runTable) instead of compiling the whole
# workspace again in another profile.
native_tests() {
  cargo test --no-fail-fast || return 1
  local bin
  bin="$(cargo metadata --format-version 1 --no-deps | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).target_directory)')/debug/table"
  [ -x "$bin" ] && export MOONVALE_TABLE="$bin"
  return 0
}

total=$SECONDS
layer "house style (rustfmt, clippy)" style
release_start
layer "browser unit tests (wasm-bindgen-test, Chromium; the release build beside them)" browser_unit_tests
layer "native tests (the release build beside them)" native_tests
layer "release build (scripts/build.mjs; the rest of it)" release_wait
layer "end-to-end tests (release build, Chromium)" e2e
wait "$release_pid"
if [ -f dist/index.html ]; then
  lanes_report "${lanes[@]}"
else
  failed+=("core flows in three engines")
  summary+=("FAILED core flows in three engines (no dist/: the release build failed)")
fi
[ "$(id -u)" -eq 0 ] || summary+=("skipped network lab (it needs root for its network namespaces)")
[ -f dist/index.html ] && node scripts/size.mjs dist

printf '\n=== summary (%s s in all)\n' "$((SECONDS - total))"
printf '  %s\n' "${summary[@]}"
if [ ${#failed[@]} -ne 0 ]; then
  printf 'FAILED: %s\n' "${failed[*]}"
  exit 1
fi
echo "all tests passed"
