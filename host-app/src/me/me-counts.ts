/**
 * The numbers the Me page shows beside its links, derived from the stores the side bar reads: the
 * signed-in user (my info) and the live wallet. No requests of its own.
 */
import type { UserInfo, WalletBalance } from "@chat/protocol";
import { computed, type ReadableAtom } from "nanostores";

export interface MeCounts {
  goldCoins: number;
  /** Translation characters of both kinds (bought and the membership's), as the side bar adds them. */
  characters: number;
  followers: number;
  following: number;
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: number;
}

/**
 * The wallet's balances once it has them (it follows purchases and the panel's `chat-wallet` events);
 * until then my info's, which may be older. Null while no one is signed in.
 */
export function meCounts($user: ReadableAtom<UserInfo | null>, $wallet: ReadableAtom<WalletBalance | null>): ReadableAtom<MeCounts | null> {
  return computed([$user, $wallet], (user, wallet) => {
    if (!user) return null;
    const { goldCoin, character, vipCharacter } = wallet ?? user.userAccountVo;
    return {
      goldCoins: goldCoin,
      characters: character + vipCharacter,
      followers: user.userDataVo.fans,
      following: user.userDataVo.follow,
      // A membership bought on the wallet page shows at once.
      vipLevel: wallet?.vipLevel ?? user.vipLevel,
    };
  });
}
