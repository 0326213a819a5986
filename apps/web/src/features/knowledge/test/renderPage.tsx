import type { ComponentType } from 'react';
import { renderRoutes } from '../../../test/render';

/** Renders one of this feature's pages at a URL, in a memory router with the app's providers. */
export function renderPage(Page: ComponentType, url: string) {
  return renderRoutes([{ path: '*', Component: Page }], [url]);
}

/** Makes `(min-width: 75em)` match, as on a laptop (jsdom matches no media query by default). */
export function useLaptopWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 75em'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
