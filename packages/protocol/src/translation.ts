import { z } from "zod";

/** On-demand translation of a received message. */

/**
 * `POST /api/translate/tranlate-chat-message` (spec's path kept as written): translate a received message
 * on demand. `fromId` is the message id (its stored text is used); without it, `content` is translated.
 * `targetId` is the target language code (defaults to the caller's language).
 */
export const translateChatRequest = z.object({
  targetId: z.string({ error: "badRequest" }).max(16, { error: "badRequest" }).optional(),
  content: z.string({ error: "badRequest" }).max(20_000, { error: "messageTooLong" }).optional(),
  fromId: z.union([z.string().max(64), z.number().int()], { error: "badRequest" }).transform(String).optional(),
});
export interface TranslateChatReply {
  translateContent: string;
  translateRecordId: string;
  /** What it cost the caller (0/0 on a repeat or a free conversion). */
  charged: { characters: number; coins: number };
}
