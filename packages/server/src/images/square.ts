import sharp from "sharp";
import { processUpload } from "./process-upload.js";
import type { UploadLimits } from "./process-upload.js";
import { IMAGE_CONTENT_TYPE, IMAGE_EXT } from "./sniff.js";
import type { ImageFormat } from "./sniff.js";

/** One square size of a picture, encoded. */
export interface SquareImage {
  data: Buffer;
  /** Width and height in pixels. */
  size: number;
  ext: string;
  contentType: string;
}

/**
 * A picture (an avatar) as squares of the given sizes: checked and re-encoded by `processUpload`
 * (magic bytes, limits, metadata dropped, JPEG turned upright), then the centred square of its shorter
 * side, scaled down to each size (never up). A photo stays JPEG; PNG and GIF become PNG (an animation
 * keeps its first frame), so transparency survives. Throws ImageError as `processUpload` does.
 */
export async function squareSizes(buf: Buffer, sizes: readonly number[], limits?: UploadLimits): Promise<SquareImage[]> {
  const image = await processUpload(buf, limits);
  const side = Math.min(image.width, image.height);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const format: ImageFormat = image.format === "jpeg" ? "jpeg" : "png";
  return Promise.all(
    sizes.map(async (wanted) => {
      const size = Math.min(wanted, side);
      const square = sharp(image.data).extract({ left, top, width: side, height: side }).resize(size, size);
      const data = await (format === "jpeg" ? square.jpeg({ quality: 85 }) : square.png()).toBuffer();
      return { data, size, ext: IMAGE_EXT[format], contentType: IMAGE_CONTENT_TYPE[format] };
    }),
  );
}
