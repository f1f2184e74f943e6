/**
 * The server's price table: coin packages (money), translation and membership packages (coins) and
 * the gift catalogue. The client only ever sends an id from these lists.
 * A gold coin is about 1 USD with no discount (product §9).
 */
import type { CoinPackage, GiftItem, TranslatePackage, VipPackage } from "@chat/protocol";

export const COIN_PACKAGES: readonly CoinPackage[] = [
  { id: "coins-10", coins: 10, price: 1_000, currency: "USD" },
  { id: "coins-30", coins: 30, price: 3_000, currency: "USD" },
  { id: "coins-50", coins: 50, price: 5_000, currency: "USD" },
  { id: "coins-100", coins: 100, price: 10_000, currency: "USD" },
  { id: "coins-300", coins: 300, price: 30_000, currency: "USD" },
];

export const TRANSLATE_PACKAGES: readonly TranslatePackage[] = [
  { id: "chars-5000", characters: 5_000, coins: 40 },
  { id: "chars-20000", characters: 20_000, coins: 150 },
  { id: "chars-100000", characters: 100_000, coins: 700 },
];

export const VIP_PACKAGES: readonly VipPackage[] = [
  { id: "vip-30", vipLevel: 1, days: 30, coins: 30, characters: 2_000, freeGiftsPerMonth: 5, blurUses: 5 },
  { id: "vip-90", vipLevel: 1, days: 90, coins: 80, characters: 6_000, freeGiftsPerMonth: 5, blurUses: 15 },
  { id: "svip-30", vipLevel: 2, days: 30, coins: 100, characters: 10_000, freeGiftsPerMonth: null, blurUses: 20 },
  { id: "svip-90", vipLevel: 2, days: 90, coins: 270, characters: 30_000, freeGiftsPerMonth: null, blurUses: 60 },
];

export const GIFTS: readonly GiftItem[] = [
  { id: "rose", name: "Rose", coins: 1, icon: "🌹" },
  { id: "coffee", name: "Coffee", coins: 2, icon: "☕" },
  { id: "heart", name: "Heart", coins: 5, icon: "💖" },
  { id: "cake", name: "Cake", coins: 10, icon: "🎂" },
  { id: "diamond", name: "Diamond", coins: 50, icon: "💎" },
  { id: "rocket", name: "Rocket", coins: 100, icon: "🚀" },
];

export const findById = <T extends { id: string }>(list: readonly T[], id: string): T | undefined => list.find((p) => p.id === id);
