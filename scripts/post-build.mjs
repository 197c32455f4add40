#!/usr/bin/env node
// Post-build step for a trunk build (run by trunk as a post_build hook on its staging folder,
// or by hand on any built folder: `node scripts/post-build.mjs dist`). Idempotent.
//
// 1. Content-Security-Policy: trunk writes an inline <script type="module"> that loads the wasm;
//    its sha256 goes into a CSP <meta> inserted first in <head>, so no other inline script runs.
// 2. Service worker: dist/sw.js is written from static/sw.js with the list of this build's real
//    (hashed) files to precache and a cache name versioned by a hash of the whole build.
// 3. <meta name="moonvale-build" content="VERSION"> tells which build a page comes from.
// 4. (last) Precompressed copies: FILE.br (brotli, quality 11) and FILE.gz (gzip -9) beside
//    every text and wasm file, for hosts that serve them as they are (docs/hosting.md
//    "Precompressed copies"); they are neither precached nor part of the version (the browser gets
//    the same bytes either way).
// 1a. The words of the home screen's frame (static/boot.js), copied from the catalogues.
// 1b. The catalogues as files: locales/<part>-<lang>-HASH.ftl, listed in <script id="catalogues">,
//     for the page's home app, which fetches only its language's (src/ui/platform/catalogues.rs).
// 5. (after all) `_headers`: the HTTP headers a host should send (scripts/headers.mjs), which a
//    meta CSP cannot carry (frame-ancestors); scripts/serve.mjs sends the same.
// 0. (first) The computer players' worker: trunk writes it under fixed names (worker.js,
//    worker_bg.wasm, worker_loader.js); they are renamed with a content hash like every other
//    file, and <meta name="moonvale-worker" content="./worker_loader-HASH.js"> tells the app
//    (src/ui/platform/thinker.rs) where its loader is. The table's app (game.js, game_bg.wasm) is
//    renamed the same way, and <meta name="moonvale-table" content="./game-HASH.js"> tells the
//    page's home app (src/ui/handover.rs) where it is.
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync, constants as zlib } from 'node:zlib';
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import { join, relative, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, HEADERS_FILE } from './headers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SW_TEMPLATE = join(ROOT, 'static', 'sw.js');
const SW_NAME = 'sw.js';

// Trunk's cache-busting names: `name-<hex digits>.ext` (or `<hex>-name` for its loader); trunk
// writes 16 digits without leading zeros, so sometimes 15.
const HASHED = /(^|[-_.])[0-9a-f]{12,16}([-_.]|$)/;

export function contentSecurityPolicy(inlineScriptHashes) {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile; nothing else may evaluate strings.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes.map((h) => `'sha256-${h}'`).join(' ')}`.trim(),
    "style-src 'self'",
    // style="" attributes (positions, colours computed by the UI) cannot run script; <style>
    // elements stay forbidden.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function sha256Base64(text) {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Every inline <script> (one with no src, and not a JSON data block, which never runs) and
 * the base64 sha256 of its exact text. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = match;
    if (/\bsrc\s*=/i.test(attrs) || /\btype\s*=\s*"application\/json"/i.test(attrs)) continue;
    hashes.push(sha256Base64(body));
  }
  return hashes;
}

const LANGUAGES = ['en', 'fr', 'pl'];
const LOCALES = join(ROOT, 'crates', 'table', 'src', 'i18n', 'locales');
/** The catalogue's parts (crates/table/src/i18n/mod.rs, Part::name) and where each language's is. */
const PARTS = {
  app: (lang) => join(LOCALES, `${lang}.ftl`),
  'via-nebula': (lang) => join(LOCALES, 'via-nebula', `${lang}.ftl`),
  'nova-luna': (lang) => join(LOCALES, 'nova-luna', `${lang}.ftl`),
};
/** Words the page says when its catalogue could not be fetched (src/ui/handover.rs), kept
 * with the frame's. */
const FRAME_FALLBACK_TEXTS = ['app-words-load-failed', 'app-table-load-retry'];
const CATALOGUES = /(<script type="application\/json" id="catalogues">)[\s\S]*?(<\/script>)/;
const BOOT_TEXTS = /(<script type="application\/json" id="boot-texts">)[\s\S]*?(<\/script>)/;

/** A message of the app's catalogue (crates/table/src/i18n/locales/<lang>.ftl) that is one plain line. */
export function plainMessage(ftl, id, where) {
  const lines = ftl.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${id} =`));
  if (at < 0) throw new Error(`${where}: no message ${id}`);
  const text = lines[at].slice(id.length + 2).trim();
  if (!text || text.includes('{') || /^\s+\S/.test(lines[at + 1] || '')) {
    throw new Error(`${where}: ${id} is not one plain line, which the home screen's frame needs`);
  }
  return text;
}

