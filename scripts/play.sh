#!/usr/bin/env bash
# Builds the release site and serves it at http://localhost:8080/ (PORT=... to change).
# Installs what is missing first (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
node scripts/build.mjs
node scripts/size.mjs dist
exec node scripts/serve.mjs dist --gzip --brotli --port "${PORT:-8080}" --host "${HOST:-127.0.0.1}"
