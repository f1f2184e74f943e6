/** What an image really is, by its first bytes: the name and the declared type can lie. */

export type ImageKind = "png" | "jpeg" | "gif";

const SIGNATURES: { kind: ImageKind; bytes: number[] }[] = [
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gif", bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** png, jpeg or gif by magic bytes, else undefined. */
export async function sniffImage(blob: Blob): Promise<ImageKind | undefined> {
  const head = new Uint8Array(await readBytes(blob.slice(0, 8)));
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.kind;
}

async function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  // Older jsdom Blobs lack arrayBuffer().
  return new Response(blob).arrayBuffer();
}
