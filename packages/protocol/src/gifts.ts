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
