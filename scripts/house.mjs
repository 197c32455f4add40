// The house in figures, from the Rust sources alone (nothing is built or run):
//   node scripts/house.mjs [<checkout>]
// prints the lines of Rust per crate and per folder (tests and benches apart), the longest
// file and the longest function, and the circles between modules: files that import each
// other, directly or round a loop, through `use crate::...`, `use super::...` or a path
// written in the code (`crate::storage::Thing`), between files, between a crate's top modules
// and between folders. A crate of the workspace is named by its folder; a circle between
// crates the compiler already refuses. Exits non-zero on any circle (the house-style layer of
// scripts/test.sh runs it).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';

const root = process.argv[2] || join(dirname(new URL(import.meta.url).pathname), '..');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (['target', 'node_modules', 'dist', '.git', 'test-output'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.rs')) out.push(path);
  }
  return out;
}

const files = walk(root).map((p) => relative(root, p)).sort();
const isTest = (f) => /(^|\/)(tests|benches)\//.test(f);

// The crate a file belongs to: its folder under crates/, else the app.
const crateOf = (f) => (f.startsWith('crates/') ? f.split('/')[1] : 'app');
// Its source root (where `crate::` starts).
const srcRoot = (f) => (f.startsWith('crates/') ? `crates/${f.split('/')[1]}/src` : 'src');

// --- lines -------------------------------------------------------------------------------
const lines = {};
for (const f of files) lines[f] = readFileSync(join(root, f), 'utf8').split('\n').length - 1;
const sum = (list) => list.reduce((a, f) => a + lines[f], 0);
const byCrate = {};
const byFolder = {};
for (const f of files) {
  const key = `${crateOf(f)}${isTest(f) ? ' (tests, benches)' : ''}`;
  byCrate[key] = (byCrate[key] || 0) + lines[f];
  if (!isTest(f)) {
    const folder = dirname(f);
    byFolder[folder] = (byFolder[folder] || 0) + lines[f];
  }
}
const source = files.filter((f) => !isTest(f));
console.log(`Rust: ${sum(source)} lines of source, ${sum(files.filter(isTest))} of tests and benches, ${files.length} files`);
console.log('\nlines per crate:');
for (const [k, v] of Object.entries(byCrate).sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(6)}  ${k}`);
console.log('\nlines per folder (source):');
for (const [k, v] of Object.entries(byFolder).sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(6)}  ${k}`);
const longest = [...source].sort((a, b) => lines[b] - lines[a]);
console.log(`\nlongest files: ${longest.slice(0, 3).map((f) => `${f} (${lines[f]})`).join(', ')}`);

// --- functions: from a `fn` line to the brace that closes it -------------------------------
let best = [];
for (const f of source) {
  const text = readFileSync(join(root, f), 'utf8').split('\n');
  for (let i = 0; i < text.length; i++) {
    const m = text[i].match(/^(\s*)(pub(\([^)]*\))?\s+)?(const\s+|async\s+|unsafe\s+)*fn\s+([A-Za-z0-9_]+)/);
    if (!m) continue;
    const indent = m[1];
    let j = i;
    while (j < text.length && !text[j].includes('{') && !text[j].trim().endsWith(';')) j++;
    if (j >= text.length || text[j].trim().endsWith(';')) continue;
    let end = j;
    if (!text[j].trim().endsWith('}') || text[j].trim() === '{') {
      end = j + 1;
      while (end < text.length && text[end] !== `${indent}}`) end++;
    }
    best.push({ f, name: m[5], lines: end - i + 1 });
  }
}
best.sort((a, b) => b.lines - a.lines);
console.log(`longest functions: ${best.slice(0, 3).map((b) => `${b.name} in ${b.f} (${b.lines})`).join(', ')}`);

