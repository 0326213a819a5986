import { LOGO_MAX_BYTES } from '@coldroom/contract';
import { logoProblem, sniffImage } from './logoFile';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const file = (bytes: number[], size = bytes.length) => new File([new Uint8Array([...bytes, ...new Array(Math.max(0, size - bytes.length)).fill(0)])], 'logo');

describe('logo checks before upload (PNG, JPEG or WebP by content, at most 2 MB)', () => {
  it('knows the three formats by their first bytes', () => {
    expect(sniffImage(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImage(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array(WEBP))).toBe('image/webp');
    expect(sniffImage(new TextEncoder().encode('<svg xmlns='))).toBeNull();
  });

  it('accepts a real image and refuses a renamed file or a large one', async () => {
    await expect(logoProblem(file(PNG, 100))).resolves.toBeNull();
    await expect(logoProblem(file([0x47, 0x49, 0x46, 0x38], 100))).resolves.toBe('company.logoWrongType');
    await expect(logoProblem(file(JPEG, LOGO_MAX_BYTES + 1))).resolves.toBe('company.logoTooLarge');
  });
});
