/**
 * Demo album photos: small landscapes (a sky, a sun, hills) drawn without text so they need no font,
 * made into the same sizes an album upload gets.
 */
import { ALBUM_LIMITS } from "@chat/protocol";
import sharp from "sharp";
import { fittedSizes, newFileKey, type FileStore } from "../images/index.js";

export interface DemoPhoto {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** Sky and hill colours of the demo landscapes. */
const SCENES: readonly (readonly [string, string, string])[] = [
  ["#9ad0ec", "#f7d59c", "#4e944f"],
  ["#f9a26c", "#fbe3b9", "#6a4c93"],
  ["#355c7d", "#c06c84", "#2a363b"],
  ["#a8e6cf", "#ffd3b6", "#3b7d6e"],
  ["#ffaaa5", "#ffe6a7", "#8c5e58"],
];

async function demoPhoto(files: FileStore, [sky, sun, hills]: readonly [string, string, string], seed: number): Promise<DemoPhoto> {
  const sunX = 220 + ((seed * 173) % 760);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <circle cx="${sunX}" cy="230" r="90" fill="${sun}"/>
    <path d="M0 800 L0 560 Q300 ${420 + seed * 20} 600 560 T1200 520 L1200 800Z" fill="${hills}"/>
    <path d="M0 800 L0 680 Q400 600 800 690 T1200 660 L1200 800Z" fill="${hills}" fill-opacity="0.7"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { large, thumb } = await fittedSizes(png, ALBUM_LIMITS.largePx, ALBUM_LIMITS.thumbPx);
  const key = newFileKey(large.ext);
  const thumbKey = newFileKey(thumb.ext);
  await Promise.all([files.put(key, large.data, large.contentType), files.put(thumbKey, thumb.data, thumb.contentType)]);
  return { key, thumbKey, width: large.width, height: large.height };
}

/** `count` demo photos, each a different scene. */
export function demoPhotos(files: FileStore, count: number, offset = 0): Promise<DemoPhoto[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => demoPhoto(files, SCENES[(i + offset) % SCENES.length]!, i + offset)));
}
