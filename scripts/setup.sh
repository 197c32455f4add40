#!/usr/bin/env bash
# Installs what building and testing Moonvale needs, skipping whatever is already present at
# the right version, and saying what it installs. Safe to run again and again (play.sh and
# test.sh call it first).
#
#   rustup target wasm32-unknown-unknown
#   wasm-bindgen-cli   = the version pinned for the wasm-bindgen crate in Cargo.toml (its
#                        wasm-bindgen makes the release build's JS, scripts/build.mjs; its test
#                        runner runs the browser unit tests), without TLS: it only speaks to a
#                        local WebDriver server
#   Debian chromium + chromium-driver (same major version), for browser tests
#   Debian firefox-esr + geckodriver (compiled from crates.io), webkit2gtk-driver + xvfb:
#     the engines layer runs the core flows in Firefox and WebKit too
#   Debian coturn + iptables: the network lab's STUN/TURN server and NATs (tests/net)
#   node >= 18 and npm, then `npm ci` from package-lock.json (playwright-core, binaryen's wasm-opt)
#
# Only package registries are used (crates.io, Debian, npm): no prebuilt binary is downloaded.
# The release build is scripts/build.mjs (no trunk to compile: it took 8.5 of the 14 minutes of
# a bare machine's setup). Debian's packages download and install while cargo compiles (the
# one waits on the network and disks, the other on the cores).
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

# The CLI must match the crate exactly, or wasm-bindgen refuses the module: read the pin.
WASM_BINDGEN_VERSION=$(sed -nE 's/^wasm-bindgen *= *\{? *(version *= *)?"=([0-9.]+)".*/\2/p' Cargo.toml | head -n1)
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  echo "setup: cannot find the exact wasm-bindgen pin (\"=x.y.z\") in Cargo.toml" >&2
  exit 1
fi
GECKODRIVER_VERSION=0.37.1

installed=()
skipped=()
say() { printf 'setup: %s\n' "$*"; }
did() { installed+=("$1"); say "installed $1"; }
skip() { skipped+=("$1"); }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# --- Debian's packages: what is missing, installed in the background ------------------------
major() { "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -n1 | cut -d. -f1; }
apt_wanted=()
apt_said=()
# Chromium and its driver: the same major version, or WebDriver refuses the session.
chromium_major=$( [ -x /usr/bin/chromium ] && major /usr/bin/chromium || true)
driver_major=$( [ -x /usr/bin/chromedriver ] && major /usr/bin/chromedriver || true)
if [ -n "$chromium_major" ] && [ "$chromium_major" = "$driver_major" ]; then
  skip "chromium + chromium-driver $chromium_major"
else
  apt_wanted+=(chromium chromium-driver)
  apt_said+=("chromium + chromium-driver")
fi
# Firefox and WebKit, driven through W3C WebDriver (the engines layer). Debian packages the
# browsers; geckodriver is not packaged, so it is compiled from crates.io below.
if command -v firefox-esr >/dev/null && [ -x /usr/bin/WebKitWebDriver ] && command -v xvfb-run >/dev/null \
   && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; then
  skip "firefox-esr + webkit2gtk-driver + xvfb"
else
  apt_wanted+=(firefox-esr webkit2gtk-driver xvfb xauth)
  apt_said+=("firefox-esr + webkit2gtk-driver + xvfb")
fi
# The network lab (tests/net): coturn as STUN and TURN server, iptables for the homes' NATs.
if command -v turnserver >/dev/null && command -v iptables >/dev/null; then
  skip "coturn + iptables"
else
  apt_wanted+=(coturn iptables)
  apt_said+=("coturn + iptables")
fi
node_major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)
if [ -n "$node_major" ] && [ "$node_major" -ge 18 ] && command -v npm >/dev/null; then
  skip "node $(node --version)"
else
  apt_wanted+=(nodejs npm)
  apt_said+=("node + npm")
fi

apt_pid=""
apt_log=""
if [ ${#apt_wanted[@]} -ne 0 ]; then
  apt_log=$(mktemp -t moonvale-setup-apt.XXXXXX)
  if ! command -v apt-get >/dev/null; then
    say "missing ${apt_wanted[*]}; no apt-get here: install them with your system's package manager" >&2
    exit 1
  fi
  say "apt-get install ${apt_wanted[*]}, in the background (its log: $apt_log)"
  ( $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${apt_wanted[@]}" ) > "$apt_log" 2>&1 &
  apt_pid=$!
fi
apt_wait() {
  [ -n "$apt_pid" ] || return 0
  local pid=$apt_pid
  apt_pid=""
  if ! wait "$pid"; then
    tail -n 40 "$apt_log" >&2
    say "apt-get install ${apt_wanted[*]} failed (its log: $apt_log)" >&2
    exit 1
  fi
  local what
  for what in "${apt_said[@]}"; do did "$what (Debian)"; done
  rm -f "$apt_log"
}
# A failure below waits for apt-get rather than leave it half-way.
trap '[ -n "$apt_pid" ] && wait "$apt_pid" 2>/dev/null; true' EXIT

# --- Rust --------------------------------------------------------------------------------------
if ! command -v cargo >/dev/null || ! command -v rustup >/dev/null; then
  say "Rust is missing: install rustup and a stable toolchain (rustc >= 1.95) first" >&2
  exit 1
fi

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  skip "rust target wasm32-unknown-unknown"
else
  rustup target add wasm32-unknown-unknown
  did "rust target wasm32-unknown-unknown"
fi

# `wasm-bindgen 0.2.130` -> 0.2.130
have_wbg=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have_wbg" = "$WASM_BINDGEN_VERSION" ] && command -v wasm-bindgen-test-runner >/dev/null; then
  skip "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
else
  say "compiling wasm-bindgen-cli $WASM_BINDGEN_VERSION (found: ${have_wbg:-none}; about 2 minutes)"
  # No --locked: its lock file pins crates this registry no longer serves. No TLS (its default
  # feature): the test runner only speaks to chromedriver on this machine.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --no-default-features --force
  did "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
fi

have_gecko=$(geckodriver --version 2>/dev/null | head -n1 | awk '{print $2}' || true)
if [ "$have_gecko" = "$GECKODRIVER_VERSION" ]; then
  skip "geckodriver $GECKODRIVER_VERSION"
else
  say "compiling geckodriver $GECKODRIVER_VERSION (found: ${have_gecko:-none}; about 2 minutes)"
  cargo install --locked geckodriver --version "$GECKODRIVER_VERSION" --force
  did "geckodriver $GECKODRIVER_VERSION"
fi

apt_wait

# --- Node and the npm pieces -------------------------------------------------------------------
# npm ci wipes and reinstalls node_modules: only when it does not match package-lock.json.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.moonvale-lock.sha256
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ] \
   && [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] && [ -d node_modules/selenium-webdriver ]; then
  skip "npm packages (package-lock.json unchanged)"
else
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_sum" > "$stamp"
  did "npm packages: $(node -p "Object.entries(require('./package.json').devDependencies).map(([k,v])=>k+'@'+v).join(', ')")"
fi

join() { local IFS=';'; echo "$*" | sed 's/;/; /g'; }
[ ${#skipped[@]} -eq 0 ] || say "already present, skipped: $(join "${skipped[@]}")"
if [ ${#installed[@]} -eq 0 ]; then
  say "nothing to install"
else
  say "installed now: $(join "${installed[@]}")"
fi
