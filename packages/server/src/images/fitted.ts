import sharp, { type Sharp } from "sharp";
import { processUpload } from "./process-upload.js";
import type { UploadLimits } from "./process-upload.js";
import { IMAGE_CONTENT_TYPE, IMAGE_EXT } from "./sniff.js";
import type { ImageFormat } from "./sniff.js";

/** One encoded size of a picture. */
export interface SizedImage {
  data: Buffer;
  width: number;
  height: number;
  ext: string;
  contentType: string;
}

/**
 * A photo (an album's) as a large picture that fits inside `largePx` × `largePx` and a thumbnail, the
 * centred square of `thumbPx`: checked and re-encoded by `processUpload` first (magic bytes, limits,
 * metadata dropped, JPEG turned upright), never enlarged. A photo stays JPEG; PNG and GIF become PNG
 * (an animation keeps its first frame). Throws ImageError as `processUpload` does.
 */
export async function fittedSizes(buf: Buffer, largePx: number, thumbPx: number, limits?: UploadLimits): Promise<{ large: SizedImage; thumb: SizedImage }> {
  const image = await processUpload(buf, limits);
  const format: ImageFormat = image.format === "jpeg" ? "jpeg" : "png";
  const encode = async (pipeline: Sharp): Promise<SizedImage> => {
    const { data, info } = await (format === "jpeg" ? pipeline.jpeg({ quality: 85 }) : pipeline.png()).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, ext: IMAGE_EXT[format], contentType: IMAGE_CONTENT_TYPE[format] };
  };
  const side = Math.min(image.width, image.height);
  const [large, thumb] = await Promise.all([
    encode(sharp(image.data).resize(largePx, largePx, { fit: "inside", withoutEnlargement: true })),
    encode(
      sharp(image.data)
        .extract({ left: Math.floor((image.width - side) / 2), top: Math.floor((image.height - side) / 2), width: side, height: side })
        .resize(Math.min(thumbPx, side), Math.min(thumbPx, side)),
    ),
  ]);
  return { large, thumb };
}
