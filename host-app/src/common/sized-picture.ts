/**
 * Uploaded pictures at the sizes the server scales them to (`/files/<key>?w=<width>`, WebP; see
 * packages/server/src/images/card-size.ts): an original (a 512 px avatar PNG, a 1280 px album photo)
 * is far more than an avatar or a card needs, and the top card's photo is the landing page's largest
 * paint. Pictures from elsewhere (not an upload) stay as they are.
 */

/** Covers an avatar or a card's picture up to 84 px at a device pixel ratio of 2.25. */
export const SMALL_PICTURE_WIDTH = 192;
/** A large photo (an Encounter card's, a mall cover): about 320 px wide on a phone, at a ratio of 2. */
export const LARGE_PICTURE_WIDTH = 640;

const sized = (url: string, width: number) => (/^\/files\/[^/?#]+$/.test(url) ? `${url}?w=${width}` : url);

/** An avatar or a card's small picture. */
export const smallPicture = (url: string): string => sized(url, SMALL_PICTURE_WIDTH);

/** A large photo. */
export const largePicture = (url: string): string => sized(url, LARGE_PICTURE_WIDTH);
