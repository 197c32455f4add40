// The frame index.html draws before the app's wasm has arrived (README "A phone's first visit") answers
// taps already: its "New game" and "Learn to play" are links to the screens' addresses, which
// the app opens when it starts. This script, run as the frame is parsed, writes their words in
// the language the app will speak (scripts/post-build.mjs copies them from the catalogues into
// <script id="boot-texts">) and marks a tapped link as opening.
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
  var boot = document.getElementById('boot');
  if (!boot) return;
  var marked = boot.querySelectorAll('[data-boot-text]');
  for (var j = 0; j < marked.length; j++) {
    var id = marked[j].getAttribute('data-boot-text');
    if (typeof words[id] === 'string') marked[j].textContent = words[id];
  }
  boot.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href^="#/"]');
    if (link) link.setAttribute('aria-busy', 'true');
  });
})();
