#!/usr/bin/env node
// Prints the bytes a first visit transfers, gzipped: `node scripts/size.mjs [dist]`.
//
// A first visit loads the page and what it references (loader JS, wasm, CSS, the worker
// registration script, favicon, manifest), then the service worker (sw.js) precaches every file
// of the build: hashed files come from the HTTP cache the page has just filled, non-hashed ones
// (the page, the manifest, the icons) are fetched again to be sure they are this build's.
// Text formats are counted gzipped (level 9, as a static host serving pre-compressed files
// would); PNGs as they are (already compressed; servers do not gzip them).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { join, relative, sep, extname } from 'node:path';

const dir = process.argv[2] || 'dist';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt', '.ftl']);

function files(d, out = []) {
  for (const name of readdirSync(d).sort()) {
    if (/\.(br|gz)$/.test(name)) continue; // post-build's precompressed copies of the files below
    if (name === '_headers') continue; // the host's file (scripts/headers.mjs), never served
    const full = join(d, name);
    if (statSync(full).isDirectory()) {
      if (!name.startsWith('.')) files(full, out);
    } else out.push(relative(dir, full).split(sep).join('/'));
  }
  return out;
}

function transferred(file) {
  const bytes = readFileSync(join(dir, file));
  return {
    raw: bytes.length,
    wire: COMPRESSIBLE.has(extname(file)) ? gzipSync(bytes, { level: 9 }).length : bytes.length,
    br: COMPRESSIBLE.has(extname(file))
      ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length : bytes.length,
  };
}

const html = readFileSync(join(dir, 'index.html'), 'utf8');
// What the page itself references (href/src and the loader's import/init URLs), relative './x'.
const referenced = new Set(['index.html']);
for (const m of html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="\.?\/?([^"#?:]+)"[^>]*>|'\.\/([^']+\.(?:js|wasm))'/g)) {
  // Chromium does not load apple-touch-icon (only iOS, when adding to the home screen).
  if (/apple-touch-icon/.test(m[0])) continue;
  const f = m[1] || m[2];
  if (f) referenced.add(f);
}
// The home app's words: the app's part of the page's language (counted in English), fetched
// beside the wasm (src/ui/platform/catalogues.rs).
const catalogues = html.match(/<script type="application\/json" id="catalogues">([\s\S]*?)<\/script>/);
const words = catalogues && JSON.parse(catalogues[1]).en?.app;
if (words) referenced.add(words.replace(/^\.\//, ''));
const all = files(dir);
const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
const precache = JSON.parse(sw.match(/const PRECACHE = (\[[\s\S]*?\]);/)[1]);
const refetched = precache.filter((p) => !p.hashed).map((p) => (p.url === './' ? 'index.html' : p.url.slice(2)));

const rows = [];
let critical = 0;
let criticalBr = 0;
let firstRender = 0;
let total = 0;
for (const f of all) {
  const { raw, wire, br } = transferred(f);
  const onPage = referenced.has(f);
  // Every file travels once (page, worker, or precache); a non-hashed one the page already
  // loaded travels a second time when the worker precaches it.
  const times = onPage && refetched.includes(f) ? 2 : 1;
  if (onPage && /\.(html|js|wasm|css|ftl)$/.test(f)) {
    critical += wire;
    criticalBr += br;
  }
  // The first render is the home screen's frame in index.html: it waits for the page, its
  // stylesheets (render-blocking) and the frame's own script (boot.js, parser-blocking), not
  // for the app's scripts and wasm.
  if (onPage && (/\.(html|css)$/.test(f) || /^boot-[0-9a-f]+\.js$/.test(f))) firstRender += wire;
  total += wire * times;
  rows.push([f, raw, wire, onPage ? 'page' : f === 'sw.js' ? 'worker' : 'precache', times, br]);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`First visit of ${dir}/ (gzip -9 for text, PNG as is):`);
for (const [f, raw, wire, why, times, br] of rows) {
  console.log(`  ${f.padEnd(44)} ${String(raw).padStart(8)} B raw ${String(wire).padStart(8)} B gzip ${String(br).padStart(8)} B brotli  ${why}${times > 1 ? ` x${times}` : ''}`);
}
console.log(`page to first render (html, css, boot.js: the home screen's frame): ${firstRender} B (${kb(firstRender)}) gzipped`);
console.log(`page to the app started (html, js, wasm, css, the app's words in English): ${critical} B (${kb(critical)}) gzipped, ${criticalBr} B (${kb(criticalBr)}) with brotli`);
console.log(`FIRST VISIT TOTAL (page + service worker precache): ${total} B (${kb(total)}) gzipped`);
