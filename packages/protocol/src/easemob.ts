import { z } from "zod";

/**
 * Deployments on the Easemob cloud: the user token the panel's Easemob transport logs in with, minted
 * by our server (the client id and secret never leave it), and the pre-send callback Easemob calls
 * before it delivers a message a client sent through the SDK.
 */

/** `POST /api/easemob/token`: a short-lived Easemob user token for the caller. */
export interface EasemobTokenReply {
  /** The Easemob user name: the caller's imAccount. */
  imAccount: string;
  accessToken: string;
  /** Milliseconds since the epoch (server clock). */
  expiresAt: number;
  /** "org#app", for `new connection({appKey})`. */
  appKey: string;
}

const text = (max: number) => z.string({ error: "badRequest" }).max(max, { error: "badRequest" });

/** Easemob's pre-send callback body (its own wire format, 发送前回调). */
export const easemobPreSendRequest = z.object({
  callId: text(256),
  timestamp: z.union([z.number(), z.string().max(20)], { error: "badRequest" }),
  chat_type: text(32),
  from: text(64),
  to: text(64),
  msg_id: text(64),
  payload: z.record(z.string(), z.unknown(), { error: "badRequest" }),
  security: text(64).optional(),
});
export type EasemobPreSendRequest = z.input<typeof easemobPreSendRequest>;

/**
 * The answer Easemob expects: `valid`, and when refused a `code` string that the sender's SDK gets as
 * the error message (ours is JSON `{code, msg}`, so 105 opens the out-of-coins modal).
 */
export interface EasemobPreSendReply {
  valid: boolean;
  code?: string;
}
