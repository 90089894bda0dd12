import { inflateRawSync } from 'node:zlib';

/** What a zip's check found: it fits, it unpacks past the limit, or it is no zip this reads. */
export type ZipCheck = 'fits' | 'over' | 'broken';

/**
 * Whether a zip (an .xlsx) unpacks to at most `maxBytes` in at most `maxEntries` files, found by
 * inflating each entry with zlib's own output cap: the sizes a zip declares can lie, so a 1 MB
 * file claiming small entries could still unpack to a gigabyte in the spreadsheet library. Only
 * plain zips are accepted (stored or deflated entries, no ZIP64, no encryption), which is what
 * every spreadsheet program writes. Throws nothing.
 */
export function checkZip(zip: Buffer, maxBytes: number, maxEntries = 2000): ZipCheck {
  const end = endOfDirectory(zip);
  if (!end) return 'broken';
  if (end.entries > maxEntries) return 'over';
  let budget = maxBytes;
  let at = end.directoryOffset;
  for (let i = 0; i < end.entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return 'broken';
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (flags & 1 || compressed === 0xffffffff || local === 0xffffffff) return 'broken';
    const data = entryData(zip, local, compressed);
    if (!data) return 'broken';
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) }).length;
      } catch (err) {
        // Past the budget (a RangeError), or no deflate data.
        return err instanceof RangeError ? 'over' : 'broken';
      }
    } else return 'broken';
    budget -= size;
    if (budget < 0) return 'over';
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return 'fits';
}

/** The end-of-central-directory record: within the last 64 KB (its comment's limit) + 22 bytes. */
function endOfDirectory(zip: Buffer): { entries: number; directoryOffset: number } | null {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) !== 0x06054b50) continue;
    const entries = zip.readUInt16LE(at + 10);
    const directoryOffset = zip.readUInt32LE(at + 16);
    if (entries === 0xffff || directoryOffset >= zip.length) return null;
    return { entries, directoryOffset };
  }
  return null;
}

function entryData(zip: Buffer, local: number, compressed: number): Buffer | null {
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + compressed > zip.length) return null;
  return zip.subarray(start, start + compressed);
}
