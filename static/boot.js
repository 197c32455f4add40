// The frame index.html draws before the app's wasm has arrived (docs/performance.md "A phone's
// first visit") answers taps already: its "New game" and "Learn to play" are links to the screens'
// addresses, which the app opens when it starts. This script, run as the frame is parsed, writes
// their words in the language the app will speak (scripts/post-build.mjs copies them from the
// catalogues into <script id="boot-texts">) and marks a tapped link as opening.
(function () {
  'use strict';
  var data = document.getElementById('boot-texts');
  var texts;
  try {
    texts = JSON.parse(data ? data.textContent : '{}');
  } catch (e) {
    return;
  }
  // The app's rule (crates/table/src/i18n/mod.rs, Lang::from_tag and Lang::negotiate, with the setting
  // read in AppState::load): the saved choice, else the first browser language spoken, else
  // English. tests/e2e/first-visit.test.mjs checks that both agree.
  function spoken(tag) {
    var primary = String(tag).trim().split(/[-_]/)[0].toLowerCase();
    return Object.prototype.hasOwnProperty.call(texts, primary) ? primary : null;
  }
  function language() {
    try {
      var settings = JSON.parse(localStorage.getItem('moonvale.settings'));
      var chosen = settings && typeof settings.language === 'string' && spoken(settings.language);
      if (chosen) return chosen;
    } catch (e) { /* no storage, or settings the app will report: follow the browser */ }
    var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < preferred.length; i++) {
      var found = spoken(preferred[i]);
      if (found) return found;
    }
    return 'en';
  }
  var lang = language();
  var words = texts[lang] || {};
  document.documentElement.lang = lang;

  // The page's home app fetches only its language's words (src/ui/platform/catalogues.rs):
  // each part once, by its address in <script id="catalogues"> (scripts/post-build.mjs). The
  // app's own part starts now, beside the wasm's download; a new-game form's part when the
  // address or a tap names it.
  var files = {};
  try {
    files = JSON.parse(document.getElementById('catalogues').textContent);
  } catch (e) { /* no list: the app says its words could not be fetched */ }
  var fetched = {};
  // The texts arrived so far, by "lang/part": the app takes one here at once, without waiting
  // for a promise, when it needs a part the frame already fetched.
  var arrived = window.moonvaleCatalogueTexts = {};
  window.moonvaleCatalogue = function (code, part) {
    var key = code + '/' + part;
    if (!fetched[key]) {
      var url = files[code] && files[code][part];
      fetched[key] = !url ? Promise.reject(new Error('no catalogue ' + key)) : fetch(url).then(function (response) {
        if (!response.ok) throw new Error(key + ': HTTP ' + response.status);
        return response.text();
      }).then(function (text) {
        arrived[key] = text;
        return text;
      });
      // A failure is not kept: asking again fetches again.
      fetched[key].catch(function () { delete fetched[key]; });
    }
    return fetched[key];
  };
  function fetchFormWords(hash) {
    var form = /^#\/new\/([a-z-]+)/.exec(hash || '');
    if (form) window.moonvaleCatalogue(lang, form[1]).catch(function () {});
  }
  window.moonvaleCatalogue(lang, 'app').catch(function () {});
  fetchFormWords(location.hash);
  // A later visit takes its files from the service worker's cache, with no download to
  // compete with: the forms' words come at once, before a tap asks for them.
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    ['via-nebula', 'nova-luna'].forEach(function (part) {
      window.moonvaleCatalogue(lang, part).catch(function () {});
    });
  }
  var boot = document.getElementById('boot');
  if (!boot) return;
  var marked = boot.querySelectorAll('[data-boot-text]');
  for (var j = 0; j < marked.length; j++) {
    var id = marked[j].getAttribute('data-boot-text');
    if (typeof words[id] === 'string') marked[j].textContent = words[id];
  }
  boot.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href^="#/"]');
    if (link) {
      link.setAttribute('aria-busy', 'true');
      fetchFormWords(link.getAttribute('href'));
    }
  });
})();
