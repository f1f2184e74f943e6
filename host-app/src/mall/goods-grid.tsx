/** The goods of a category as a grid of cards: cover, name, price in coins, stock, and Buy. */
import type { MallGood } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LARGE_PICTURE_WIDTH, largePicture } from "../common/sized-picture.js";

/**
 * The covers of the first cards are on screen at once (two columns on a phone, more when wide) and
 * the first is the page's largest paint: they load at once, the first before anything else; the
 * rest wait until they scroll near.
 */
const EAGER_COVERS = 4;

export function GoodsGrid({ goods, loading }: { goods: MallGood[] | null; loading: boolean }) {
  if (goods === null && loading) {
    return (
      <p className="page__soon" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (!goods || goods.length === 0) {
    return (
      <p className="page__soon">
        <Trans>No goods here yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="goods-grid" aria-busy={loading || undefined}>
      {goods.map((good, index) => (
        <li key={good.id}>
          <GoodCard good={good} index={index} />
        </li>
      ))}
    </ul>
  );
}

function GoodCard({ good, index }: { good: MallGood; index: number }) {
  const { t } = useLingui();
  const cover = good.pictures[0];
  const soldOut = good.stock === 0;
  return (
    <article className="good-card" aria-labelledby={`good-${good.id}`}>
      <a className="good-card__link" href={`/goods/${good.id}`}>
        {cover ? (
          <img
            className="good-card__picture"
            // A card is at most a few hundred pixels wide: the server's 640 px WebP, not the original.
            src={largePicture(cover)}
            alt=""
            // Its box is square (mall.css); the size keeps the grid from shifting as covers arrive.
            width={LARGE_PICTURE_WIDTH}
            height={LARGE_PICTURE_WIDTH}
            {...(index === 0 ? { fetchPriority: "high" as const } : index < EAGER_COVERS ? {} : { loading: "lazy" as const })}
          />
        ) : (
          <span className="good-card__picture good-card__picture--none" />
        )}
        <h3 className="good-card__name" id={`good-${good.id}`}>
          {good.name}
        </h3>
      </a>
      <p className="good-card__price">
        <Plural value={good.price} one="# gold coin" other="# gold coins" />
      </p>
      <p className="good-card__stock">{soldOut ? <Trans>Sold out</Trans> : <Trans>{good.stock} in stock</Trans>}</p>
      {soldOut ? null : (
        <a className="button button--primary good-card__buy" href={`/order?goodId=${good.id}`} aria-label={t`Buy ${good.name}`}>
          <Trans>Buy</Trans>
        </a>
      )}
    </article>
  );
}
