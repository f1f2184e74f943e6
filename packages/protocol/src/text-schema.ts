import { z } from "zod";
import { LIMITS } from "./constants.js";
import type { MessageKey } from "./server-messages.js";
import { exceedsTextLength, isBlank } from "./text.js";

// Kept apart from text.ts so that clients counting characters never load zod (the widget's size budget).
const key = (k: MessageKey) => ({ error: k });

/** A message's text: not blank, at most LIMITS.textChars user-perceived characters. */
export const messageText = z
  .string(key("messageBlank"))
  .refine((s) => !isBlank(s), key("messageBlank"))
  .refine((s) => !exceedsTextLength(s, LIMITS.textChars), key("messageTooLong"));
