/** Conversations the wallet, translation, gifts and burn-after-read stories share. */
import type { ChatMessage, GiftCatalogue } from "@chat/protocol";
import { message } from "./seeds.js";

export const SPANISH_ID = "msg-es-1";
export const BURN_ID = "msg-burn-1";

export const GIFTS: GiftCatalogue = {
  gifts: [
    { id: "rose", name: "Rose", coins: 1, icon: "🌹" },
    { id: "cake", name: "Cake", coins: 5, icon: "🎂" },
    { id: "ring", name: "Ring", coins: 99, icon: "💍" },
  ],
  freeGiftsLeft: 3,
};

export const greeting = (): ChatMessage[] => [
  message("Hi Ada! How was your weekend?", -4),
  message("Lovely, we went hiking.", -3, { mine: true }),
  message("¡Buenos días! ¿Quieres tomar un café mañana?", -2, { id: SPANISH_ID }),
];

export const burnHistory = (): ChatMessage[] => [
  message("I have something to show you", -3),
  message("", -2, { id: BURN_ID, type: "img", url: null, ext: { type: "burn" } }),
  message("", -1, { mine: true, type: "img", url: null, ext: { type: "burn" } }),
];
