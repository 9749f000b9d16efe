import zlib from 'node:zlib';

/**
 * A minimal streaming ZIP writer (deflate, data descriptors, no ZIP64): enough for xlsx files
 * written row batch by row batch, so a 1,000,000-row export never sits whole in memory.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: { name: Buffer; crc: number; compressed: number; size: number; offset: number }[] = [];

  /** Compresses one entry whose content arrives in chunks; yields the bytes to send. */
  async *entry(name: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0808, 6); // bit 3: sizes in the data descriptor; bit 11: UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(0x00210000, 10); // fixed DOS time/date (1980-01-01): deterministic files
    header.writeUInt16LE(nameBytes.length, 26);
    const start = this.offset;
    yield this.count(Buffer.concat([header, nameBytes]));

    const deflater = zlib.createDeflateRaw({ level: 6 });
    let pending: Buffer[] = [];
    deflater.on('data', (chunk: Buffer) => pending.push(chunk));
    const drain = () => {
      const out = Buffer.concat(pending);
      pending = [];
      return out;
    };
    let crc = 0;
    let size = 0;
    let compressed = 0;
    for await (const chunk of chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      deflater.write(chunk);
      await new Promise<void>((resolve) => deflater.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
      const out = drain();
      compressed += out.length;
      if (out.length > 0) yield this.count(out);
    }
    await new Promise<void>((resolve, reject) => {
      deflater.once('end', resolve);
      deflater.once('error', reject);
      deflater.end();
    });
    const tail = drain();
    compressed += tail.length;
    if (tail.length > 0) yield this.count(tail);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield this.count(descriptor);
    if (this.offset > 0xffffffff) throw new Error('Arquivo grande demais para ZIP sem ZIP64');
    this.entries.push({ name: nameBytes, crc: crc >>> 0, compressed, size, offset: start });
  }

  /** The central directory and end record. */
  finish(): Buffer {
    const parts: Buffer[] = [];
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt32LE(0x00210000, 12);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      parts.push(h, e.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    return this.count(Buffer.concat([directory, end]));
  }

  private count(buffer: Buffer): Buffer {
    this.offset += buffer.length;
    return buffer;
  }
}