/** Step 1a: the frame's words (each `data-boot-text` id) in every language, from the catalogues,
 * into <script id="boot-texts"> for static/boot.js. */
export function fillBootTexts(html) {
  const ids = [...new Set([...html.matchAll(/data-boot-text="([a-z0-9-]+)"/g)].map((m) => m[1]))];
  if (!BOOT_TEXTS.test(html)) {
    if (ids.length) throw new Error('index.html: data-boot-text without <script id="boot-texts">');
    return html;
  }
  ids.push(...FRAME_FALLBACK_TEXTS);
  const texts = {};
  for (const lang of LANGUAGES) {
    const path = PARTS.app(lang);
    const ftl = readFileSync(path, 'utf8');
    texts[lang] = Object.fromEntries(ids.map((id) => [id, plainMessage(ftl, id, path)]));
  }
  // "<" escaped, so no text can close the script element.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return html.replace(BOOT_TEXTS, (_, open, close) => `${open}${json}${close}`);
}

/** Step 1b: each part of each language's catalogue copied to `dir/locales/` under a name with
 * its content's hash, and their addresses written into <script id="catalogues">. */
export function writeCatalogues(dir, html) {
  if (!CATALOGUES.test(html)) return html;
  const out = join(dir, 'locales');
  rmSync(out, { recursive: true, force: true }); // a run again leaves no stale copy
  mkdirSync(out, { recursive: true });
  const files = {};
  for (const lang of LANGUAGES) {
    files[lang] = {};
    for (const [part, pathOf] of Object.entries(PARTS)) {
      const text = readFileSync(pathOf(lang));
      const name = `${part}-${lang}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.ftl`;
      writeFileSync(join(out, name), text);
      files[lang][part] = `./locales/${name}`;
    }
  }
  return html.replace(CATALOGUES, (_, open, close) => `${open}${JSON.stringify(files)}${close}`);
}

const CSP_META = /[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?/i;
const BUILD_META = /[ \t]*<meta name="moonvale-build"[^>]*>\n?/i;
const WORKER_META = /[ \t]*<meta name="moonvale-worker"[^>]*>\n?/i;
const TABLE_META = /[ \t]*<meta name="moonvale-table"[^>]*>\n?/i;

/** Step 0: the table app's script and wasm get content-hashed names; returns the script's. */
function hashTableFiles(dir) {
  const [script, wasm] = ['game.js', 'game_bg.wasm'].map((f) => join(dir, f));
  if (!existsSync(script)) return null; // already renamed (post-build runs again) or no table
  const hash = createHash('sha256').update(readFileSync(script)).update(readFileSync(wasm)).digest('hex').slice(0, 16);
  renameSync(script, join(dir, `game-${hash}.js`));
  renameSync(wasm, join(dir, `game-${hash}_bg.wasm`));
  return `game-${hash}.js`;
}

/** Step 0: the worker's three files get content-hashed names; returns the loader's name. */
function hashWorkerFiles(dir) {
  const [script, wasm, loader] = ['worker.js', 'worker_bg.wasm', 'worker_loader.js'].map((f) => join(dir, f));
  if (!existsSync(loader)) return null; // already renamed (post-build runs again) or no worker
  const hash = createHash('sha256').update(readFileSync(script)).update(readFileSync(wasm)).digest('hex').slice(0, 16);
  renameSync(script, join(dir, `worker-${hash}.js`));
  renameSync(wasm, join(dir, `worker-${hash}_bg.wasm`));
  rmSync(loader);
  const name = `worker_loader-${hash}.js`;
  writeFileSync(join(dir, name), `importScripts("./worker-${hash}.js");wasm_bindgen({module_or_path: "./worker-${hash}_bg.wasm"});\n`);
  return name;
}

/** What precompress() writes: a copy of another file, not a file of the build. */
const PRECOMPRESSED = /\.(br|gz)$/;
/** The files worth compressing (PNGs are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|txt|ftl)$/;

/** Writes FILE.br and FILE.gz beside every compressible file of `dir`, replacing older ones;
 * a copy that already holds the file is kept (brotli at quality 11 takes seconds per wasm, and
 * a second run would only write the same bytes again). Gives the number of copies written. */
export function precompress(dir) {
  let written = 0;
  const holds = (copy, bytes, decompress) => {
    try {
      return existsSync(copy) && decompress(readFileSync(copy)).equals(bytes);
    } catch {
      return false;
    }
  };
  for (const f of listFiles(dir)) {
    if (!COMPRESSIBLE.test(f)) continue;
    const bytes = readFileSync(join(dir, f));
    if (!holds(join(dir, `${f}.br`), bytes, brotliDecompressSync)) {
      writeFileSync(join(dir, `${f}.br`), brotliCompressSync(bytes, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }));
      written += 1;
    }
    if (!holds(join(dir, `${f}.gz`), bytes, gunzipSync)) {
      writeFileSync(join(dir, `${f}.gz`), gzipSync(bytes, { level: 9 }));
      written += 1;
    }
  }
  return written;
}

