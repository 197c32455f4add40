#!/usr/bin/env bash
# Installs what building and testing Moonvale needs, skipping whatever is already present at
# the right version. Safe to run again and again (play.sh and test.sh call it first).
#
#   rustup target wasm32-unknown-unknown
#   wasm-bindgen-cli   = the version pinned for the wasm-bindgen crate in Cargo.toml
#   trunk 0.21.14      (the newest that builds with rustc 1.95)
#   Debian chromium + chromium-driver (same major version), for browser tests
#   Debian firefox-esr + geckodriver (compiled from crates.io), webkit2gtk-driver + xvfb:
#     the engines layer runs the core flows in Firefox and WebKit too
#   node >= 18 and npm, then `npm ci` from package-lock.json (playwright-core, binaryen's wasm-opt)
#
# Only package registries are used (crates.io, Debian, npm): no prebuilt binary is downloaded.
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

TRUNK_VERSION=0.21.14
# The CLI must match the crate exactly, or wasm-bindgen refuses the module: read the pin.
WASM_BINDGEN_VERSION=$(sed -nE 's/^wasm-bindgen *= *\{? *(version *= *)?"=([0-9.]+)".*/\2/p' Cargo.toml | head -n1)
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  echo "setup: cannot find the exact wasm-bindgen pin (\"=x.y.z\") in Cargo.toml" >&2
  exit 1
fi

installed=()
skipped=()
say() { printf 'setup: %s\n' "$*"; }
did() { installed+=("$1"); say "installed $1"; }
skip() { skipped+=("$1"); }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
apt_updated=0
apt_install() {
  if ! command -v apt-get >/dev/null; then
    say "missing $*; no apt-get here: install them with your system's package manager" >&2
    exit 1
  fi
  if [ "$apt_updated" = 0 ]; then
    say "apt-get update (needed to install: $*)"
    $SUDO apt-get update -q
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "$@"
}

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
  say "compiling wasm-bindgen-cli $WASM_BINDGEN_VERSION (found: ${have_wbg:-none}; about 5 minutes)"
  # No --locked: its lock file pins crates this registry no longer serves.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  did "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
fi

have_trunk=$(trunk --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have_trunk" = "$TRUNK_VERSION" ]; then
  skip "trunk $TRUNK_VERSION"
else
  say "compiling trunk $TRUNK_VERSION (found: ${have_trunk:-none}; about 10 minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION" --force
  did "trunk $TRUNK_VERSION"
fi

# --- Chromium and its driver (same major version, or WebDriver refuses the session) ------------
major() { "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -n1 | cut -d. -f1; }
chromium_major=$( [ -x /usr/bin/chromium ] && major /usr/bin/chromium || true)
driver_major=$( [ -x /usr/bin/chromedriver ] && major /usr/bin/chromedriver || true)
if [ -n "$chromium_major" ] && [ "$chromium_major" = "$driver_major" ]; then
  skip "chromium + chromium-driver $chromium_major"
else
  apt_install chromium chromium-driver
  did "chromium + chromium-driver $(major /usr/bin/chromium)"
fi

# --- Firefox and WebKit, driven through W3C WebDriver (the engines layer) ---------------------
# Debian packages the browsers; geckodriver is not packaged, so it is compiled from crates.io.
GECKODRIVER_VERSION=0.37.1
if command -v firefox-esr >/dev/null && [ -x /usr/bin/WebKitWebDriver ] && command -v xvfb-run >/dev/null \
   && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; then
  skip "firefox-esr + webkit2gtk-driver + xvfb"
else
  apt_install firefox-esr webkit2gtk-driver xvfb xauth
  did "firefox-esr $(major firefox-esr) + webkit2gtk-driver + xvfb"
fi
have_gecko=$(geckodriver --version 2>/dev/null | head -n1 | awk '{print $2}' || true)
if [ "$have_gecko" = "$GECKODRIVER_VERSION" ]; then
  skip "geckodriver $GECKODRIVER_VERSION"
else
  say "compiling geckodriver $GECKODRIVER_VERSION (found: ${have_gecko:-none}; about 2 minutes)"
  cargo install --locked geckodriver --version "$GECKODRIVER_VERSION" --force
  did "geckodriver $GECKODRIVER_VERSION"
fi

# --- Node and the npm pieces -------------------------------------------------------------------
node_major=$(node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || true)
if [ -n "$node_major" ] && [ "$node_major" -ge 18 ] && command -v npm >/dev/null; then
  skip "node $(node --version)"
else
  apt_install nodejs npm
  did "node $(node --version)"
fi

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
