import zlib from 'node:zlib';

/** One file of a ZIP as its central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else is refused by the callers. */
  method: number;
  encrypted: boolean;
  crc32: number;
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
      crc32: buffer.readUInt32LE(at + 16),
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

/** The entry's stored bytes (compressed size as the directory declares it), undefined when they are not there. */
function entryData(buffer: Buffer, entry: ZipEntry): Buffer | undefined {
  const header = entry.localHeaderOffset;
  if (header + 30 > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) return undefined;
  const start = header + 30 + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  return data.length === entry.compressedSize ? data : undefined;
}

/**
 * Whether the entry really inflates to no more than `limit` bytes ('over' otherwise, 'corrupt' when
 * it cannot be read). Inflation stops as soon as the limit is passed, so a lying directory (a zip
 * bomb declaring small sizes) costs at most `limit`.
 */
export function checkInflatedSize(buffer: Buffer, entry: ZipEntry, limit: number): 'ok' | 'over' | 'corrupt' {
  const data = entryData(buffer, entry);
  if (!data) return 'corrupt';
  if (entry.method === 0) return data.length <= limit ? 'ok' : 'over';
  if (entry.method !== 8) return 'corrupt';
  try {
    zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, limit) });
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : 'corrupt';
  }
}

const UTF8_NAMES = 0x0800;

/**
 * A ZIP of exactly `entries` as the central directory declares them (method, sizes, CRC, name),
 * each with the bytes `checkInflatedSize` looked at. A reader that trusts local headers (SheetJS
 * does: their method, sizes, name and ZIP64 extra fields) would otherwise read what was never
 * checked, e.g. an entry declared "stored" in the directory but "deflate" in its local header.
 */
export function rebuildZip(buffer: Buffer, entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entryData(buffer, entry);
    if (!data) throw new RangeError(`Entrada ${entry.name} fora do arquivo`);
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc32, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc32, 16);
    central.writeUInt32LE(entry.compressedSize, 20);
    central.writeUInt32LE(entry.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
