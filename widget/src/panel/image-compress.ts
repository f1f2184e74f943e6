/**
 * The chat's image compression in the browser (canvas), loaded with the first picture the user sends
 * (chat-run-environment.ts), not with the launcher or the open panel.
 */
const MAX_WIDTH = 1920;
const MAX_HEIGHT = 1080;
const QUALITY = 0.5;

/**
 * Spec §5: shrinks a picture to at most 1920×1080 and re-encodes it at quality 0.5 (JPEG; a GIF keeps
 * its animation by staying as it is). Falls back to the original when the browser cannot decode it.
 */
export async function canvasCompress(image: Blob): Promise<Blob> {
  if (image.type === "image/gif" || typeof createImageBitmap !== "function" || typeof OffscreenCanvas === "undefined") return image;
  try {
    const bitmap = await createImageBitmap(image);
    const scale = Math.min(1, MAX_WIDTH / bitmap.width, MAX_HEIGHT / bitmap.height);
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return image;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await canvas.convertToBlob({ type: "image/jpeg", quality: QUALITY });
    return smaller.size < image.size ? smaller : image;
  } catch {
    return image;
  }
}
