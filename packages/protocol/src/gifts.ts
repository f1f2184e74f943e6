/** Gifts: the catalogue with prices, what may still be given free this month, and the records. */

/** A gift of the catalogue (`GET /api/gift/list`). */
export interface GiftItem {
  id: string;
  name: string;
  /** Coins per gift. */
  coins: number;
  /** Emoji shown as the gift picture. */
  icon: string;
}

/**
 * The gift catalogue: what members may give (the server prices and checks sends against it), and what
 * a gift message's `custom.id` names, so any screen (the console's inbox too) shows a gift as members see it.
 */
export const GIFT_CATALOGUE: readonly GiftItem[] = [
  { id: "rose", name: "Rose", coins: 1, icon: "🌹" },
  { id: "coffee", name: "Coffee", coins: 2, icon: "☕" },
  { id: "heart", name: "Heart", coins: 5, icon: "💖" },
  { id: "cake", name: "Cake", coins: 10, icon: "🎂" },
  { id: "diamond", name: "Diamond", coins: 50, icon: "💎" },
  { id: "rocket", name: "Rocket", coins: 100, icon: "🚀" },
];

/** `GET /api/gift/list` reply: the catalogue and what the caller may still give for free this month. */
export interface GiftCatalogue {
  gifts: GiftItem[];
  /** Free gifts left this month; null means unlimited (SVIP). */
  freeGiftsLeft: number | null;
}

/** One row of `GET /api/gift/records?direction=given|received&page=&pageSize=` (spec: name, number, donor, donee, time). */
export interface GiftRecord {
  id: number;
  giftId: string;
  name: string;
  number: number;
  donorId: number;
  donorNickname: string;
  doneeId: number;
  doneeNickname: string;
  note: string;
  /** Coins paid (0 when free). */
  coins: number;
  messageId: string;
  time: number;
}

export interface GiftRecordPage {
  records: GiftRecord[];
  total: number;
}
