import { demoUser } from "@chat/client/test";
import type { UserInfo, WalletBalance } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { meCounts } from "./me-counts.js";

const balance = (b: Partial<WalletBalance>): WalletBalance => ({ goldCoin: 0, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null, ...b });

describe("the Me page's counts", () => {
  it("are none while no one is signed in", () => {
    expect(meCounts(atom<UserInfo | null>(null), atom<WalletBalance | null>(null)).get()).toBeNull();
  });

  it("come from my info until the wallet has balances, then follow the wallet", () => {
    const $user = atom<UserInfo | null>(
      demoUser({ vipLevel: 0, userAccountVo: { goldCoin: 12, character: 300, vipCharacter: 200 }, userDataVo: { fans: 3, follow: 4 } }),
    );
    const $wallet = atom<WalletBalance | null>(null);
    const $counts = meCounts($user, $wallet);
    expect($counts.get()).toEqual({ goldCoins: 12, characters: 500, followers: 3, following: 4, vipLevel: 0 });
    // A top-up and a membership bought elsewhere in the app show here at once.
    $wallet.set(balance({ goldCoin: 40, character: 10, vipCharacter: 5, vipLevel: 2 }));
    expect($counts.get()).toEqual({ goldCoins: 40, characters: 15, followers: 3, following: 4, vipLevel: 2 });
  });
});
