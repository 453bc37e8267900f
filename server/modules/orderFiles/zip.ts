/**
 * A ZIP writer with back-pressure, for streamed XLSX: entries are deflated (node:zlib) straight into `out`,
 * and `write` resolves only when the deflater has room — which it lacks while `out` (the HTTP reply) is full.
 * So a million rows never pile up in memory behind a slow download (exceljs's WorkbookWriter queued them).
 * Sizes and CRC follow each entry (data descriptors), so nothing is buffered to learn them first.
 * No ZIP64: an entry or the archive must stay under 4 GiB (an orders sheet is ~1 KB a row).
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

const LIMIT = 0xffff_ffff;
/** UTF-8 names, sizes in a data descriptor after the data. */
const FLAGS = 0x0808;
const DEFLATE = 8;

interface Entry { name: Buffer; offset: number; crc: number; compressed: number; size: number }

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export interface ZipEntryWriter {
  /** Resolves when the deflater can take more (back-pressure from `out`). */
  write(data: string | Buffer): Promise<void>;
  end(): Promise<void>;
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosTime(new Date());
  constructor(private readonly out: Writable) {}

  /** Writes to `out`, waiting while it is full. */
  private async put(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** A streamed entry: write its content in pieces, then end it before the next entry. */
  async entry(name: string): Promise<ZipEntryWriter> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.put(Buffer.concat([header, entry.name]));

    const deflate = createDeflateRaw({ level: 6 });
    // The deflater's output goes to `out`; while `out` is full the deflater is paused, its buffers fill,
    // and `write` below waits for its drain: the producer runs at the download's pace.
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const ended = once(deflate, 'end');
    return {
      write: async (data) => {
        const buffer = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
        entry.crc = crc32(buffer, entry.crc);
        entry.size += buffer.length;
        if (entry.size > LIMIT) throw new Error('zip entry over 4 GiB');
        if (!deflate.write(buffer)) await once(deflate, 'drain');
      },
      end: async () => {
        deflate.end();
        await ended;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc >>> 0, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.put(descriptor);
        this.entries.push(entry);
      },
    };
  }

  /** A whole small entry. */
  async file(name: string, content: string): Promise<void> {
    const entry = await this.entry(name);
    await entry.write(content);
    await entry.end();
  }

  /** The central directory; `out` is ended and finished when this resolves. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.date, 14);
      header.writeUInt32LE(e.crc >>> 0, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      header.writeUInt32LE(e.offset, 42);
      await this.put(Buffer.concat([header, e.name]));
    }
    if (this.offset > LIMIT) throw new Error('zip archive over 4 GiB');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    this.out.end();
    await once(this.out, 'finish');
  }
}
