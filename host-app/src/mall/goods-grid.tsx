/** The goods of a category as a grid of cards: cover, name, price in coins, stock, and Buy. */
import type { MallGood } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

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
      {goods.map((good) => (
        <li key={good.id}>
          <GoodCard good={good} />
        </li>
      ))}
    </ul>
  );
}

function GoodCard({ good }: { good: MallGood }) {
  const { t } = useLingui();
  const cover = good.pictures[0];
  const soldOut = good.stock === 0;
  return (
    <article className="good-card" aria-labelledby={`good-${good.id}`}>
      <a className="good-card__link" href={`/goods/${good.id}`}>
        {cover ? <img className="good-card__picture" src={cover} alt="" loading="lazy" /> : <span className="good-card__picture good-card__picture--none" />}
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
