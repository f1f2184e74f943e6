import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TarReader, TarWriter } from "./tar.js";
import { missing } from "../testing/services.js";

const TAR = ["/usr/bin/tar", "/bin/tar"].find((p) => existsSync(p));

describe("backup tar", () => {
  const dir = mkdtempSync(join(tmpdir(), "chat-tar-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sizes = [0, 1, 511, 512, 513, 3 * 1024 * 1024 + 7];
  const contents = sizes.map((n, i) => Buffer.alloc(n, i + 1).fill(Math.random().toString(), 0, Math.min(n, 16)));

  it("round-trips files of every size, from buffers and from disk", async () => {
    const onDisk = join(dir, "big.bin");
    writeFileSync(onDisk, contents[5]!);
    const file = join(dir, "a.tar");
    const tar = await TarWriter.create(file);
    for (let i = 0; i < 5; i++) await tar.addBuffer(`files/${i}.bin`, contents[i]!);
    await tar.addFile("files/big.bin", onDisk);
    await tar.finish();
    await expect(TarWriter.create(file)).rejects.toThrow(/EEXIST/);

    const reader = await TarReader.open(file);
    try {
      expect(reader.entries.map((e) => [e.name, e.size])).toEqual([...sizes.slice(0, 5).map((n, i) => [`files/${i}.bin`, n]), ["files/big.bin", sizes[5]]]);
      for (let i = 0; i < 5; i++) expect((await reader.read(reader.entry(`files/${i}.bin`)!)).equals(contents[i]!)).toBe(true);
      await reader.copyTo(reader.entry("files/big.bin")!, join(dir, "copy.bin"));
      expect(readFileSync(join(dir, "copy.bin")).equals(contents[5]!)).toBe(true);
    } finally {
      await reader.close();
    }
  });

  it.skipIf(missing(import.meta, "tar"))("is an ordinary tar that the tar tool lists and unpacks, and reads what tar writes", async () => {
    const file = join(dir, "b.tar");
    const tar = await TarWriter.create(file);
    await tar.addBuffer("backup.json", Buffer.from('{"a":1}\n'));
    await tar.addBuffer("files/x.type", Buffer.from("image/png"));
    await tar.finish();
    expect(execFileSync(TAR!, ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual(["backup.json", "files/x.type"]);
    const out = join(dir, "out");
    execFileSync("mkdir", ["-p", out]);
    execFileSync(TAR!, ["-xf", file, "-C", out]);
    expect(readFileSync(join(out, "files/x.type"), "utf8")).toBe("image/png");

    const made = join(dir, "made.tar");
    execFileSync(TAR!, ["--format=ustar", "-cf", made, "-C", out, "backup.json", "files/x.type"]);
    const reader = await TarReader.open(made);
    try {
      expect((await reader.read(reader.entry("files/x.type")!)).toString()).toBe("image/png");
    } finally {
      await reader.close();
    }
  });

  it("refuses what is not a tar, and a truncated one", async () => {
    const junk = join(dir, "junk.tar");
    writeFileSync(junk, Buffer.alloc(2048, 7));
    await expect(TarReader.open(junk)).rejects.toThrow(/not a tar/);
    const whole = join(dir, "whole.tar");
    const tar = await TarWriter.create(whole);
    await tar.addBuffer("files/a", Buffer.alloc(5000, 1));
    await tar.finish();
    const cut = join(dir, "cut.tar");
    const bytes = readFileSync(whole);
    const handle = await open(cut, "w");
    await handle.write(bytes.subarray(0, 2048));
    await handle.close();
    await expect(TarReader.open(cut)).rejects.toThrow(/truncated/);
  });
});
