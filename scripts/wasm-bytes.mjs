#!/usr/bin/env node
// Where the bytes of a wasm go (docs/performance.md "A phone's first visit"): code by crate and
// module, read from the function names that rustc writes (before wasm-bindgen and wasm-opt strip
// them), and the data segments (string constants, the catalogues, the content files).
//   node scripts/wasm-bytes.mjs [FILE.wasm]   (default: the page's wasm, built with
//   `cargo build --profile web-small --target wasm32-unknown-unknown --bin moonvale`)
// The sizes are before wasm-opt -Oz, which shrinks the whole by about a fifth; the shares hold.
// No dependency: the module's sections are read here.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] || join(ROOT, 'target/wasm32-unknown-unknown/web-small/moonvale.wasm');
if (!existsSync(file)) {
  console.error(`${file} is missing: cargo build --profile web-small --target wasm32-unknown-unknown --bin moonvale`);
  process.exit(1);
}
const bytes = readFileSync(file);

let at = 8; // magic and version
const leb = () => {
  let result = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return result;
  }
};
const name = () => {
  const n = leb();
  const s = bytes.toString('utf8', at, at + n);
  at += n;
  return s;
};

const sections = [];
let importedFunctions = 0;
const bodies = []; // size of each defined function's body
const names = new Map(); // function index -> name
let dataBytes = 0;
const dataSegments = [];
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const start = at;
  const end = at + size;
  let label = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'data count'][id] || `#${id}`;
  if (id === 0) {
    label = `custom "${name()}"`;
    if (label === 'custom "name"') {
      while (at < end) {
        const sub = bytes[at++];
        const subSize = leb();
        const subEnd = at + subSize;
        if (sub === 1) {
          for (let n = leb(); n > 0; n--) {
            const index = leb();
            names.set(index, name());
          }
        }
        at = subEnd;
      }
    }
  } else if (id === 2) {
    for (let n = leb(); n > 0; n--) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) { leb(); importedFunctions++; } else if (kind === 1) { at++; const f = bytes[at++]; leb(); if (f & 1) leb(); } else if (kind === 2) { const f = bytes[at++]; leb(); if (f & 1) leb(); } else if (kind === 3) { at += 2; }
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n--) {
      const body = leb();
      bodies.push(body);
      at += body;
    }
  } else if (id === 11) {
    for (let n = leb(); n > 0; n--) {
      const flags = leb();
      if (flags === 2) leb();
      if (flags !== 1) { while (bytes[at] !== 0x0b) at++; at++; } // the offset expression
      const len = leb();
      dataSegments.push(bytes.subarray(at, at + len));
      dataBytes += len;
      at += len;
    }
  }
  sections.push([label, size]);
  at = end;
  void start;
}

// The crate (and for this project's crates, the module) a mangled name belongs to: the first
// known path in it, longest name first (moonvale_rules before moonvale).
const CRATES = ['moonvale_rules', 'moonvale_table', 'moonvale_ai', 'moonvale', 'yew', 'serde_json', 'serde_core', 'serde',
  'fluent_bundle', 'fluent_syntax', 'intl_pluralrules', 'unic_langid', 'miniz_oxide', 'wasm_bindgen', 'js_sys', 'web_sys',
  'gloo', 'dlmalloc', 'hashbrown', 'indexmap', 'base64', 'implicit_clone', 'smallvec', 'tinystr', 'rand', 'alloc', 'core', 'std'];
function groupOf(raw) {
  const n = raw.replaceAll('..', '::');
  let best = null;
  for (const crate of CRATES) {
    const i = n.search(new RegExp(`(^|[^a-z_])${crate}(::|\\d|$)`));
    if (i >= 0 && (best === null || i < best.i || (i === best.i && crate.length > best.crate.length))) best = { i, crate };
  }
  if (!best) return 'other (closures, shims, generic code without a path)';
  if (best.crate.startsWith('moonvale')) {
    const m = n.slice(best.i).match(new RegExp(`${best.crate}(?:::|\\d+)([a-z_]+(?:18n)?)`));
    if (m) return `${best.crate}::${m[1]}`;
  }
  return best.crate;
}

const groups = new Map();
let code = 0;
bodies.forEach((size, i) => {
  const group = groupOf(names.get(importedFunctions + i) || '');
  groups.set(group, (groups.get(group) || 0) + size);
  code += size;
});

const pad = (n, w = 9) => String(n).padStart(w);
const pct = (n, of) => `${((100 * n) / of).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${bytes.length} B as rustc wrote it (with its names; wasm-bindgen and wasm-opt -Oz come after)`);
console.log('\nsections:');
for (const [label, size] of sections) console.log(`  ${label.padEnd(34)} ${pad(size)} B ${pct(size, bytes.length)}`);
console.log(`\ncode (${code} B, ${bodies.length} functions) by crate and module:`);
for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1])) {
  if (size < code / 500) continue;
  console.log(`  ${group.padEnd(52)} ${pad(size)} B ${pct(size, code)}`);
}
// What the data holds: the project's text files embedded whole (include_str!) are found by content.
const data = Buffer.concat(dataSegments);
const embedded = [
  ['translation catalogues (3 languages x 3 parts)', 'crates/table/src/i18n/locales', /\.ftl$/],
  ['Via Nebula content (boards, tokens, cards)', 'crates/rules/src/via_nebula/content', /\.json$/],
  ['Nova Luna tiles', 'crates/rules/src/nova_luna', /tiles\.json$/],
  ['tutorials', 'crates/table/src/tutorial', /\.json$/],
];
console.log(`\ndata (${dataBytes} B):`);
let found = 0;
for (const [label, dir, pattern] of embedded) {
  let size = 0;
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const full = join(d, f);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(f) && data.includes(readFileSync(full))) size += statSync(full).size;
    }
  };
  walk(join(ROOT, dir));
  found += size;
  console.log(`  ${label.padEnd(52)} ${pad(size)} B ${pct(size, dataBytes)}`);
}
console.log(`  ${'everything else (string constants, tables)'.padEnd(52)} ${pad(dataBytes - found)} B ${pct(dataBytes - found, dataBytes)}`);
