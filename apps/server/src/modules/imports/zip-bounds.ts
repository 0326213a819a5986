/**
 * The unpacked size of an .xlsx, checked before the spreadsheet library opens it (docs/import-rules.md "The
 * file"). An .xlsx is a zip: 5 MB of it can unpack into gigabytes (a zip bomb), and the library would
 * unpack all of it in memory. This reads the zip's own directory (the end-of-central-directory record and
 * each central entry), bounded by the buffer's length, and refuses an archive whose entries declare more
 * than IMPORT_MAX_XLSX_UNPACKED_BYTES in all or number more than IMPORT_MAX_XLSX_ENTRIES. Then it inflates
 * every entry while counting, with the output capped at what the bound still allows, so an entry whose
 * declared size lies is stopped just past the bound, never unpacked whole.
 *
 * The reading is strict where a lenient reader would read something else than this check did: the
 * directory must end exactly where its end record begins (no bytes before the archive, which some readers
 * skip by moving every offset), the end record's count must equal the entries found, and entries may only be
 * stored or deflated, unencrypted, without the ZIP64 extension (no spreadsheet within 5 MB needs it).
 */
import { inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_XLSX_ENTRIES, IMPORT_MAX_XLSX_UNPACKED_BYTES } from '@coldroom/contract';

export type ZipProblem = 'xlsx_too_large' | 'xlsx_broken';

export interface ZipLimits {
  /** Bytes of all entries unpacked, together. */
  maxBytes: number;
  /** Entries (files and folders) in the archive. */
  maxEntries: number;
}

const DEFAULT_LIMITS: ZipLimits = { maxBytes: IMPORT_MAX_XLSX_UNPACKED_BYTES, maxEntries: IMPORT_MAX_XLSX_ENTRIES };

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK_32 = 0xffffffff;
const ZIP64_MARK_16 = 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The end-of-central-directory record's offset: the last signature within the last 64 KB + 22 bytes. */
function endRecordAt(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_SIZE - MAX_COMMENT);
  for (let at = data.length - 4; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return -1;
}

/**
 * Answers the problem of a zip archive whose unpacked size or number of entries is over the limits (or
 * whose directory cannot be read), or null when the archive is within them.
 */
export function zipBoundsProblem(data: Buffer, limits: ZipLimits = DEFAULT_LIMITS): ZipProblem | null {
  if (data.length < END_SIZE) return 'xlsx_broken';
  const end = endRecordAt(data);
  if (end === -1 || end + END_SIZE > data.length) return 'xlsx_broken';
  const disk = data.readUInt16LE(end + 4);
  const directoryDisk = data.readUInt16LE(end + 6);
  const entriesHere = data.readUInt16LE(end + 8);
  const declaredEntries = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  // ZIP64 archives (more than 65,535 entries or 4 GB): far past any bound here.
  if (declaredEntries === ZIP64_MARK_16 || directorySize === ZIP64_MARK_32 || directoryOffset === ZIP64_MARK_32) return 'xlsx_too_large';
  if (declaredEntries > limits.maxEntries) return 'xlsx_too_large';
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== declaredEntries) return 'xlsx_broken';
  if (directoryOffset + directorySize !== end) return 'xlsx_broken';

  // The central directory, entry by entry, as long as entries follow one another (as lenient readers do).
  const entries: Entry[] = [];
  let declaredBytes = 0;
  let at = directoryOffset;
  while (at + 4 <= end && data.readUInt32LE(at) === CENTRAL_SIGNATURE) {
    if (entries.length >= limits.maxEntries) return 'xlsx_too_large';
    if (at + CENTRAL_SIZE > end) return 'xlsx_broken';
    const entry: Entry = {
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    };
    if (entry.compressedSize === ZIP64_MARK_32 || entry.size === ZIP64_MARK_32 || entry.localOffset === ZIP64_MARK_32) return 'xlsx_too_large';
    declaredBytes += entry.size;
    if (declaredBytes > limits.maxBytes) return 'xlsx_too_large';
    entries.push(entry);
    at += CENTRAL_SIZE + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  if (at !== end || entries.length !== declaredEntries) return 'xlsx_broken';

  // Every entry unpacked with the output capped: the declared sizes are checked, not believed.
  let unpacked = 0;
  for (const entry of entries) {
    // Encrypted (bit 0) or a method the spreadsheet library does not read.
    if ((entry.flags & 1) !== 0 || (entry.method !== STORED && entry.method !== DEFLATED)) return 'xlsx_broken';
    const local = entry.localOffset;
    if (local + LOCAL_SIZE > directoryOffset || data.readUInt32LE(local) !== LOCAL_SIGNATURE) return 'xlsx_broken';
    const start = local + LOCAL_SIZE + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + entry.compressedSize > directoryOffset) return 'xlsx_broken';
    const packed = data.subarray(start, start + entry.compressedSize);
    const room = limits.maxBytes - unpacked;
    let size: number;
    if (entry.method === STORED) {
      size = packed.length;
    } else {
      try {
        // One byte more than the bound still allows: an output that reaches it is over the bound.
        size = inflateRawSync(packed, { maxOutputLength: room + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'xlsx_too_large';
        return 'xlsx_broken';
      }
    }
    if (size > room) return 'xlsx_too_large';
    // Within the bound but not the size the directory declares: a damaged (or doctored) archive.
    if (size !== entry.size) return 'xlsx_broken';
    unpacked += size;
  }
  return null;
}
