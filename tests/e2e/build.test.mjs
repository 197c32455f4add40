// The release folder itself (no browser): what scripts/post-build.mjs promised is in dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DIST, copyBuild, buildIdOf } from './helpers.mjs';
import { postBuild, plainMessage, COMPRESSIBLE } from '../../scripts/post-build.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get } from 'node:http';

function filesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The build's own files, without the precompressed copies post-build writes beside them and
 * the host's `_headers` (read by the host, never served). */
const buildFiles = (dir) => filesOf(dir).filter((f) => !/\.(br|gz)$/.test(f) && f !== '_headers');

function precacheOf(dir) {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  return {
    version: sw.match(/const VERSION = "([0-9a-f]+)";/)[1],
    entries: JSON.parse(sw.match(/const PRECACHE = (\[[\s\S]*?\]);/)[1]),
  };
}

test('the CSP allows exactly the inline scripts of the page, by hash', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)[1];
  const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    // A JSON data block (the home screen frame's words) never runs, so needs no hash.
    .filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs))
    .map(([, , body]) => createHash('sha256').update(body).digest('base64'))
    .sort();
  assert.ok(inline.length >= 1, 'trunk writes one inline loader script');
  assert.deepEqual(allowed, inline);
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the CSP comes before every script');
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event-handler attribute');
});

test('the home screen frame\'s words are the catalogues\', and only plain one-line messages can be', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const texts = JSON.parse(html.match(/<script type="application\/json" id="boot-texts">([\s\S]*?)<\/script>/)[1]);
  assert.deepEqual(Object.keys(texts), ['en', 'fr', 'pl']);
  assert.equal(texts.pl['home-new-game'], 'Nowa gra');
  assert.equal(texts.fr['home-learn'], 'Apprendre à jouer');
  assert.equal(plainMessage('a = one\nb = two\n', 'b', 'x'), 'two');
  assert.throws(() => plainMessage('a = { $n } players\n', 'a', 'x'), /not one plain line/);
  assert.throws(() => plainMessage('a =\n    two lines\n', 'a', 'x'), /not one plain line/);
  assert.throws(() => plainMessage('a = b\n    more\n', 'a', 'x'), /not one plain line/);
  assert.throws(() => plainMessage('a = b\n', 'c', 'x'), /no message c/);
});

// docs/performance.md "A phone's first visit": the page's wasm carries no catalogue (the home app
// fetches its language's part by part); the table's app has them all compiled in.
test('the catalogues are files of their own, each part of each language, listed in the page, and not in the page\'s wasm', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = JSON.parse(html.match(/<script type="application\/json" id="catalogues">([\s\S]*?)<\/script>/)[1]);
  assert.deepEqual(Object.keys(files), ['en', 'fr', 'pl']);
  const source = (lang, part) => join('crates/table/src/i18n/locales', part === 'app' ? '' : part, `${lang}.ftl`);
  for (const lang of ['en', 'fr', 'pl']) {
    assert.deepEqual(Object.keys(files[lang]), ['app', 'via-nebula', 'nova-luna']);
    for (const [part, url] of Object.entries(files[lang])) {
      assert.match(url, new RegExp(`^\\./locales/${part}-${lang}-[0-9a-f]{16}\\.ftl$`));
      assert.equal(readFileSync(join(DIST, url), 'utf8'), readFileSync(source(lang, part), 'utf8'), `${url} is ${source(lang, part)}`);
    }
  }
  const wasm = (prefix) => readFileSync(join(DIST, readdirSync(DIST).find((f) => f.startsWith(prefix) && f.endsWith('_bg.wasm'))));
  // A line of each part, as the catalogue's source has it.
  for (const line of ['home-new-game = New game', 'vn-new-game-title = New game of Via Nebula', 'nl-colour-turquoise = turquoise']) {
    assert.ok(!wasm('moonvale-').includes(line), `the page's wasm holds no "${line}"`);
    assert.ok(wasm('game-').includes(line), `the table's wasm holds "${line}"`);
  }
});

// docs/performance.md "A phone's first visit": the rules engines are the table's app's alone
// (src/ui/engines.rs); each engine's content (Via Nebula's cards, Nova Luna's tiles) stands for its
// code.
test('the page\'s wasm holds no rules engine; the table\'s and the worker\'s hold both', () => {
  const wasm = (prefix) => readFileSync(join(DIST, readdirSync(DIST).find((f) => f.startsWith(prefix) && f.endsWith('_bg.wasm'))));
  for (const line of ['{"power": "quiet_town", "private": true', '{"id": 2, "colour": "turquoise", "number": 2']) {
    assert.ok(!wasm('moonvale-').includes(line), `the page's wasm holds no "${line}"`);
    assert.ok(wasm('game-').includes(line), `the table's wasm holds "${line}"`);
    assert.ok(wasm('worker-').includes(line), `the worker's wasm holds "${line}"`);
  }
});

