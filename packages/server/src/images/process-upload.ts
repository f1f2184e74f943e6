import sharp, { type Metadata } from "sharp";
import { IMAGE_EXT, type ImageFormat, sniffImage } from "./sniff.js";

/** Why an upload was refused; the kinds are the protocol's message keys. */
export type ImageErrorKind = "imageFormat" | "imageTooLarge";

/** An upload that is not an acceptable image. Never carries details of the file back to the user. */
export class ImageError extends Error {
  constructor(
    readonly kind: ImageErrorKind,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = "ImageError";
  }
}

export interface UploadLimits {
  /** Largest accepted file in bytes (default 10 MiB). */
  maxBytes?: number;
  /** Largest accepted image in pixels, all frames of an animation together (default 40 megapixels). */
  maxPixels?: number;
  /** Most frames accepted in an animated gif (default 300). */
  maxFrames?: number;
  /** Longest the decoder may work on one image, in seconds (default 20). */
  timeoutSeconds?: number;
}

export const DEFAULT_UPLOAD_LIMITS: Required<UploadLimits> = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxFrames: 300,
  timeoutSeconds: 20,
};

/** A re-encoded image, ready to store. `height` is one frame's height for an animation. */
export interface ProcessedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
  ext: string;
  /** Frames in the output: 1 unless an animated gif. */
  pages: number;
}

/**
 * Checks and re-encodes an uploaded image: png, jpeg or gif by magic bytes, within the byte, pixel
 * and frame limits, decoded in full and encoded again in the same format. Re-encoding drops every
 * metadata block (EXIF with GPS, comments, ICC, XMP) and anything smuggled after the image data.
 * JPEG is rotated upright from its EXIF orientation first. Animated gifs stay animated.
 * Throws ImageError on any refusal; a file that fails to decode is "imageFormat", never a crash.
 */
export async function processUpload(buf: Buffer, limits: UploadLimits = {}): Promise<ProcessedImage> {
  const lim = { ...DEFAULT_UPLOAD_LIMITS, ...limits };
  const format = sniffImage(buf);
  if (!format) throw new ImageError("imageFormat", "unknown magic bytes");
  if (buf.length > lim.maxBytes) throw new ImageError("imageTooLarge", `${buf.length} bytes`);

  const animated = format === "gif";
  // limitInputPixels makes libvips refuse on the header's dimensions, before allocating anything, so a
  // tiny file declaring 50000×50000 costs nothing. For an animation it covers all frames stacked.
  const input = () =>
    sharp(buf, { animated, limitInputPixels: lim.maxPixels, failOn: "warning", autoOrient: format === "jpeg" })
      .timeout({ seconds: lim.timeoutSeconds });

  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (err) {
    throw decodeError(err);
  }
  // libvips detects the format by content too; both must agree (a GIF header on a PNG body is not a gif).
  if (meta.format !== format) throw new ImageError("imageFormat", `decoded as ${meta.format}`);
  const pages = animated ? Math.max(1, meta.pages ?? 1) : 1;
  const width = meta.width;
  const frameHeight = animated ? (meta.pageHeight ?? meta.height) : meta.height;
  if (!width || !frameHeight) throw new ImageError("imageFormat", "no dimensions");
  if (pages > lim.maxFrames) throw new ImageError("imageTooLarge", `${pages} frames`);
  if (width * frameHeight * pages > lim.maxPixels) {
    throw new ImageError("imageTooLarge", `${width}x${frameHeight}x${pages}`);
  }

  try {
    const pipeline = input();
    const encoded =
      format === "png"
        ? pipeline.png()
        : format === "jpeg"
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const outPages = info.pages ?? 1;
    return {
      data,
      format,
      width: info.width,
      height: outPages > 1 ? (info.pageHeight ?? info.height) : info.height,
      ext: IMAGE_EXT[format],
      pages: outPages,
    };
  } catch (err) {
    throw decodeError(err);
  }
}

function decodeError(err: unknown): ImageError {
  if (err instanceof ImageError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // sharp words the pixel limit as "Input image exceeds pixel limit".
  if (/pixel limit/i.test(message)) return new ImageError("imageTooLarge", message);
  return new ImageError("imageFormat", message);
}
