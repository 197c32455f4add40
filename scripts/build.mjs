#!/usr/bin/env node
// The release build: dist/ from index.html, as `trunk build --release` made it, by the
// project's own script, so a new machine compiles no trunk (8.5 of the 14 minutes a bare
// machine's setup took). It reads index.html's `data-trunk` links, trunk's notation, and does
// what trunk did with them:
//
// 1. `rel="rust"`: cargo builds each binary for wasm32-unknown-unknown with its
//    data-cargo-profile-release (one cargo run per profile and manifest: the page's app and
//    the table's app share web-small, so their library compiles once);
//    then wasm-bindgen (the CLI scripts/setup.sh installs, at the crate's pinned version) makes
//    its JS: the page's app as an ES module (`--target web`) under a content-hashed name,
//    started by an inline module script (the one whose hash post-build puts in the CSP) and
//    preloaded; a `data-type="worker"` one as a plain script (`--target no-modules`) under its
//    bare name, plus `<name>_loader.js` with `data-loader-shim` (post-build hashes both);
//    then `wasm-opt -O<data-wasm-opt>` (binaryen 132 from node_modules/.bin). The three run side
//    by side once cargo is done: wasm-opt is single-threaded.
// 2. `rel="css"`, `rel="icon"` and `<script data-trunk src>`: copied under content-hashed
//    names, linked with their sha384 integrity; `rel="copy-file"` and `rel="copy-dir"` copied
//    as they are.
// 3. scripts/post-build.mjs on the staged folder (worker names, CSP, catalogues, service
//    worker, precompressed copies); then the staged folder replaces dist/.
//
//   node scripts/build.mjs [DIST]      (DIST defaults to dist; scripts/test.sh and play.sh run it)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postBuild } from './post-build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = 'wasm32-unknown-unknown';
const started = Date.now();
const say = (what) => console.log(`build: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

/** Runs `command`; resolves with its standard output, or rejects with its exit. */
function run(command, args, { capture = false } = {}) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    const out = [];
    if (capture) child.stdout.on('data', (d) => out.push(d));
    child.on('error', (e) => fail(new Error(`${command}: ${e.message}`)));
    child.on('exit', (code) => (code === 0 ? ok(Buffer.concat(out).toString('utf8'))
      : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The attributes of a tag's text: `name="value"`, or `name` alone (true). */
function attributesOf(text) {
  const attrs = {};
  for (const m of text.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g)) attrs[m[1]] = m[2] ?? true;
  return attrs;
}

/** Every `data-trunk` element of the page, in order: { text, tag, attrs }. */
function trunkLinks(html) {
  return [...html.matchAll(/<(link|script)\b([^>]*\bdata-trunk\b[^>]*?)\/?>(?:\s*<\/script>)?/g)]
    .map((m) => ({ text: m[0], tag: m[1], attrs: attributesOf(m[2]) }));
}

const digest = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `file` copied into `stage` as `<stem>-<hash><ext>`; its name and integrity. */
function copyHashed(file, stage) {
  const bytes = readFileSync(join(ROOT, file));
  const ext = extname(file);
  const name = `${basename(file, ext)}-${digest(bytes)}${ext}`;
  writeFileSync(join(stage, name), bytes);
  return { name, integrity: integrity(bytes) };
}

/** The wasm-bindgen CLI must be the crate's exact version, or it refuses the module. */
async function checkWasmBindgen() {
  const pin = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').match(/^wasm-bindgen *= *\{? *(?:version *= *)?"=([0-9.]+)"/m)?.[1];
  const have = (await run('wasm-bindgen', ['--version'], { capture: true }).catch(() => '')).trim().split(' ')[1];
  if (!pin || have !== pin) {
    throw new Error(`wasm-bindgen ${have ?? 'missing'}, the crate pins ${pin}: run scripts/setup.sh`);
  }
}

/** Builds `bins` of `manifest` with `profile`; gives each binary's .wasm path (cargo's own
 * report, wherever CARGO_TARGET_DIR puts it). */
async function cargoBuild(manifest, profile, bins) {
  const args = ['build', `--target=${TARGET}`, '--manifest-path', manifest, '--profile', profile,
    ...bins.flatMap((b) => ['--bin', b]), '--message-format=json-render-diagnostics'];
  const out = await run('cargo', args, { capture: true });
  const wasm = {};
  for (const line of out.split('\n')) {
    if (!line.startsWith('{')) continue;
    const message = JSON.parse(line);
    if (message.reason !== 'compiler-artifact' || !message.target.kind.includes('bin')) continue;
    if (bins.includes(message.target.name)) wasm[message.target.name] = message.filenames.find((f) => f.endsWith('.wasm'));
  }
  for (const bin of bins) if (!wasm[bin]) throw new Error(`cargo built no ${bin}.wasm`);
  return wasm;
}

/** wasm-bindgen then wasm-opt for one `rel="rust"` link; returns what replaces it in the page. */
async function bindAndOptimise(link, wasm, stage, scratch) {
  const { attrs } = link;
  const name = attrs['data-bin'];
  const worker = attrs['data-type'] === 'worker';
  const out = join(scratch, name);
  await run('wasm-bindgen', [`--target=${worker ? 'no-modules' : 'web'}`, `--out-dir=${out}`, `--out-name=${name}`, '--no-typescript', wasm]);
  if (existsSync(join(out, 'snippets'))) throw new Error(`${name}: wasm-bindgen wrote snippets, which this build does not copy`);
  const level = attrs['data-wasm-opt'];
  const optimised = join(out, `${name}_opt.wasm`);
  if (level && level !== '0') {
    await run(join(ROOT, 'node_modules', '.bin', 'wasm-opt'), [`--output=${optimised}`, `-O${level}`, join(out, `${name}_bg.wasm`)]);
  } else {
    cpSync(join(out, `${name}_bg.wasm`), optimised);
  }
  const js = readFileSync(join(out, `${name}.js`));
  const bytes = readFileSync(optimised);
  if (worker) {
    // Bare names (a worker's are named at run time); post-build gives them a content hash.
    writeFileSync(join(stage, `${name}.js`), js);
    writeFileSync(join(stage, `${name}_bg.wasm`), bytes);
    if (attrs['data-loader-shim']) {
      writeFileSync(join(stage, `${name}_loader.js`), `importScripts("./${name}.js");wasm_bindgen("./${name}_bg.wasm");`);
    }
    say(`${name}: ${bytes.length} bytes of wasm (a worker's script)`);
    return { inPlace: '', preload: '' };
  }
  const hashed = `${name}-${digest(Buffer.concat([js, bytes]))}`;
  writeFileSync(join(stage, `${hashed}.js`), js);
  writeFileSync(join(stage, `${hashed}_bg.wasm`), bytes);
  say(`${name}: ${bytes.length} bytes of wasm (the page's app)`);
  // The same loader as trunk's, and its event (tests/e2e/bench-first-visit.mjs listens for it).
  const inPlace = `
<script type="module">
import init, * as bindings from './${hashed}.js';
const wasm = await init({ module_or_path: './${hashed}_bg.wasm' });


window.wasmBindings = bindings;


dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));

</script>`;
  const preload = `<link rel="modulepreload" href="./${hashed}.js" crossorigin="anonymous" integrity="${integrity(js)}">`
    + `<link rel="preload" href="./${hashed}_bg.wasm" crossorigin="anonymous" integrity="${integrity(bytes)}" as="fetch" type="application/wasm">`;
  return { inPlace, preload };
}

