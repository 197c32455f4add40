// Registers the service worker and runs the update protocol agreed with the app
// (contract with the app, described in docs/hosting.md "Update protocol"):
// - when a new worker is installed and waiting, set window.__moonvaleUpdateWaiting = true and
//   dispatch `moonvale:update-available` on window (the app shows its banner);
// - on `moonvale:apply-update` (the banner's reload button), tell the waiting worker to
//   skipWaiting, and reload once it has taken control (controllerchange).
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) return;

  var waiting = null;
  var updateRequested = false;

  function offer(worker) {
    waiting = worker;
    window.__moonvaleUpdateWaiting = true;
    window.dispatchEvent(new CustomEvent('moonvale:update-available'));
  }

  window.addEventListener('moonvale:apply-update', function () {
    updateRequested = true;
    if (waiting) {
      waiting.postMessage({ type: 'SKIP_WAITING' });
    } else {
      window.location.reload();
    }
  });

  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // Reload only when this page asked for it: the first install also changes the controller
    // (clients.claim), and that must not reload a page someone is playing on.
    if (updateRequested) {
      updateRequested = false;
      window.location.reload();
    }
  });

  function watch(registration) {
    // Only an update matters: with no controller yet, this is the first install.
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
    // Long-lived tabs (an evening's game) still learn about new versions.
    setInterval(function () { registration.update().catch(function () {}); }, 60 * 60 * 1000);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') registration.update().catch(function () {});
    });
  }

  function register() {
    // Relative to the page, so the site works from any folder (e.g. /games/).
    navigator.serviceWorker.register('./sw.js', { scope: './' })
      .then(watch)
      .catch(function (error) {
        // Offline support is a bonus: the game works without it.
        console.warn('Moonvale: service worker not registered:', error);
      });
  }

  // Only once the app has drawn its first screen (it marks body[data-ready] and dispatches
  // `moonvale:drawn`, src/ui/platform/browser.rs, mark_ready): the precache downloads every
  // file, and on a phone's first visit it must not compete with the page's own wasm or its
  // first draw. The page's load event comes too early for that: it does not wait for the
  // wasm; nor does trunk's TrunkApplicationStarted, which the home app sends before its words
  // have arrived and its first screen is drawn.
  if (document.body && document.body.dataset.ready === 'true') register();
  else window.addEventListener('moonvale:drawn', register, { once: true });
})();
