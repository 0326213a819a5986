/*
 * The login form before the app (issue 25): a logged-out visit to the main page or to /auth shows a plain
 * HTML login form, in the visitor's language, as soon as the page's first bytes are in, before any of the
 * app's code has downloaded or run (on slow 3G that code takes seconds). The visitor types into it at once;
 * when the app's own form is drawn it takes over what was typed, the focused field and the caret
 * (src/lib/bootLogin.ts), and, if Log in was already tapped, logs in. A plain script (no module): the build
 * (build/bootScript.ts) joins it to snapshot.js in one file and puts the login texts of every language in
 * place of LOGIN_TEXTS below, taken from the app's own translation files.
 */
/* global window, document */
(function () {
  var TEXTS = /* LOGIN_TEXTS */ null;
  // How long a toast shows (the contract's TOAST_MS, written in by the build).
  var TOAST_MS = /* TOAST_MS */ 3000;
  var TYPES = ['sp', 'op', 'f'];
  var HIDDEN_VIEWS = { register: 1, verify: 1, forgot: 1, reset: 1 };

  function read(storage, key) {
    try {
      return JSON.parse(storage.getItem(key));
    } catch {
      return null;
    }
  }

  function escapeText(value) {
    return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  }

  /** The app's own rule (src/app/loginFirst.tsx): logged out, on the main page or /auth's login view. */
  function showsLogin(storage, path, search) {
    var token = read(storage, 'coldroom.token');
    if (token && typeof token.access === 'string' && token.access) return false;
    if (path === '/' || path === '') return true;
    if (path !== '/auth') return false;
    var params = new URLSearchParams(search);
    // The administrator's form offers a fourth user type; invitations and the other views are the app's.
    if (params.get('as') === 'admin' || params.get('code')) return false;
    return !HIDDEN_VIEWS[params.get('view') || ''];
  }

  function languageOf(storage) {
    var language = read(storage, 'coldroom.language');
    return TEXTS && typeof language === 'string' && TEXTS[language] ? language : 'en';
  }

  /** The form's markup in a language; `phone` fills the username as the app's form does. */
  function markup(language, phone) {
    var t = TEXTS[language];
    var options = Object.keys(TEXTS)
      .map(function (code) {
        return '<option value="' + code + '"' + (code === language ? ' selected' : '') + '>' + escapeText(t.languages[code]) + '</option>';
      })
      .join('');
    var types = TYPES.map(function (type) {
      return (
        '<label class="bl-type"><input type="radio" name="userType" value="' + type + '"' + (type === 'op' ? ' checked' : '') + '><span>' +
        escapeText(t.userTypes[type]) + '</span></label>'
      );
    }).join('');
    return (
      '<main class="bl-page"><div class="bl-box">' +
      '<div class="bl-head"><span class="bl-brand"><img src="/icons/icon.svg" alt="" width="40" height="40">' + escapeText(t.app) + '</span>' +
      '<select class="bl-language" name="language" aria-label="' + escapeText(t.language) + '">' + options + '</select></div>' +
      '<div class="bl-paper"><div><h1>' + escapeText(t.title) + '</h1><p class="bl-dim">' + escapeText(t.subtitle) + '</p></div>' +
      '<form class="bl-form" novalidate>' +
      '<div class="bl-field"><div class="bl-label bl-small" id="bl-type-label">' + escapeText(t.userType) + '</div>' +
      '<div class="bl-types" role="radiogroup" aria-labelledby="bl-type-label">' + types + '</div></div>' +
      '<div class="bl-field"><label class="bl-label" for="bl-username">' + escapeText(t.username) + '</label>' +
      '<p class="bl-hint" id="bl-username-hint">' + escapeText(t.usernameHint) + '</p>' +
      '<input class="bl-input" id="bl-username" name="username" autocomplete="username" inputmode="tel" placeholder="+234…" aria-describedby="bl-username-hint" value="' +
      escapeText(phone) + '"></div>' +
      '<div class="bl-field"><label class="bl-label" for="bl-password">' + escapeText(t.password) + '</label>' +
      '<div class="bl-secret"><input class="bl-input" id="bl-password" name="password" type="password" autocomplete="current-password">' +
      '<button type="button" class="bl-show" aria-label="' + escapeText(t.showPassword) + '" aria-pressed="false">' +
      '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>' +
      '</button></div></div>' +
      '<button type="submit" class="bl-submit">' + escapeText(t.submit) + '</button></form>' +
      '<div class="bl-links"><a href="/auth?view=forgot">' + escapeText(t.forgotPassword) + '</a><a href="/auth?view=register">' + escapeText(t.register) + '</a></div>' +
      '</div></div></main>'
    );
  }

  // Mantine's look for these controls at the app's sizes (md), in the app's standard colours.
  var STYLE =
    '.bl-page{min-height:100dvh;box-sizing:border-box;padding:16px;display:flex;align-items:center;justify-content:center;background:#e3fafc;color:#1a1b1e;' +
    "font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
    '.bl-page *{box-sizing:border-box}.bl-box{width:100%;max-width:440px;display:flex;flex-direction:column;gap:20px}' +
    '.bl-head{display:flex;justify-content:space-between;align-items:center;gap:8px}.bl-brand{display:flex;align-items:center;gap:10px;font-size:20px;font-weight:600}' +
    '.bl-language{width:150px;height:44px;border:1px solid #7d8994;border-radius:8px;background:#fff;padding:0 12px;font:inherit;font-size:14px;color:inherit}' +
    '.bl-paper{background:#fff;border:1px solid #dee2e6;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1);padding:16px;display:flex;flex-direction:column;gap:16px}' +
    '@media (min-width:576px){.bl-paper{padding:32px}}' +
    '.bl-paper h1{margin:0;font-size:26px;line-height:1.35;font-weight:600}.bl-dim{margin:0;color:#5b636b}' +
    '.bl-form{display:flex;flex-direction:column;gap:16px}.bl-label{display:block;font-size:16px;font-weight:600;line-height:1.35}.bl-small{font-size:14px}' +
    '.bl-hint{margin:0 0 5px;font-size:14px;line-height:1.2;color:#5b636b}.bl-secret,.bl-types{margin-top:4px}' +
    '.bl-types{display:flex;background:#f1f3f5;border-radius:8px;padding:4px}' +
    '.bl-type{flex:1;position:relative;display:flex;cursor:pointer}' +
    '.bl-type span{flex:1;display:flex;align-items:center;justify-content:center;text-align:center;min-height:46px;padding:4px 8px;border-radius:4px;font-size:16px;line-height:1.2;font-weight:600;color:#495057}' +
    '.bl-type input{position:absolute;opacity:0;inset:0;width:100%;height:100%;margin:0;pointer-events:none}' +
    '.bl-type input:checked+span{background:#fff;color:#1a1b1e;box-shadow:0 1px 3px rgba(0,0,0,.1)}.bl-type input:focus-visible+span{outline:2px solid #0a6a7a;outline-offset:2px}' +
    '.bl-input{display:block;width:100%;height:48px;border:1px solid #7d8994;border-radius:8px;padding:0 16px;font:inherit;font-size:16px;color:inherit;background:#fff}' +
    '.bl-input:focus{outline:none;border-color:#0a6a7a}.bl-input::placeholder{color:#67717b}' +
    '.bl-secret{position:relative}.bl-secret .bl-input{padding-inline-end:48px}' +
    '.bl-show{position:absolute;top:0;inset-inline-end:0;width:48px;height:48px;border:0;background:none;color:#5b636b;display:flex;align-items:center;justify-content:center;cursor:pointer}' +
    '.bl-submit{height:50px;border:0;border-radius:8px;background:#0a6a7a;color:#fff;font:inherit;font-size:16px;font-weight:600;cursor:pointer}' +
    '.bl-submit[aria-busy=true]{opacity:.7}' +
    '.bl-links{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px;font-size:14px}.bl-links a{color:#0a6a7a;text-decoration:none;min-height:24px}';

  var TOAST_STYLE =
    '#boot-login-toast{position:fixed;z-index:1000;bottom:16px;left:8px;right:8px;max-width:440px;margin:0 auto;display:flex;align-items:center;gap:8px;' +
    'padding:8px 8px 8px 16px;border-radius:8px;background:#fff;color:#1a1b1e;box-shadow:0 4px 12px rgba(0,0,0,.15);font:16px/1.45 system-ui,sans-serif;' +
    'border-inline-start:6px solid #2b8a3e}#boot-login-toast[data-tone=danger]{border-inline-start-color:#c92a2a}#boot-login-toast p{flex:1;margin:0}' +
    '#boot-login-toast button{flex:none;width:48px;height:48px;border:0;background:none;color:#495057;display:flex;align-items:center;justify-content:center}';

  /**
   * Spec §2: at start, a success toast when online, a danger toast when offline. With the app's code waiting
   * for the visitor to use this form, the form gives it, in the app's words and for as long as the app's
   * toasts last; the app does not give it a second time (src/lib/bootLogin.ts).
   */
  function announceNetwork(language) {
    var t = TEXTS[language];
    var online = navigator.onLine !== false;
    var toast = document.createElement('div');
    toast.id = 'boot-login-toast';
    toast.setAttribute('data-tone', online ? 'success' : 'danger');
    // A failure interrupts the screen reader; news such as "You are online" waits its turn (as the app's).
    toast.setAttribute('role', online ? 'status' : 'alert');
    toast.innerHTML = '<p>' + escapeText(online ? t.online : t.offline) + '</p><button type="button" aria-label="' + escapeText(t.close) + '"><svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg></button>';
    var close = function () {
      if (toast.parentNode) toast.parentNode.removeChild(toast);
      var style = document.getElementById('boot-login-toast-style');
      if (style && style.parentNode) style.parentNode.removeChild(style);
    };
    toast.querySelector('button').addEventListener('click', close);
    window.setTimeout(close, TOAST_MS);
    // The form's box made the body already; should the parser not have, the toast waits for it.
    if (document.body) document.body.appendChild(toast);
    else {
      document.addEventListener('DOMContentLoaded', function () {
        document.body.appendChild(toast);
      });
    }
    window.coldroomAnnouncedNetwork = true;
  }

  /** Writes a language's texts into the form, keeping what was typed. */
  function relabel(box, language) {
    var values = {};
    ['username', 'password'].forEach(function (name) {
      values[name] = box.querySelector('[name="' + name + '"]').value;
    });
    var type = box.querySelector('input[name="userType"]:checked').value;
    box.innerHTML = markup(language, '');
    box.querySelector('[name="username"]').value = values.username;
    box.querySelector('[name="password"]').value = values.password;
    box.querySelector('input[name="userType"][value="' + type + '"]').checked = true;
    box.setAttribute('data-language', language);
    document.documentElement.lang = language;
    document.documentElement.dir = TEXTS[language].dir;
    wire(box);
  }

  function wire(box) {
    var form = box.querySelector('form');
    var username = form.querySelector('[name="username"]');
    form.addEventListener('change', function (event) {
      // A service provider logs in with an email address; the others with a phone number.
      if (event.target.name === 'userType') username.setAttribute('inputmode', event.target.value === 'sp' ? 'email' : 'tel');
    });
    box.querySelector('.bl-language').addEventListener('change', function (event) {
      var language = event.target.value;
      if (!TEXTS[language]) return;
      try {
        window.localStorage.setItem('coldroom.language', JSON.stringify(language));
      } catch {
        // Storage refused: the app keeps the language of this visit only.
      }
      relabel(box, language);
      box.querySelector('.bl-language').focus();
    });
    box.querySelector('.bl-show').addEventListener('click', function (event) {
      var password = form.querySelector('[name="password"]');
      var shown = password.type === 'password';
      password.type = shown ? 'text' : 'password';
      event.currentTarget.setAttribute('aria-pressed', shown ? 'true' : 'false');
    });
    // Log in tapped before the app's own form is there: the app logs in as soon as it takes over.
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.setAttribute('data-submitted', 'true');
      form.querySelector('.bl-submit').setAttribute('aria-busy', 'true');
    });
  }

  function showLogin() {
    var storage = window.localStorage;
    if (!TEXTS || !showsLogin(storage, window.location.pathname, window.location.search)) return false;
    var language = languageOf(storage);
    // The main page's guard sends a logged-out visitor to the login form's address (as the app does).
    if (window.location.pathname !== '/auth') window.history.replaceState(window.history.state, '', '/auth');
    document.documentElement.lang = language;
    document.documentElement.dir = TEXTS[language].dir;
    document.write(
      '<style id="boot-login-style">' + STYLE + '</style><style id="boot-login-hide">#root{display:none}</style><style id="boot-login-toast-style">' + TOAST_STYLE + '</style>',
    );
    // Made by snapshot.js, which runs first in the same script.
    var box = window.coldroomPlaceFirstInBody('boot-login');
    box.setAttribute('data-language', language);
    box.innerHTML = markup(language, new URLSearchParams(window.location.search).get('phone') || '');
    wire(box);
    announceNetwork(language);
    return true;
  }

  /**
   * Asks at once for what the main page needs beyond the first page's code (listed by the build in a meta
   * tag just before this script): on a login form the downloads run while the visitor types, on the main page
   * (logged in) they come from the service worker's cache while the app's first file runs. On the login form
   * they are only downloaded (prefetch): compiled now, they would hold the phone up while nothing needs them;
   * the app's code runs once the visitor uses the form. On the main page the app needs them at once.
   */
  function preloadAfterLogin(login) {
    var list = document.querySelector('meta[name="coldroom-after-login"]');
    if (!list) return;
    var files = list
      .getAttribute('content')
      .split(' ')
      .filter(function (href) {
        return /^\/assets\/[\w.-]+\.(js|css)$/.test(href);
      });
    // One link per task: each costs the slowed phone about 10 to 30 ms, and the form must take keys in
    // between (all at once held the page's first paint back by a second; eight at a time, 60 to 280 ms).
    var next = function () {
      files.splice(0, 1).forEach(function (href) {
        var link = document.createElement('link');
        var script = href.slice(-3) === '.js';
        if (login) link.rel = 'prefetch';
        else {
          link.rel = script ? 'modulepreload' : 'preload';
          if (!script) link.setAttribute('as', 'style');
        }
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (files.length) window.setTimeout(next, 0);
    };
    // Only after the first paint: started with the page, they shared slow 3G with its stylesheet and language.
    if (typeof window.requestAnimationFrame === 'function') {
      window.requestAnimationFrame(function () {
        window.setTimeout(next, 0);
      });
    } else window.setTimeout(next, 0);
  }

  window.coldroomShowsBootLogin = showsLogin;
  try {
    var login = showLogin();
    if (login || window.location.pathname === '/') preloadAfterLogin(login);
  } catch {
    // Storage refused or anything unexpected: the app draws its own login form as it always did.
  }
})();
