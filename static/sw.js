// Moonvale service worker. TEMPLATE: scripts/post-build.mjs writes dist/sw.js from this file,
// replacing the two placeholders below with the build's version and the list of its real
// (hashed) output files. This file itself is never served.
//
// Strategy:
// - install: precache every file of this build into a cache named after the build's hash;
// - navigations to the app's page: this build's precached page at once, without a round trip
//   (a later visit starts from the cache, docs/performance.md "A phone's first visit"); a new
//   deploy is found by the browser's own check of sw.js on that navigation, installs beside this
//   one and is offered by the update banner (docs/hosting.md "Update protocol"), so a page never
//   mixes builds;
// - other navigations in scope: network first, the precached page when offline;
// - other same-origin GETs: cache first (hashed names never change content), else network;
// - activate: delete the caches of older builds and take control of open pages;
// - a new version waits until the page asks for it (message SKIP_WAITING, see sw-register.js).
'use strict';

const VERSION = '__MOONVALE_VERSION__';
// [{ url, hashed }]: `hashed` files have their content hash in their name, so any copy is right.
const PRECACHE = __MOONVALE_PRECACHE__;
const CACHE_PREFIX = 'moonvale-';
const CACHE = CACHE_PREFIX + VERSION;
// The page itself, resolved against this script's URL so that any sub-path works.
const PAGE_URL = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // A hashed file may come from the HTTP cache (the page has just downloaded it: no second
    // transfer); a non-hashed one (the page, the manifest) bypasses it, so it is this build's.
    await cache.addAll(PRECACHE.map(({ url, hashed }) =>
      new Request(new URL(url, self.location), hashed ? {} : { cache: 'reload' })));
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(isAppPage(url) ? cachedPage(request) : networkFirstPage(request));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

const PAGE_PATH = new URL(PAGE_URL).pathname;
function isAppPage(url) {
  return url.pathname === PAGE_PATH || url.pathname === PAGE_PATH + 'index.html';
}

async function cachedPage(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(PAGE_URL)) || networkFirstPage(request);
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch (offline) {
    const cache = await caches.open(CACHE);
    // The page of THIS build, so that it matches the hashed assets precached with it.
    return (await cache.match(PAGE_URL)) || (await cache.match(request)) || Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  return fetch(request);
}
