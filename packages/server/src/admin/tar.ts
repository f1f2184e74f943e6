/**
 * The smallest useful tar (POSIX ustar) for backups, in Node only: regular files, names up to 100
 * bytes, sizes in octal (base-256 beyond 8 GiB, as GNU tar reads them). The archives are ordinary tar
 * files: `tar -tvf backup.tar` lists them, `tar -xf` unpacks them.
 */
import { open } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";

const BLOCK = 512;
const CHUNK = 1 << 20;
const OCTAL_SIZE_LIMIT = 8 ** 11;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, size: number, mtimeSeconds: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name too long: ${name}`);
  h.write(name, 0, 100, "utf8");
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  if (size < OCTAL_SIZE_LIMIT) h.write(octal(size, 12), 124);
  else {
    h[124] = 0x80;
    h.writeBigUInt64BE(BigInt(size), 128);
  }
  h.write(octal(Math.floor(mtimeSeconds), 12), 136);
  h.write("        ", 148);
  h.write("0", 156);
  h.write("ustar\0", 257);
  h.write("00", 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Appends entries to a file opened for writing; `finish()` writes the end marker and closes it. */
export class TarWriter {
  private position = 0;

  private constructor(private readonly handle: FileHandle) {}

  /** Creates `file`; fails when it exists. */
  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, "wx"));
  }

  private async write(data: Buffer): Promise<void> {
    await this.handle.write(data, 0, data.length, this.position);
    this.position += data.length;
  }

  async addBuffer(name: string, data: Buffer, mtimeMs = Date.now()): Promise<void> {
    await this.write(header(name, data.length, mtimeMs / 1000));
    await this.write(data);
    await this.write(padding(data.length));
  }

  /** Copies a file from disk in chunks (a database may not fit in memory). */
  async addFile(name: string, path: string, mtimeMs = Date.now()): Promise<void> {
    const source = await open(path, "r");
    try {
      const { size } = await source.stat();
      await this.write(header(name, size, mtimeMs / 1000));
      const buffer = Buffer.alloc(CHUNK);
      for (let done = 0; done < size; ) {
        const { bytesRead } = await source.read(buffer, 0, Math.min(CHUNK, size - done), done);
        if (bytesRead === 0) throw new Error(`tar: ${path} shrank while being copied`);
        await this.write(buffer.subarray(0, bytesRead));
        done += bytesRead;
      }
      await this.write(padding(size));
    } finally {
      await source.close();
    }
  }

  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    await this.handle.sync();
    await this.handle.close();
  }

  async abort(): Promise<void> {
    await this.handle.close();
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

function text(h: Buffer, start: number, length: number): string {
  const field = h.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString("utf8");
}

function sizeOf(h: Buffer): number {
  if ((h[124] ?? 0) & 0x80) return Number(h.readBigUInt64BE(128));
  return parseInt(text(h, 124, 12).trim() || "0", 8);
}

/** An archive opened for reading: its regular files, and their bytes on demand. */
export class TarReader {
  private readonly byName: Map<string, TarEntry>;

  private constructor(
    private readonly handle: FileHandle,
    readonly entries: TarEntry[],
  ) {
    this.byName = new Map(entries.map((e) => [e.name, e]));
  }

  static async open(file: string): Promise<TarReader> {
    const handle = await open(file, "r");
    try {
      const { size: total } = await handle.stat();
      const entries: TarEntry[] = [];
      const h = Buffer.alloc(BLOCK);
      for (let at = 0; at + BLOCK <= total; ) {
        await handle.read(h, 0, BLOCK, at);
        if (h.every((b) => b === 0)) break;
        const stored = parseInt(text(h, 148, 8).trim(), 8);
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] ?? 0);
        if (stored !== sum) throw new Error("not a tar archive (bad header checksum)");
        const size = sizeOf(h);
        const prefix = text(h, 345, 155);
        const name = (prefix ? `${prefix}/` : "") + text(h, 0, 100);
        const type = text(h, 156, 1);
        if (type === "0" || type === "") entries.push({ name, size, offset: at + BLOCK });
        at += BLOCK + size + padding(size).length;
        if (at > total) throw new Error("tar archive is truncated");
      }
      return new TarReader(handle, entries);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  entry(name: string): TarEntry | undefined {
    return this.byName.get(name);
  }

  async read(entry: TarEntry): Promise<Buffer> {
    const data = Buffer.alloc(entry.size);
    const { bytesRead } = await this.handle.read(data, 0, entry.size, entry.offset);
    if (bytesRead !== entry.size) throw new Error(`tar archive is truncated in ${entry.name}`);
    return data;
  }

  /** Writes an entry to a new file on disk in chunks. */
  async copyTo(entry: TarEntry, path: string): Promise<void> {
    const target = await open(path, "wx");
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (let done = 0; done < entry.size; ) {
        const { bytesRead } = await this.handle.read(buffer, 0, Math.min(CHUNK, entry.size - done), entry.offset + done);
        if (bytesRead === 0) throw new Error(`tar archive is truncated in ${entry.name}`);
        await target.write(buffer, 0, bytesRead, done);
        done += bytesRead;
      }
      await target.sync();
    } finally {
      await target.close();
    }
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