/** What replaces a css, icon, script or copy link in the page (its files copied into `stage`). */
function asset(link, stage) {
  const { tag, attrs } = link;
  if (tag === 'script') {
    const { name, integrity: sri } = copyHashed(attrs.src, stage);
    const rest = Object.entries(attrs).filter(([k]) => !['data-trunk', 'src'].includes(k))
      .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${v}"`)).join('');
    return `<script src="./${name}"${rest} integrity="${sri}"></script>`;
  }
  switch (attrs.rel) {
    case 'css': {
      const { name, integrity: sri } = copyHashed(attrs.href, stage);
      return `<link rel="stylesheet" href="./${name}" integrity="${sri}"/>`;
    }
    case 'icon': {
      const { name, integrity: sri } = copyHashed(attrs.href, stage);
      return `<link rel="icon" href="./${name}" integrity="${sri}"/>`;
    }
    case 'copy-file':
      cpSync(join(ROOT, attrs.href), join(stage, basename(attrs.href)));
      return '';
    case 'copy-dir':
      cpSync(join(ROOT, attrs.href), join(stage, basename(attrs.href)), { recursive: true });
      return '';
    default:
      throw new Error(`index.html: a data-trunk link this build does not know: ${link.text}`);
  }
}

export async function build(dist = join(ROOT, 'dist')) {
  await checkWasmBindgen();
  const source = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const links = trunkLinks(source);
  const rust = links.filter((l) => l.attrs.rel === 'rust');

  // One cargo run per manifest and profile, one after the other (they share the target
  // folder's lock); cargo spreads each over the cores.
  const groups = new Map();
  for (const link of rust) {
    const manifest = link.attrs.href ?? 'Cargo.toml';
    const key = `${manifest} ${link.attrs['data-cargo-profile-release'] ?? 'release'}`;
    groups.set(key, [...(groups.get(key) ?? []), link.attrs['data-bin']]);
  }
  const wasm = {};
  for (const [key, bins] of groups) {
    const [manifest, profile] = key.split(' ');
    Object.assign(wasm, await cargoBuild(join(ROOT, manifest), profile, bins));
    say(`cargo: ${bins.join(', ')} (${profile})`);
  }

  const stage = join(dist, '.stage');
  const scratch = join(dist, '.bindgen');
  rmSync(stage, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const made = await Promise.all(rust.map((link) => bindAndOptimise(link, wasm[link.attrs['data-bin']], stage, scratch)));
  rmSync(scratch, { recursive: true, force: true });

  let html = source;
  let preloads = '';
  for (const link of links) {
    let replacement;
    if (link.attrs.rel === 'rust') {
      const { inPlace, preload } = made[rust.indexOf(link)];
      replacement = inPlace;
      preloads += preload;
    } else {
      replacement = asset(link, stage);
    }
    html = html.replace(link.text, () => replacement);
  }
  html = html.replace('</head>', () => `${preloads}</head>`);
  writeFileSync(join(stage, 'index.html'), html);

  const { version, precache, compressed } = postBuild(stage);
  say(`post-build: CSP inserted, sw.js written (build ${version}, ${precache.length} files precached), ${compressed} .br/.gz copies`);

  // The staged build replaces the last one.
  for (const name of readdirSync(dist)) if (name !== '.stage') rmSync(join(dist, name), { recursive: true, force: true });
  for (const name of readdirSync(stage)) renameSync(join(stage, name), join(dist, name));
  rmSync(stage, { recursive: true, force: true });
  say(`${dist} ready`);
  return version;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build(resolve(process.argv[2] || join(ROOT, 'dist'))).catch((error) => {
    console.error(`build: ${error.message}`);
    process.exit(1);
  });
}
