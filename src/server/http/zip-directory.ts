import zlib from 'node:zlib';

/** One file of a ZIP as its central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else is refused by the callers. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** Declared, not trusted: `inflatesWithin` checks the real size. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/**
 * The central directory of a ZIP held in memory, read without inflating anything; undefined when
 * the bytes are not a well-formed ZIP (or need ZIP64, which no 5 MB upload has a reason to use).
 */
export function readZipDirectory(buffer: Buffer): ZipEntry[] | undefined {
  const lowest = Math.max(0, buffer.length - 22 - 0xffff); // the end record sits before a comment of up to 64 KiB
  let end = -1;
  for (let at = buffer.length - 22; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = buffer.readUInt16LE(end + 10);
  const offset = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || offset === ZIP64_MARK || offset + buffer.readUInt32LE(end + 12) > end) return undefined;

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = buffer.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      method: buffer.readUInt16LE(at + 10),
      encrypted: (buffer.readUInt16LE(at + 8) & 1) === 1,
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK || entry.localHeaderOffset === ZIP64_MARK) return undefined;
    entries.push(entry);
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Whether the entry really inflates to no more than `limit` bytes ('over' otherwise, 'corrupt' when
 * it cannot be read). Inflation stops as soon as the limit is passed, so a lying directory (a zip
 * bomb declaring small sizes) costs at most `limit`.
 */
export function checkInflatedSize(buffer: Buffer, entry: ZipEntry, limit: number): 'ok' | 'over' | 'corrupt' {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) return 'corrupt';
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return 'corrupt';
  if (entry.method === 0) return data.length <= limit ? 'ok' : 'over';
  if (entry.method !== 8) return 'corrupt';
  try {
    zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : 'corrupt';
  }
}
