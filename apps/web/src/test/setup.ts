import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { initTestI18n } from './i18n';

// jsdom lacks a few browser APIs Mantine uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy… and waitFor give up after 10 s, not 1 s: on a busy 2-core machine (two test files at a time, or
// CI's other work) a lazy page's first render can take longer than a second. A bound, never a time limit.
configure({ asyncUtilTimeout: 10_000 });

await initTestI18n();

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  // Toasts live in Mantine's store, not in the component tree: one test's must not show in the next.
  notifications.clean();
  // A test whose requests failed leaves the app offline (lib/connectivity.ts); the next starts online.
  onlineManager.setOnline(true);
  notifications.cleanQueue();
  window.localStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  vi.useRealTimers();
});