// --- imports between files, and their circles ----------------------------------------------
// A module path (`storage::record`) of a crate to its file.
function fileOf(crateSrc, parts) {
  for (let n = parts.length; n > 0; n--) {
    const base = join(crateSrc, ...parts.slice(0, n));
    for (const candidate of [`${base}.rs`, join(base, 'mod.rs')]) {
      if (existsSync(join(root, candidate))) return candidate;
    }
  }
  return null;
}
const moduleParts = (f) => {
  const rel = relative(srcRoot(f), f).replace(/\.rs$/, '').split('/');
  if (['mod', 'lib', 'main'].includes(rel[rel.length - 1])) rel.pop();
  return rel;
};
const edges = new Map(source.map((f) => [f, new Set()]));
for (const f of source) {
  if (f.includes('/bin/')) continue;
  const text = readFileSync(join(root, f), 'utf8').replace(/\/\/.*$/gm, '');
  const here = moduleParts(f);
  const add = (to) => { if (to && to !== f && edges.has(to)) edges.get(f).add(to); };
  for (const m of text.matchAll(/\bcrate::([a-z_][a-z0-9_]*(?:::[a-z_][a-z0-9_]*)*)/g)) add(fileOf(srcRoot(f), m[1].split('::')));
  // `super::x` is a path from the parent module (for `a/b.rs` and for `a/mod.rs` alike).
  for (const m of text.matchAll(/\b((?:super::)+)([a-z_][a-z0-9_]*(?:::[a-z_][a-z0-9_]*)*)?/g)) {
    const ups = m[1].split('super::').length - 1;
    const parts = [...here.slice(0, Math.max(0, here.length - ups)), ...(m[2] || '').split('::').filter(Boolean)];
    add(parts.length ? fileOf(srcRoot(f), parts) : null);
  }
  // Grouped imports: `use crate::{a::B, c}` and `use super::{x, y}`.
  for (const m of text.matchAll(/\b(crate|(?:super::)*super)::\{([^}]*)\}/g)) {
    const ups = m[1] === 'crate' ? null : m[1].split('super').length - 1;
    for (const item of m[2].split(',').map((x) => x.trim()).filter(Boolean)) {
      const path = item.split(/\s+as\s+/)[0].split('::').filter((x) => /^[a-z_][a-z0-9_]*$/.test(x));
      const parts = ups === null ? path : [...here.slice(0, Math.max(0, here.length - ups)), ...path];
      if (parts.length) add(fileOf(srcRoot(f), parts));
    }
  }
}
// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const info = new Map();
const circles = [];
function strong(v) {
  info.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)) {
    if (!w) continue;
    if (!info.has(w)) {
      strong(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).on) {
      info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
  }
  if (info.get(v).low === info.get(v).index) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).on = false;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) circles.push(group.sort());
  }
}
for (const v of edges.keys()) if (!info.has(v)) strong(v);
console.log(`\ncircles between modules: ${circles.length}`);
for (const c of circles) console.log(`  ${c.length} files: ${c.join(', ')}`);
let failures = circles.length;

// The same between folders: a folder imports another when one of its files imports a file of
// the other. A folder and the folders inside it are one floor's business (a module reads its
// parent's items and its parent declares it), left to the check between files above; any two
// folders neither of which holds the other must not import each other, directly or round a
// loop (`src/ui/table` and `src/ui/pages`: the screens stand on the table, never under it).
const folderEdges = new Map();
const holds = (a, b) => b === a || b.startsWith(`${a}/`);
for (const [f, tos] of edges) {
  const a = dirname(f);
  for (const t of tos) {
    const b = dirname(t);
    if (holds(a, b) || holds(b, a)) continue;
    if (!folderEdges.has(a)) folderEdges.set(a, new Map());
    if (!folderEdges.get(a).has(b)) folderEdges.get(a).set(b, []);
    folderEdges.get(a).get(b).push(`${basename(f)} -> ${relative(dirname(b), t)}`);
  }
}

// The same at the level of the top modules (a crate's `storage`, `table`, `ai`...): a module
// imports another when one of its files imports a file of the other.
const topOf = (f) => {
  const parts = moduleParts(f);
  return `${crateOf(f)}::${parts[0] || '(root)'}`;
};
const topEdges = new Map();
for (const [f, tos] of edges) {
  const a = topOf(f);
  if (!topEdges.has(a)) topEdges.set(a, new Set());
  for (const t of tos) if (t && topOf(t) !== a) topEdges.get(a).add(topOf(t));
}
index = 0;
info.clear();
stack.length = 0;
circles.length = 0;
edges.clear();
for (const [k, v] of topEdges) edges.set(k, v);
for (const v of edges.keys()) if (!info.has(v)) strong(v);
console.log(`circles between top modules: ${circles.length}`);
for (const c of circles) console.log(`  ${c.join(', ')}`);
failures += circles.length;

index = 0;
info.clear();
stack.length = 0;
circles.length = 0;
edges.clear();
for (const [a, tos] of folderEdges) {
  if (!edges.has(a)) edges.set(a, new Set());
  for (const b of tos.keys()) {
    edges.get(a).add(b);
    if (!edges.has(b)) edges.set(b, new Set());
  }
}
for (const v of edges.keys()) if (!info.has(v)) strong(v);
console.log(`circles between folders: ${circles.length}`);
for (const c of circles) {
  console.log(`  ${c.join(', ')}`);
  for (const a of c) {
    for (const [b, imports] of folderEdges.get(a) || []) {
      if (c.includes(b)) console.log(`    ${a} -> ${b}: ${[...new Set(imports)].join(', ')}`);
    }
  }
}
failures += circles.length;

// Part of the house style (scripts/test.sh): any circle fails it.
if (failures > 0) {
  console.error(`\nhouse check failed: ${failures} circle(s); cut them (a leaf module for the shared types, the interface apart from its implementation)`);
  process.exit(1);
}
