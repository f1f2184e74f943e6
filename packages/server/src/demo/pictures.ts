/**
 * Pictures of the demo people: an illustrated portrait per person drawn by DiceBear (CC0 styles only:
 * Notionists, Lorelei, Open Peeps, so no attribution has to travel with a rasterised picture), the
 * same face on every picture of one person (the seed is their nickname). Rasterised with sharp into
 * the same sizes an avatar or album upload gets, so the app serves them like any upload.
 */
import { createAvatar } from "@dicebear/core";
import * as lorelei from "@dicebear/lorelei";
import * as notionists from "@dicebear/notionists";
import * as openPeeps from "@dicebear/open-peeps";
import { ALBUM_LIMITS, PROFILE_LIMITS } from "@chat/protocol";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { DB } from "../db/schema.js";
import { fittedSizes, newFileKey, squareSizes, type FileStore } from "../images/index.js";

/** Who a picture shows: the nickname seeds the face, gender (0 man) picks beards or not, colours the background. */
export interface DemoSitter {
  nickname: string;
  gender: number;
  colours: readonly [string, string];
}

export interface DemoPicture {
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

const hex = (colour: string) => colour.replace(/^#/, "");

/** The portrait as SVG: the style turns with `look`, so neighbours in a list do not all look alike. */
export function portraitSvg(sitter: DemoSitter, look: number, options: { background?: boolean; flip?: boolean; pose?: number } = {}): string {
  const man = sitter.gender === 0;
  const background = options.background === false ? {} : { backgroundColor: sitter.colours.map(hex), backgroundType: ["gradientLinear" as const] };
  const common = { seed: sitter.nickname, size: 512, flip: options.flip ?? false, ...background };
  const pose = options.pose ?? 0;
  // Lorelei's hair runs short, so women are drawn in the other two styles.
  const style = look % 3 === 1 && !man ? 2 : look % 3;
  switch (style) {
    case 0:
      return createAvatar(notionists, {
        ...common,
        beardProbability: man ? 60 : 0,
        // Photo by photo the person waves, points or stands: the same face, another moment.
        gestureProbability: pose === 0 ? 0 : 100,
        gesture: [(["waveLongArms", "point", "okLongArm", "handPhone"] as const)[pose % 4]!],
      }).toString();
    case 1:
      return createAvatar(lorelei, { ...common, beardProbability: 50, earringsProbability: 0, mouth: [pose % 2 ? "happy01" : "happy03"] }).toString();
    default:
      return createAvatar(openPeeps, {
        ...common,
        facialHairProbability: man ? 70 : 0,
        head: man ? ["short1", "short2", "short3", "flatTop", "dreads1", "pomp", "twists"] : ["long", "longCurly", "bun", "mediumBangs", "medium1", "bangs", "buns"],
        maskProbability: 0,
        accessoriesProbability: pose % 2 ? 40 : 0,
        face: [(["smile", "smileBig", "cute", "calm"] as const)[pose % 4]!],
      }).toString();
  }
}

/** An avatar: the portrait on the person's colours, in the square sizes an avatar upload gets. */
export async function demoAvatar(files: FileStore, sitter: DemoSitter, look: number): Promise<{ picture: string; thumb: string }> {
  const png = await sharp(Buffer.from(portraitSvg(sitter, look))).png().toBuffer();
  const [picture, thumb] = await Promise.all(
    (await squareSizes(png, [PROFILE_LIMITS.avatarPx, PROFILE_LIMITS.avatarThumbPx])).map(async (image) => {
      const key = newFileKey(image.ext);
      await files.put(key, image.data, image.contentType);
      return key;
    }),
  );
  if (!picture || !thumb) throw new Error("demo avatar sizes missing");
  return { picture, thumb };
}

/** Skies, suns and hills of the album scenes the person stands in. */
const SCENES: readonly (readonly [string, string, string])[] = [
  ["#9ad0ec", "#f7d59c", "#4e944f"],
  ["#f9a26c", "#fbe3b9", "#6a4c93"],
  ["#355c7d", "#c06c84", "#2a363b"],
  ["#a8e6cf", "#ffd3b6", "#3b7d6e"],
];

/** One album photo (portrait, 4:5): the person in a landscape, flipped or posed differently each time. */
async function albumPhoto(files: FileStore, sitter: DemoSitter, look: number, n: number): Promise<DemoPicture> {
  const [sky, sun, hills] = SCENES[(look + n) % SCENES.length]!;
  const person = portraitSvg(sitter, look, { background: false, flip: n % 2 === 1, pose: n + 1 })
    .replace(/ width="512" height="512"/, "")
    .replace("<svg ", `<svg x="${60 + (n % 3) * 20}" y="${300 - n * 20}" width="${680 + n * 40}" height="${680 + n * 40}" `);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
    <defs><linearGradient id="demo-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}"/></linearGradient></defs>
    <rect width="800" height="1000" fill="url(#demo-sky)"/>
    <circle cx="${160 + ((n * 211) % 480)}" cy="190" r="80" fill="${sun}"/>
    <path d="M0 1000 L0 640 Q220 ${520 + n * 30} 420 640 T800 600 L800 1000Z" fill="${hills}" fill-opacity="0.8"/>
    ${person}
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  const { large, thumb } = await fittedSizes(jpeg, ALBUM_LIMITS.largePx, ALBUM_LIMITS.thumbPx);
  const key = newFileKey(large.ext);
  const thumbKey = newFileKey(thumb.ext);
  await Promise.all([files.put(key, large.data, large.contentType), files.put(thumbKey, thumb.data, thumb.contentType)]);
  return { key, thumbKey, width: large.width, height: large.height };
}

/** `count` album photos of one person. */
export function demoAlbum(files: FileStore, sitter: DemoSitter, look: number, count: number): Promise<DemoPicture[]> {
  return Promise.all(Array.from({ length: count }, (_, n) => albumPhoto(files, sitter, look, n)));
}

/** Puts the photos in the user's album, the first newest (the album lists newest first). */
export async function insertDemoAlbum(trx: Kysely<DB>, userId: number, photos: readonly DemoPicture[], now: number): Promise<void> {
  if (photos.length === 0) return;
  await trx
    .insertInto("album_photos")
    .values(photos.map((p, n) => ({ user_id: userId, key: p.key, thumb_key: p.thumbKey, width: p.width, height: p.height, created_at: now - n * 3_600_000 })))
    .execute();
}
