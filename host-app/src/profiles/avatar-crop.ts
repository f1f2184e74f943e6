/**
 * The avatar's square: the centre of the picture, narrowed by the zoom, drawn at the stored size. The
 * server re-encodes and centre-crops again, so this only decides what the user sees and sends.
 */
import { PROFILE_LIMITS } from "@chat/protocol";

/** The source square of a width × height picture at a zoom of 1 (whole short side) or more. */
export function centreSquare(width: number, height: number, zoom: number) {
  const side = Math.min(width, height) / Math.max(1, zoom);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

/** Crops a picture file to its centre square; the file itself when the browser cannot draw it. */
export async function cropToSquare(file: Blob, zoom: number): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = Math.min(PROFILE_LIMITS.avatarPx, bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const context = canvas.getContext("2d");
    if (!context) return file;
    const { x, y, side } = centreSquare(bitmap.width, bitmap.height, zoom);
    context.drawImage(bitmap, x, y, side, side, 0, 0, size, size);
    bitmap.close();
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), "image/png"));
  } catch {
    return file;
  }
}
