import { ASSET_CACHE, cacheFor, FONT_CACHE, I18N_CACHE } from './offlineCaches';

describe('cacheFor', () => {
  it('sorts the files a page loads into the service worker runtime caches', () => {
    expect(cacheFor('/assets/CheckInPage-B2xk9Qa1.js')).toBe(ASSET_CACHE);
    expect(cacheFor('/assets/index-C_nCQSAM.css')).toBe(ASSET_CACHE);
    // The QR reader's WebAssembly, fetched ahead on phones that need it (not precached).
    expect(cacheFor('/assets/zxing_reader-BxB2YfIY.wasm')).toBe(ASSET_CACHE);
    expect(cacheFor('/assets/noto-sans-oriya-oriya-400-normal-CTga-L1S.woff2')).toBe(FONT_CACHE);
    expect(cacheFor('/assets/i18n/or.json')).toBe(I18N_CACHE);
  });

  it('leaves API answers, pages and anything else to the network', () => {
    for (const path of ['/api/user/version/', '/', '/index.html', '/sw.js', '/assets/i18n/../secret.json', '/assets/deep/x.js', '/icons/icon.svg']) {
      expect(cacheFor(path), path).toBeNull();
    }
  });
});
