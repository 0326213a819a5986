/*
 * The daily open (issue 25): the main page as it was last drawn, shown before any of the app's code has
 * run, until the app has drawn it again with fresh figures. Saved by src/lib/bootSnapshot.ts, which also
 * removes it. It runs first in the head, before the app's own scripts are even compiled: the stylesheets it
 * names are written there with document.write, so that they block its paint (no flash of unstyled figures),
 * and the page is then written as the body's first element (placeFirstInBody). Only for the user still
 * logged in on this phone, on the main page's address. A plain script (no module, no build step); the build
 * joins it to login.js and writes both into index.html (build/bootScript.ts).
 * The copy is a picture of the page, not the page: inert and hidden from screen readers, which hear the
 * app's own page when it comes.
 */
/* global window, document, MutationObserver */
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

  /**
   * What to show for this phone's stored snapshot, or null: `head`, the stylesheets and styles written into
   * the head (so that they block the first paint), and `body`, the page itself, put first in the body.
   */
  function snapshotMarkup(storage, path, now) {
    if (path !== '/') return null;
    var snapshot = read(storage, KEY);
    var token = read(storage, 'coldroom.token');
    var user = read(storage, 'coldroom.user');
    if (!snapshot || snapshot.v !== 1 || typeof snapshot.html !== 'string') return null;
    if (!token || typeof token.access !== 'string' || !token.access) return null;
    if (!user || user.id !== snapshot.user) return null;
    if (!(now - snapshot.savedAt >= 0 && now - snapshot.savedAt < MAX_AGE_MS)) return null;
    var head = '';
    var links = (snapshot.links || []).filter(function (href) {
      return typeof href === 'string' && CSS_PATH.test(href);
    });
    links.forEach(function (href) {
      head += '<link rel="stylesheet" data-boot-snapshot href="' + escapeAttribute(href) + '">';
    });
    (snapshot.styles || []).forEach(function (css) {
      if (typeof css === 'string' && css.indexOf('<') === -1) head += '<style data-boot-snapshot>' + css + '</style>';
    });
    head += '<style id="boot-snapshot-hide">#root{display:none}</style>';
    var body = '<div class="boot-snapshot-status">' + escapeAttribute(snapshot.label || '') + '</div>' + snapshot.html;
    var fonts = (snapshot.fonts || []).filter(function (key) {
      return typeof key === 'string';
    });
    return { head: head, body: body, attributes: snapshot.attributes || [], links: links, fonts: fonts };
  }

  function release() {
    ['boot-snapshot-hide', 'boot-snapshot'].forEach(function (id) {
      var element = document.getElementById(id);
      if (element) element.remove();
    });
  }

  /**
   * An empty element with this id, first in the body, made now: written by the parser (document.write from
   * this script in the head starts the body at once, ahead of everything else the page holds, instead of
   * waiting for the parser to reach the body, which on a slow phone busy compiling the app's files took
   * seconds); else, where writing does nothing (the document is parsed already), put in the body when there
   * is one. The content is then set as markup, never written: no script in it could run.
   */
  function placeFirstInBody(id) {
    document.write('<div id="' + id + '"></div>');
    var written = document.getElementById(id);
    if (written) return written;
    var element = document.createElement('div');
    element.id = id;
    var place = function () {
      if (!document.body) return false;
      document.body.insertBefore(element, document.body.firstChild);
      return true;
    };
    if (!place()) {
      var watch = new MutationObserver(function () {
        if (place()) watch.disconnect();
      });
      watch.observe(document.documentElement, { childList: true });
    }
    return element;
  }
  window.coldroomPlaceFirstInBody = placeFirstInBody;

  /**
   * The page's own stylesheet links come after this script, parsed into the body once it has begun: one
   * naming a stylesheet written above is taken out as the parser adds it, before the phone next styles the
   * page. Left in, that second copy of a stylesheet made the phone style and lay out the whole saved page
   * again (issue 25's Lighthouse trace of the daily open). The copy in the head serves the app alike.
   */
  function dropLaterCopies(paths) {
    if (!paths.length || typeof MutationObserver !== 'function') return;
    var watch = new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(function (node) {
          if (node.nodeName !== 'LINK' || node.rel !== 'stylesheet' || node.hasAttribute('data-boot-snapshot')) return;
          if (paths.indexOf(node.getAttribute('href')) !== -1) node.remove();
        });
      });
    });
    watch.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      watch.disconnect();
    });
  }

  /**
   * The font files the page had loaded when saved (src/lib/bootSnapshot.ts, fontKey), asked for as soon as
   * the stylesheets that declare them are in (the first frame waits for them). The saved page shows only
   * the top of the page: the rest of it (a fee's naira sign, a farmer's name) needed other files, which came
   * only once the app had drawn the whole page, and each one laid the page out again.
   */
  function loadFonts(keys) {
    if (!keys.length || !document.fonts || typeof window.requestAnimationFrame !== 'function') return;
    window.requestAnimationFrame(function () {
      document.fonts.forEach(function (face) {
        var key = [face.family, face.weight, face.style, face.unicodeRange].join('|');
        if (face.status === 'unloaded' && keys.indexOf(key) !== -1) face.load().catch(function () {});
      });
    });
  }

  function showSnapshot() {
    var shown = snapshotMarkup(window.localStorage, window.location.pathname, Date.now());
    if (!shown) return;
    shown.attributes.forEach(function (pair) {
      if (ATTRIBUTE.test(pair[0])) document.documentElement.setAttribute(pair[0], pair[1]);
    });
    // This script runs at the top of the head: the stylesheets go there, before anything else is parsed.
    document.write(shown.head);
    dropLaterCopies(shown.links);
    var copy = placeFirstInBody('boot-snapshot');
    copy.setAttribute('inert', '');
    copy.setAttribute('aria-hidden', 'true');
    copy.innerHTML = shown.body;
    loadFonts(shown.fonts);
    // Should the app never take over (it failed to load), its own screen is shown after a while.
    window.setTimeout(release, 30000);
  }

  window.coldroomSnapshotMarkup = snapshotMarkup;
  try {
    showSnapshot();
  } catch {
    // Storage refused or a malformed snapshot: the app starts as it would without one.
  }
})();
