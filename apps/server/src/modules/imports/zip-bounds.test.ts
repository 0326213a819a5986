/**
 * The zip checks before an .xlsx is opened (zip-bounds.ts, docs/import-rules.md "The file"): declared sizes
 * over the bound, sizes that lie, too many entries, and directories that a lenient reader would read
 * differently. The API test (imports.api.test.ts) proves the upload's answer; this proves each branch.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftZip } from '../../../test/crafted-zip';
import { zipBoundsProblem } from './zip-bounds';

const small = { maxBytes: 10_000, maxEntries: 5 };
const text = (bytes: number) => Buffer.alloc(bytes, 'a');

describe('zipBoundsProblem', () => {
  it('lets a real workbook through with the default bounds', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('farmers').addRows([['first_name', 'phone'], ['Amina', '+2348030000501']]);
    expect(zipBoundsProblem(Buffer.from(await book.xlsx.writeBuffer()))).toBeNull();
  });

  it('lets through entries up to the bound exactly, stored or deflated', () => {
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(6_000) }, { name: 'b.xml', data: text(4_000), stored: true }]), small)).toBeNull();
  });

  it('refuses entries that declare more than the bound together, before unpacking them', () => {
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(6_000) }, { name: 'b.xml', data: text(4_001) }]), small)).toBe('xlsx_too_large');
    // Declared huge, holding little: refused on the declaration alone.
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(10), declaredSize: 4_000_000_000 }]), small)).toBe('xlsx_too_large');
  });

  it('stops unpacking an entry that declares little and unpacks more than the bound', () => {
    expect(zipBoundsProblem(craftZip([{ name: 'bomb.xml', data: text(1_000_000), declaredSize: 100 }]), small)).toBe('xlsx_too_large');
    // Declared 6,010 bytes in all; the second entry, under the bound alone, takes the total over it.
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(6_000) }, { name: 'b.xml', data: text(6_000), declaredSize: 10 }]), small)).toBe('xlsx_too_large');
  });

  it('refuses an entry whose unpacked size differs from its declared one within the bound as broken', () => {
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(500), declaredSize: 400 }]), small)).toBe('xlsx_broken');
    expect(zipBoundsProblem(craftZip([{ name: 'a.xml', data: text(500), declaredSize: 600 }]), small)).toBe('xlsx_broken');
  });

  it('refuses more entries than the bound, declared or found', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.xml`, data: text(10) }));
    expect(zipBoundsProblem(craftZip(six), small)).toBe('xlsx_too_large');
    // The end record says two; six entries follow one another in the directory.
    expect(zipBoundsProblem(craftZip(six, { declaredCount: 2 }), small)).toBe('xlsx_too_large');
    expect(zipBoundsProblem(craftZip(six.slice(0, 3), { declaredCount: 2 }), small)).toBe('xlsx_broken');
  });

  it('refuses what is not a readable zip directory', () => {
    const good = craftZip([{ name: 'a.xml', data: text(100) }]);
    expect(zipBoundsProblem(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 1, 1]), small)).toBe('xlsx_broken');
    expect(zipBoundsProblem(good.subarray(0, good.length - 4), small)).toBe('xlsx_broken');
    // Bytes before the archive: every offset off by three.
    expect(zipBoundsProblem(Buffer.concat([Buffer.from('abc'), good]), small)).toBe('xlsx_broken');
    // A deflated entry whose data is not deflate.
    const garbled = Buffer.from(good);
    garbled.fill(0xff, 30 + 'a.xml'.length, 30 + 'a.xml'.length + 4);
    expect(zipBoundsProblem(garbled, small)).toBe('xlsx_broken');
  });
});