test('the worker precaches every file of the build, under its real name, in a versioned cache', () => {
  const { version, entries } = precacheOf(DIST);
  const expected = buildFiles(DIST).filter((f) => f !== 'sw.js').map((f) => (f === 'index.html' ? './' : './' + f));
  assert.deepEqual(entries.map((e) => e.url).sort(), expected.sort());
  for (const { url, hashed } of entries) {
    const file = url === './' ? 'index.html' : url.slice(2);
    assert.ok(existsSync(join(DIST, file)), `${url} exists`);
    if (/\.(wasm|js|css)$/.test(file) && file !== 'sw.js') assert.ok(hashed, `${file} has a content hash in its name`);
  }
  assert.ok(!entries.find((e) => e.url === './').hashed, 'the page is re-fetched, never trusted from the HTTP cache');
  assert.equal(version, buildIdOf(DIST), 'the page names the same build as its worker');
});

test('post-build is idempotent, and any changed file changes the version', (t) => {
  const copy = copyBuild(t);
  const before = { html: readFileSync(join(copy, 'index.html'), 'utf8'), sw: readFileSync(join(copy, 'sw.js'), 'utf8') };
  postBuild(copy);
  assert.equal(readFileSync(join(copy, 'index.html'), 'utf8'), before.html, 'index.html unchanged by a second run');
  assert.equal(readFileSync(join(copy, 'sw.js'), 'utf8'), before.sw, 'sw.js unchanged by a second run');

  const css = filesOf(copy).find((f) => f.endsWith('.css'));
  const path = join(copy, css);
  writeFileSync(path, readFileSync(path, 'utf8') + '\n/* changed */\n');
  postBuild(copy);
  assert.notEqual(precacheOf(copy).version, precacheOf(DIST).version);
  // The changed file's compressed copies are written again (the others, the same, are kept).
  assert.ok(brotliDecompressSync(readFileSync(`${path}.br`)).equals(readFileSync(path)), `${css}.br holds the change`);
  assert.ok(gunzipSync(readFileSync(`${path}.gz`)).equals(readFileSync(path)), `${css}.gz holds the change`);
});

test('every text and wasm file has a brotli and a gzip copy with the same content, for hosts that serve them', () => {
  const files = buildFiles(DIST).filter((f) => COMPRESSIBLE.test(f));
  assert.ok(files.some((f) => f.endsWith('.wasm')) && files.includes('index.html') && files.includes('sw.js'));
  for (const f of files) {
    const bytes = readFileSync(join(DIST, f));
    const br = readFileSync(join(DIST, `${f}.br`));
    const gz = readFileSync(join(DIST, `${f}.gz`));
    assert.ok(brotliDecompressSync(br).equals(bytes), `${f}.br is ${f}`);
    assert.ok(gunzipSync(gz).equals(bytes), `${f}.gz is ${f}`);
    if (bytes.length > 4096) assert.ok(br.length < gz.length, `${f}: brotli is smaller than gzip`);
  }
  const { entries } = precacheOf(DIST);
  assert.ok(!entries.some((e) => /\.(br|gz)$/.test(e.url)), 'the copies are not precached');
});

/** GET `path` with this Accept-Encoding: status, headers and the body's bytes as sent. */
function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('scripts/serve.mjs sends brotli when the browser asks for it, else gzip, else the file', async (t) => {
  const server = await startServer({ root: DIST, port: 0, gzip: true, brotli: true });
  t.after(() => server.close());
  const wasm = buildFiles(DIST).find((f) => /^moonvale-.*_bg\.wasm$/.test(f));
  const bytes = readFileSync(join(DIST, wasm));
  const br = await fetchRaw(server.url + wasm, 'gzip, deflate, br, zstd');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers['content-type'], 'application/wasm');
  assert.ok(br.body.equals(readFileSync(join(DIST, `${wasm}.br`))), 'the precompressed copy, as it is');
  assert.ok(brotliDecompressSync(br.body).equals(bytes));
  const gz = await fetchRaw(server.url + wasm, 'gzip, deflate');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(gz.body).equals(bytes));
  const plain = await fetchRaw(server.url + wasm, '');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.body.equals(bytes));
  // Not asked for: the default server (the end-to-end tests') sends files as they are.
  const quiet = await startServer({ root: DIST, port: 0 });
  t.after(() => quiet.close());
  assert.equal((await fetchRaw(quiet.url + wasm, 'gzip, br')).headers['content-encoding'], undefined);
});
