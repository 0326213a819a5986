// Mantine's styles for what the first page (login) and the popups can show, in Mantine's own order. The
// rest (about 25 kB compressed) comes with the logged-in shell (app/shell/mantineStyles.ts). No component of
// the rest restyles one of these, so the two files' order does not change any rule's effect (checked by
// comparing screenshots of the pages with Mantine's single styles.css).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import './app/fonts';
import { DEFAULT_LANGUAGE } from '@coldroom/contract';
import { createRoot } from 'react-dom/client';
import type * as FullApp from './app/fullApp';
import { opensLoginFirst, renderLoginFirst } from './app/loginFirst';
import { readBootLogin, releaseBootLogin, whenBootLoginUsed } from './lib/bootLogin';
import { releaseBootSnapshot, showsBootSnapshot } from './lib/bootSnapshot';
import { initI18n } from './lib/i18n';
import { onIdle } from './lib/idle';
import { isNativeApp } from './lib/nativePlatform';
import { keepLoadedFilesForOffline } from './lib/offlineCaches';
import { getSessionSnapshot, isLoggedIn, setEarlyData } from './lib/session';
import { ensureControlMarker, getLanguage } from './lib/storage';

// Order matters: the storage wipe (spec §4) comes before anything reads storage.
if (ensureControlMarker()) {
  // A saved main page (boot/snapshot.js) belongs to what was just wiped.
  releaseBootSnapshot();
  // The wipe covers the last-known data on the device too (IndexedDB).
  void import('./lib/lastKnownData').then(({ forgetLastKnownData }) => forgetLastKnownData());
}
const translationsReady = initI18n();
/** How long the main page's own requests go first after Log in, before the service worker precaches. */
const MAIN_PAGE_FIRST_MS = 5000;
/** A visitor who stays on the login form this long gets the offline copy all the same. */
const STAYED_ON_LOGIN_MS = 20_000;
const loginFirst = opensLoginFirst(window.location, isLoggedIn());
const root = createRoot(document.getElementById('root')!);
let fullApp: Promise<typeof FullApp> | null = null;
const loadFullApp = () =>
  (fullApp ??= import('./app/fullApp').catch((error: unknown) => {
    fullApp = null; // the next try asks again
    throw error;
  }));
// After Log in, the main page's data is asked for while the token is exchanged (one round trip sooner).
setEarlyData({
  answered: (session) => void loadFullApp().then(({ prefetchAfterLogin }) => prefetchAfterLogin(session), () => undefined),
  failed: () => void fullApp?.then(({ forgetEarlyData }) => forgetEarlyData(), () => undefined),
});
// Should the rest of the app fail to download, a page load at the new address tries again (from the
// service worker's cache or the network).
/** After Log in, the app waits this long at most for today's figures before it is first drawn (fullApp.tsx). */
const FIGURES_WAIT_MS = 800;
/** On the daily open, the app waits this long at most for the main page's data while the saved page shows. */
const DATA_WAIT_MS = 1000;
const showFullApp = (afterLogin = false) =>
  loadFullApp().then(
    ({ prefetchStartPage, renderFullApp, mainPageFiguresIn, mainPageDataIn }) => {
      prefetchStartPage();
      if (afterLogin) void mainPageFiguresIn(FIGURES_WAIT_MS).then(() => renderFullApp(root));
      else if (showsBootSnapshot()) void mainPageDataIn(DATA_WAIT_MS).then(() => renderFullApp(root));
      else void renderFullApp(root);
    },
    () => window.location.reload(),
  );
// On the login form that the boot script drew before the app (boot/login.js), the app's form and the rest of
// the app wait until the visitor starts to use it (a touch, a focus, a key): that form takes keys by itself,
// and the app's own form takes over what was typed. Drawn at once, the app's form blocked the phone for
// seconds right after the first paint (Lighthouse: 1.8 s of blocking time on the slowed phone). The files
// download meanwhile (the boot script asks for them after the first paint).
// The app's form takes over at once should that form show another language than the app starts in (the
// storage wipe of spec §4 above took the language it was drawn in): it then switches to the form's language.
const bootLanguage = readBootLogin()?.language;
const loginUsed: Promise<void> =
  loginFirst && (bootLanguage === undefined || bootLanguage === (getLanguage() ?? DEFAULT_LANGUAGE)) ? whenBootLoginUsed() : Promise.resolve();
// Then, once the translations are in and the phone idle, the rest of the app runs while the user types: on
// slow 3G its download takes a few seconds, about as long as typing a phone number.
const appLoaded: Promise<unknown> = loginFirst
  ? loginUsed
      .then(() => translationsReady)
      .catch(() => undefined)
      .then(whenIdle)
      .then(loadFullApp)
      // …and the page that opens after Log in, so that tapping it waits for the server only.
      .then(({ preloadMainPage }) => preloadMainPage())
      .catch(() => undefined)
  : Promise.resolve();

// On the login form, the service worker's precaching (about 400 kB) waits until the visitor has logged in
// and the main page has had its requests answered, or has stayed on the form a while: on slow 3G it
// otherwise shared the line with the Log in and the main page's data at the moment they were awaited.
let leftLogin = () => undefined as void;
const loginDone: Promise<void> = loginFirst
  ? Promise.race([
      new Promise<void>((resolve) => (leftLogin = resolve)).then(() => delay(MAIN_PAGE_FIRST_MS)),
      delay(STAYED_ON_LOGIN_MS),
    ])
  : Promise.resolve();

if (loginFirst) {
  void loginUsed.then(() =>
    renderLoginFirst(root, (to, { replace }) => {
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      leftLogin();
      void showFullApp(true);
    }),
  );
} else {
  // The plain login form before the app (boot/login.js) follows the same rule; should they ever disagree,
  // the app's page wins.
  releaseBootLogin();
  void showFullApp();
}

if (import.meta.env.PROD && !isNativeApp()) {
  // The service worker precaches about 400 kB. Started only once the page has loaded, its language is in,
  // the rest of the app (after a login form) has come and the browser is idle, so on slow 3G it never
  // competes with the first page for the network, and it finds the files that page fetched already in the
  // HTTP cache instead of downloading them twice.
  void whenLoaded()
    .then(() => translationsReady.catch(() => undefined))
    .then(() => appLoaded)
    .then(() => loginDone)
    .then(whenIdle)
    .then(() => import('virtual:pwa-register'))
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .then(() => navigator.serviceWorker.ready)
    .then(() => keepLoadedFilesForOffline(whenIdle))
    // Staff scan crate labels, with no network too; a phone whose browser cannot read QR codes gets the
    // reader now (it is not precached: most phones never need it).
    .then(whenIdle)
    .then(() => (isLoggedIn() && getSessionSnapshot().role !== 'Farmer' ? import('./lib/scanner/detector').then(({ warmQrReader }) => warmQrReader()) : false))
    // …and keeps it (its script and .wasm file) even if the worker did not yet control this page.
    .then((warmed) => (warmed ? keepLoadedFilesForOffline(whenIdle) : 0))
    .catch(() => undefined);
}

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => void onIdle(resolve, 5000));
}
