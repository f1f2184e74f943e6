import { z } from "zod";

/** Burn-after-read images: the one read of a viewer. */

/** `POST /api/im/read-burnimg {msgId}`: one successful read per viewer; the URL works once, briefly. */
export const burnReadRequest = z.object({
  msgId: z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(64, { error: "badRequest" }),
  preId: z.string().max(64).optional(),
});
export interface BurnReadReply {
  /** Relative URL of the image, valid once and for `expiresInMs`. */
  url: string;
  expiresInMs: number;
  /** How long the panel shows it (spec: 8 s). */
  displayMs: number;
}
