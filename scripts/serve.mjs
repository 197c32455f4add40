#!/usr/bin/env node
// A small static file server for the built site (no dependency): the README's play command and
// the end-to-end tests both use it. Every response carries the headers a host should send
// (scripts/headers.mjs: no framing, nosniff, no referrer), as the build's `_headers` says.
//   node scripts/serve.mjs [DIR=dist] [--port 8080] [--host 127.0.0.1] [--prefix /games/] [--gzip] [--brotli]
// As a module: `const server = await startServer({ root, prefix, port: 0 })` picks a free port;
// `server.url` is the site's address, `server.requests` the paths asked for so far
// (`server.requestLog` the same with the time each arrived),
// `server.root` may be changed to "deploy" another build,
// `await server.close()` stops it and its open connections.
// `gzip: true` (or --gzip) and `brotli: true` (or --brotli) send text and wasm compressed when
// the request accepts it, brotli first, as static hosts do (the first-visit benchmark): the
// build's precompressed FILE.br / FILE.gz (scripts/post-build.mjs) when present and not older
// than FILE, else compressed here once and kept in memory.
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { resolve, join, extname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECURITY_HEADERS, HEADERS_FILE } from './headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', // needed by WebAssembly.instantiateStreaming
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
};

function normalisePrefix(prefix) {
  let p = prefix || '/';
  if (!p.startsWith('/')) p = '/' + p;
  if (!p.endsWith('/')) p += '/';
  return p;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt', '.ftl']);

const ENCODINGS = {
  br: { suffix: '.br', compress: (bytes) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) },
  gzip: { suffix: '.gz', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
};

/** The body of `file` in `encoding`: its precompressed copy if that is current, else compressed here. */
function encodedBody(cache, file, stat, encoding) {
  const key = `${encoding}:${file}`;
  let entry = cache.get(key);
  if (!entry || entry.mtime !== stat.mtimeMs) {
    const { suffix, compress } = ENCODINGS[encoding];
    let body;
    try {
      if (statSync(file + suffix).mtimeMs >= stat.mtimeMs) body = readFileSync(file + suffix);
    } catch { /* no precompressed copy */ }
    entry = { mtime: stat.mtimeMs, body: body ?? compress(readFileSync(file)) };
    cache.set(key, entry);
  }
  return entry.body;
}

export async function startServer({ root = 'dist', prefix = '/', port = 0, host = '127.0.0.1', log = false, gzip = false, brotli = false } = {}) {
  const compressed = new Map(); // "encoding:file" -> { mtime, body }
  const state = { root: resolve(root), prefix: normalisePrefix(prefix) };
  const sockets = new Set();
  const requests = []; // every path asked for, in order (tests check where requests went)
  const requestLog = []; // the same, each with the time it arrived (Date.now())

  const server = createServer((req, res) => {
    // What a host should send with every file (scripts/headers.mjs, the build's `_headers`).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const url = new URL(req.url, 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    requests.push(url.pathname);
    requestLog.push({ path: url.pathname, at: Date.now() });
    if (log) console.log(req.method, url.pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The site's folder without its trailing slash: send the browser to the folder, so that
    // relative URLs resolve inside it.
    if (path + '/' === state.prefix) {
      res.writeHead(301, { Location: state.prefix + url.search }).end();
      return;
    }
    if (!path.startsWith(state.prefix)) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('not found');
      return;
    }
    const rootDir = state.root;
    let file = resolve(join(rootDir, path.slice(state.prefix.length)));
    // The host's own file, as static hosts keep it: read, not served.
    if (file === join(rootDir, HEADERS_FILE)) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('not found');
      return;
    }
    if (file !== rootDir && !file.startsWith(rootDir + sep)) {
      res.writeHead(403).end();
      return;
    }
    let stat;
    try {
      stat = statSync(file);
      if (stat.isDirectory()) {
        if (!path.endsWith('/')) {
          res.writeHead(301, { Location: path + '/' + url.search }).end();
          return;
        }
        file = join(file, 'index.html');
        stat = statSync(file);
      }
    } catch {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('not found');
      return;
    }
    const type = TYPES[extname(file)] || 'application/octet-stream';
    const accepted = req.headers['accept-encoding'] || '';
    const encoding = !COMPRESSIBLE.has(extname(file)) ? null
      : brotli && /\bbr\b/.test(accepted) ? 'br'
        : gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) {
      const body = encodedBody(compressed, file, stat, encoding);
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
        'Cache-Control': 'no-cache',
        'Last-Modified': stat.mtime.toUTCString(),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': stat.size,
      // Always revalidate: a new deploy is seen at once (the service worker does the caching).
      'Cache-Control': 'no-cache',
      'Last-Modified': stat.mtime.toUTCString(),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, ok);
  });
  const address = server.address();
  const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`;

  return {
    origin,
    url: origin + state.prefix,
    port: address.port,
    requests,
    requestLog,
    get root() { return state.root; },
    set root(dir) { state.root = resolve(dir); },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((ok) => server.close(() => ok()));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const opts = { root: 'dist', port: 8080, host: '127.0.0.1', prefix: '/' };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--port') opts.port = Number(args[++i]);
    else if (a === '--host') opts.host = args[++i];
    else if (a === '--prefix') opts.prefix = args[++i];
    else if (a === '--log') opts.log = true;
    else if (a === '--gzip') opts.gzip = true;
    else if (a === '--brotli') opts.brotli = true;
    else if (!a.startsWith('--')) opts.root = a;
    else { console.error(`unknown option ${a}`); process.exit(2); }
  }
  try {
    statSync(join(opts.root, 'index.html'));
  } catch {
    console.error(`${opts.root}/index.html not found: build first (node scripts/build.mjs)`);
    process.exit(1);
  }
  const server = await startServer(opts);
  const shown = server.url.replace('127.0.0.1', 'localhost');
  console.log(`Moonvale is served at ${shown}  (Ctrl+C to stop)`);
  const stop = async () => { await server.close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
