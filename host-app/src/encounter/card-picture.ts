/**
 * A card's picture at the size the server scales it to for cards (`/files/<key>?w=192`, WebP; see
 * packages/server/src/images/card-size.ts): the top card's picture is the landing page's largest
 * paint, and the original avatar (512 px PNG, about 20 KB) is far more than an 84 px avatar needs.
 * Pictures from elsewhere (not an upload) stay as they are.
 */
export const CARD_PICTURE_WIDTH = 192;

export function cardPicture(url: string): string {
  return /^\/files\/[^/?#]+$/.test(url) ? `${url}?w=${CARD_PICTURE_WIDTH}` : url;
}
