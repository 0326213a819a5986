import { describe, expect, it } from 'vitest';
import { collapseSlashes } from './app';
import { cacheControlFor } from './platform/http/static-web';

describe('collapseSlashes', () => {
  it.each([
    ['//api//user///version/', '/api/user/version/'],
    ['/api/user/version/', '/api/user/version/'],
    ['/api//x?next=//elsewhere', '/api/x?next=//elsewhere'],
  ])('%s → %s', (input, expected) => expect(collapseSlashes(input)).toBe(expected));
});

describe('cacheControlFor', () => {
  it.each([
    ['/dist/index.html', 'no-cache'],
    ['/dist/sw.js', 'no-cache'],
    ['/dist/assets/i18n/en.json', 'no-cache'],
    ['/dist/assets/index-B2xk9Qa1.js', 'public, max-age=31536000, immutable'],
    ['/dist/assets/logo.png', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});
