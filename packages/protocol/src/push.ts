import { z } from "zod";

/**
 * Web Push: a browser subscribes with the server's VAPID public key and posts its subscription (the
 * shape of `PushSubscription.toJSON()`); when a message, a friend request or a match reaches a user
 * with no open socket, the server pushes a `PushPayload` (encrypted, RFC 8291) to each of the user's
 * subscriptions, and the web app's service worker shows it.
 */

/** `GET /api/push/vapid-public-key`: the `applicationServerKey` for `pushManager.subscribe`. */
export interface VapidPublicKeyReply {
  /** The uncompressed P-256 public key, base64url (87 characters). */
  publicKey: string;
}

/** An https URL without credentials, of at most 1024 characters (the push service's, for this browser). */
const endpoint = z
  .string({ error: "pushEndpointInvalid" })
  .max(1024, { error: "pushEndpointInvalid" })
  .regex(/^https:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/, { error: "pushEndpointInvalid" });

/** `POST /api/push/subscribe`: the browser's subscription; `expirationTime` and other fields are ignored. */
export const pushSubscribeRequest = z.object({
  endpoint,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, the first 0x04) and a 16-byte secret, base64url.
      p256dh: z.string({ error: "pushKeysInvalid" }).regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: "pushKeysInvalid" }),
      auth: z.string({ error: "pushKeysInvalid" }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: "pushKeysInvalid" }),
    },
    { error: "pushKeysInvalid" },
  ),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequest>;

/** `POST /api/push/unsubscribe`: one of the caller's subscriptions. */
export const pushUnsubscribeRequest = z.object({ endpoint });
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeRequest>;

/** What a push is about. */
export type PushKind = "message" | "friend-request" | "match";

/** The decrypted body of a push, which the service worker (host-app/public/sw.js) shows as is. */
export interface PushPayload {
  kind: PushKind;
  /** The sender's, applicant's or match's nickname. */
  title: string;
  /** In the recipient's language: the text (unless they hide it), "Picture", "Gift", "Voice message"… */
  body: string;
  /** Their avatar (or the app's icon). */
  icon: string;
  /** The page that opens on a click: the conversation, the applicant's home page, Encounter. */
  url: string;
  /** One per message, application or match: a repeated push replaces its notification, never adds one. */
  tag: string;
  /** The other person's user id. */
  peerId: number;
}
