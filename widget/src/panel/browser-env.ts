/** Browser pieces of the chat environment the panel supplies: cross-tab channel, image compression. */
import type { KeyValueStorage, TabChannel } from "@chat/client/core";

/** A BroadcastChannel as the chat's TabChannel (undefined where the browser has none). */
export function broadcastTabs(name: string): (TabChannel & { close(): void }) | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (event: MessageEvent) => listener(event.data);
      channel.addEventListener("message", handler);
      return () => channel.removeEventListener("message", handler);
    },
    close: () => channel.close(),
  };
}

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

/** localStorage when the page allows it (it may throw on partner pages), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    storage.getItem("chat-probe");
    return storage;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
  }
}