/** Every file of the build (relative, '/'-separated), without trunk's stage and the precompressed copies. */
function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('.')) continue; // trunk's .stage folder
        walk(full);
      } else if (!PRECOMPRESSED.test(name) && name !== HEADERS_FILE) {
        out.push(relative(dir, full).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return out;
}

export function postBuild(dir) {
  const indexPath = join(dir, 'index.html');
  let html = readFileSync(indexPath, 'utf8').replace(CSP_META, '').replace(BUILD_META, '');
  const workerLoader = hashWorkerFiles(dir);
  if (workerLoader) {
    html = html.replace(WORKER_META, '').replace(/(<meta charset="utf-8">\n?)/i, `$1  <meta name="moonvale-worker" content="./${workerLoader}">\n`);
  }
  const tableScript = hashTableFiles(dir);
  if (tableScript) {
    html = html.replace(TABLE_META, '').replace(/(<meta charset="utf-8">\n?)/i, `$1  <meta name="moonvale-table" content="./${tableScript}">\n`);
  }
  if (!/<meta charset="utf-8">\n?/i.test(html)) throw new Error(`${indexPath}: no <meta charset="utf-8"> to anchor the CSP meta`);

  html = fillBootTexts(html);
  html = writeCatalogues(dir, html);

  // 1. CSP, first thing after the charset, so it governs every script that follows.
  const csp = contentSecurityPolicy(inlineScriptHashes(html));
  html = html.replace(/(<meta charset="utf-8">\n?)/i, `$1  <meta http-equiv="Content-Security-Policy" content="${csp}">\n`);
  writeFileSync(indexPath, html);

  // 2. Version = hash of every file of the build (names and contents), except the worker itself.
  const files = listFiles(dir).filter((f) => f !== SW_NAME);
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(f + '\0');
    hash.update(readFileSync(join(dir, f)));
    hash.update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);

  // 3. The build id in the page (not part of the hash above, so re-running gives the same result).
  html = html.replace(/(<meta http-equiv="Content-Security-Policy"[^>]*>\n)/i, `$1  <meta name="moonvale-build" content="${version}">\n`);
  writeFileSync(indexPath, html);

  // The page is precached as './' (what a navigation asks for); everything else by its path.
  const precache = files.map((f) => ({
    url: f === 'index.html' ? './' : './' + f,
    hashed: HASHED.test(f.split('/').pop()),
  }));
  const template = readFileSync(SW_TEMPLATE, 'utf8');
  if (!template.includes("'__MOONVALE_VERSION__'") || !template.includes('__MOONVALE_PRECACHE__')) {
    throw new Error(`${SW_TEMPLATE}: placeholders missing`);
  }
  const sw = template
    .replace("'__MOONVALE_VERSION__'", JSON.stringify(version))
    .replace('__MOONVALE_PRECACHE__', JSON.stringify(precache, null, 2))
    .replace(/^\/\/ Moonvale service worker\. TEMPLATE:[\s\S]*?never served\.\n/m,
      `// Moonvale service worker, generated by scripts/post-build.mjs from static/sw.js.\n`);
  writeFileSync(join(dir, SW_NAME), sw);

  // 4. Last, so the copies are of the final files.
  const compressed = precompress(dir);
  // 5. The headers a host should send (what a meta CSP cannot say): read by the host, not a
  // file of the app (neither precached nor in the version).
  writeFileSync(join(dir, HEADERS_FILE), headersFile());
  return { version, csp, precache, compressed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/post-build.mjs DIR   (or run as a trunk post_build hook)');
    process.exit(2);
  }
  const { version, precache, compressed } = postBuild(dir);
  console.log(`post-build: CSP inserted, sw.js written (build ${version}, ${precache.length} files precached), ${compressed} .br/.gz copies`);
}
