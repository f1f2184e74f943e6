/** The image formats users may upload (product §9: png, jpeg or gif). */
export type ImageFormat = "png" | "jpeg" | "gif";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]; // "GIF87a"
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]; // "GIF89a"

const startsWith = (buf: Uint8Array, magic: readonly number[]) =>
  buf.length >= magic.length && magic.every((b, i) => buf[i] === b);

/**
 * The format of `buf` judged by its magic bytes only. The file name and the declared MIME type come
 * from the client and are never trusted. Returns null for anything but png, jpeg and gif.
 */
export function sniffImage(buf: Uint8Array): ImageFormat | null {
  if (startsWith(buf, PNG)) return "png";
  if (startsWith(buf, JPEG)) return "jpeg";
  if (startsWith(buf, GIF87) || startsWith(buf, GIF89)) return "gif";
  return null;
}

/** The file extension stored for each format. */
export const IMAGE_EXT: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", gif: "gif" };

/** The Content-Type served for each format. */
export const IMAGE_CONTENT_TYPE: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
};
