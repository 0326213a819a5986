/*
 * The daily open (issue 25): the main page as it was last drawn, shown before any of the app's code has
 * run, until the app has drawn it again with fresh figures. Saved by src/lib/bootSnapshot.ts, which also
 * removes it; written here with document.write so that the stylesheets it names block its paint (no flash
 * of unstyled figures). Only for the user still logged in on this phone, on the main page's address.
 * A plain script (no module, no build step): the page runs it while parsing, before the app downloads.
 */
/* global window, document */
(function () {
  var KEY = 'coldroom.bootSnapshot';
  var MAX_AGE_MS = 7 * 24 * 3600 * 1000;
  var CSS_PATH = /^\/assets\/[\w.-]+\.css$/;
  var ATTRIBUTE = /^(lang|dir|style|class|data-[\w-]+)$/;

  function read(storage, key) {
    try {
      return JSON.parse(storage.getItem(key));
    } catch {
      return null;
    }
  }

  function escapeAttribute(value) {
    return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  }

  /** The markup to write for this phone's stored snapshot, or '' when there is none to show. */
  function snapshotMarkup(storage, path, now) {
    if (path !== '/') return '';
    var snapshot = read(storage, KEY);
    var token = read(storage, 'coldroom.token');
    var user = read(storage, 'coldroom.user');
    if (!snapshot || snapshot.v !== 1 || typeof snapshot.html !== 'string') return '';
    if (!token || typeof token.access !== 'string' || !token.access) return '';
    if (!user || user.id !== snapshot.user) return '';
    if (!(now - snapshot.savedAt >= 0 && now - snapshot.savedAt < MAX_AGE_MS)) return '';
    var out = '';
    (snapshot.links || []).forEach(function (href) {
      if (CSS_PATH.test(href)) out += '<link rel="stylesheet" href="' + escapeAttribute(href) + '">';
    });
    (snapshot.styles || []).forEach(function (css) {
      if (typeof css === 'string' && css.indexOf('<') === -1) out += '<style data-boot-snapshot>' + css + '</style>';
    });
    out += '<style id="boot-snapshot-hide">#root{display:none}</style>';
    out += '<div id="boot-snapshot" inert aria-busy="true">';
    out += '<div role="status" class="boot-snapshot-status">' + escapeAttribute(snapshot.label || '') + '</div>';
    out += snapshot.html + '</div>';
    return out;
  }

  function showSnapshot() {
    var markup = snapshotMarkup(window.localStorage, window.location.pathname, Date.now());
    if (!markup) return;
    var saved = read(window.localStorage, KEY);
    (saved.attributes || []).forEach(function (pair) {
      if (ATTRIBUTE.test(pair[0])) document.documentElement.setAttribute(pair[0], pair[1]);
    });
    document.write(markup);
    // Should the app never take over (it failed to load), its own screen is shown after a while.
    window.setTimeout(function () {
      var hide = document.getElementById('boot-snapshot-hide');
      if (hide) hide.remove();
      var shown = document.getElementById('boot-snapshot');
      if (shown) shown.remove();
    }, 30000);
  }

  window.coldroomSnapshotMarkup = snapshotMarkup;
  try {
    showSnapshot();
  } catch {
    // Storage refused or a malformed snapshot: the app starts as it would without one.
  }
})();
