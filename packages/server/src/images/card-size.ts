import sharp from "sharp";

/**
 * The widths a stored picture is also served at (`GET /files/<key>?w=<width>`): 192 px covers an
 * 84 px card avatar up to a device pixel ratio of 2.25, 640 px an Encounter card's large photo
 * (about 320 px wide on a phone at a ratio of 2). Any other width is not served, so a client
 * cannot make the server encode pictures of arbitrary sizes.
 */
export const CARD_WIDTHS: readonly number[] = [192, 640];

export const isCardWidth = (value: unknown): value is string => typeof value === "string" && CARD_WIDTHS.some((w) => String(w) === value);

/**
 * A picture scaled down (never up) to fit `width` × `width`, as WebP: a demo avatar of 512 px goes
 * from about 20 KB of PNG to a few KB. An animated GIF keeps its first frame.
 */
export async function cardSized(data: Buffer, width: number): Promise<Buffer> {
  return sharp(data).resize(width, width, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/**
 * The encoded card sizes of the pictures asked for lately, newest kept. A file never changes under its
 * key, so an entry never goes stale; the caller still checks that the file exists and may be served
 * before it answers from here.
 */
export function createCardSizeCache(max = 200) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, width: number, load: () => Promise<Buffer>): Promise<Buffer> {
      const id = `${key}@${width}`;
      const found = entries.get(id);
      if (found) {
        entries.delete(id);
        entries.set(id, found);
        return found;
      }
      const made = load().then((data) => cardSized(data, width));
      made.catch(() => entries.delete(id));
      entries.set(id, made);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return made;
    },
  };
}
