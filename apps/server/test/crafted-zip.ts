/**
 * Zip archives written by hand for tests of the import's zip checks (modules/imports/zip-bounds.ts): each
 * entry's declared sizes can be told to lie, and the end record's count can be set apart from the entries.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface CraftedEntry {
  name: string;
  /** The entry's bytes, deflated (or stored) here; or `packed`, already deflated, with `declaredSize`. */
  data?: Buffer;
  packed?: Buffer;
  /** Stored (0) instead of deflated (8, the default). */
  stored?: boolean;
  /** The unpacked size written in the headers, instead of the true one. */
  declaredSize?: number;
}

export function craftZip(entries: readonly CraftedEntry[], options: { declaredCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const packed = entry.packed ?? (entry.stored ? data : deflateRawSync(data));
    const size = entry.declaredSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.declaredCount ?? entries.length, 8);
  end.writeUInt16LE(options.declaredCount ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A raw deflate stream that unpacks to `megabytes` MB of spaces, about 1 KB per MB: one flushed MB
 * repeated (a full flush ends a block on a byte and forgets the history, so copies follow one another),
 * then an empty final block. Built without ever holding the unpacked bytes.
 */
export function deflatedSpaces(megabytes: number): Buffer {
  const oneMb = deflateRawSync(Buffer.alloc(1024 * 1024, ' '), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => oneMb), deflateRawSync(Buffer.alloc(0))]);
}
