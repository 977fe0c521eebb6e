import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * What an uploaded .xlsx (a zip archive) holds, read from its central directory before anything
 * is unpacked, and unpacking that proves each entry's declared size true. Only what an importer
 * needs to refuse a zip bomb: the entries' names, methods and sizes. Inflating is zlib's.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** As the archive declares it; `unpackEntries` refuses an entry whose data unpacks to more. */
  uncompressedSize: number;
  /** Where the entry's data starts in the archive (after its local header). */
  dataStart: number;
}

/** Why an archive cannot be read, in words for the caller's message. */
export class ZipRefused extends Error {}

/** More entries than allowed: told apart from damage, since the caller's message differs. */
export class EntryCountExceeded extends Error {
  constructor(readonly max: number) {
    super(`more than ${max} zip entries`);
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_LENGTH = 22;
const CENTRAL_LENGTH = 46;
const LOCAL_LENGTH = 30;
const COMMENT_MAX = 0xffff;
/** A size or offset of all ones defers to a ZIP64 record, which no upload this small needs. */
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

const inflate = promisify(inflateRaw);

/** The end-of-central-directory record: the last one, as JSZip (exceljs's reader) finds it. */
function endRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_LENGTH - COMMENT_MAX);
  for (let at = bytes.length - EOCD_LENGTH; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new ZipRefused('no zip central directory');
}

/**
 * The entries of the central directory, at most `maxEntries` of them. The directory must end
 * exactly where the end record begins: JSZip reads a directory displaced from its declared place
 * (bytes put in front of the archive) and every record that follows, whatever the count says, so
 * anything but the plain layout could show it entries other than those checked here.
 */
export function zipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  const end = endRecord(bytes);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (directoryStart === ZIP64_MARK || directorySize === ZIP64_MARK) throw new ZipRefused('ZIP64 archives are not read');
  if (directoryStart + directorySize !== end) throw new ZipRefused('the zip central directory is not where it says');
  const entries: ZipEntry[] = [];
  let at = directoryStart;
  while (at < end) {
    if (at + CENTRAL_LENGTH > end || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipRefused('a damaged zip central directory');
    if (entries.length >= maxEntries) throw new EntryCountExceeded(maxEntries);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + CENTRAL_LENGTH + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw new ZipRefused('a damaged zip central directory');
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    if ([compressedSize, uncompressedSize, local].includes(ZIP64_MARK)) throw new ZipRefused('ZIP64 archives are not read');
    if (local + LOCAL_LENGTH > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) throw new ZipRefused('a damaged zip entry');
    const dataStart = local + LOCAL_LENGTH + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + compressedSize > bytes.length) throw new ZipRefused('a damaged zip entry');
    entries.push({
      name: bytes.toString('utf8', at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength),
      method: bytes.readUInt16LE(at + 10),
      encrypted: (bytes.readUInt16LE(at + 8) & 1) === 1,
      compressedSize,
      uncompressedSize,
      dataStart,
    });
    at = next;
  }
  return entries;
}

/**
 * Unpacks every entry, each in zlib's thread pool (the event loop stays free) and never past its
 * declared size: an entry whose data would unpack to more, as a bomb with a forged directory's
 * would, is refused at its declared size. Stops with `onSlow` once `deadline` (epoch ms) has passed.
 */
export async function unpackEntries(bytes: Buffer, entries: ZipEntry[], deadline: number, onSlow: () => Error): Promise<Buffer[]> {
  const unpackedAll: Buffer[] = [];
  for (const entry of entries) {
    if (Date.now() > deadline) throw onSlow();
    if (entry.encrypted) throw new ZipRefused('encrypted zip entries are not read');
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    let unpacked: Buffer;
    if (entry.method === STORED) unpacked = data;
    else if (entry.method === DEFLATED) {
      try {
        // zlib refuses 0 as a limit: one byte more is still caught by the length check below.
        unpacked = await inflate(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch {
        throw new ZipRefused(`zip entry ${entry.name} is damaged or larger than it declares`);
      }
    } else throw new ZipRefused(`zip entry ${entry.name} uses a compression method spreadsheets do not`);
    if (unpacked.length !== entry.uncompressedSize) throw new ZipRefused(`zip entry ${entry.name} is not the size it declares`);
    unpackedAll.push(unpacked);
  }
  return unpackedAll;
}
