/**
 * The opt-in Easemob transport of the panel's chat (`transport="easemob"`), loaded with the first
 * connection of a panel that asked for it, so the default bundle carries none of it.
 */
import type { Transport } from "@chat/client/core";
import { easemobTransport } from "@chat/client/easemob";
// Not through the package's index: that barrel is part of the open panel's code, and the token
// helper would be bundled with it instead of with this on-demand part.
import { easemobServerToken } from "@chat/client/easemob-token";

export function easemobChatTransport(options: { apiBase: string; appKey: string; imAccount: () => string | null; fetch?: typeof globalThis.fetch | undefined }): Transport {
  // The user token comes from our server, never a password: POST /api/easemob/token.
  const { apiBase, appKey, imAccount, fetch } = options;
  return easemobTransport({ appKey, imAccount, accessToken: easemobServerToken({ apiBase, fetch }) });
}
