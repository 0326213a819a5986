import { describe, expect, it } from 'vitest';
import { inlineScriptHashesOf } from './inline-scripts';

describe('inline scripts allowed by the Content-Security-Policy', () => {
  it('hashes the text of each inline script exactly, and skips scripts loaded from a file', () => {
    const html = '<head><script>alert(1)</script><script type="module" crossorigin src="/assets/index-abc.js"></script><script src="/x.js"></script></head><body><script></script></body>';
    // sha256 of "alert(1)" and of "", base64.
    expect(inlineScriptHashesOf(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    // One character more is another script.
    expect(inlineScriptHashesOf('<script>alert(1) </script>')).not.toEqual(inlineScriptHashesOf('<script>alert(1)</script>'));
  });
});
