/**
 * What an audio (voice) send stores: the sender's own recording from `POST /api/file/voice`, served at
 * its `/files/<key>` URL, with its duration read again from the stored file (never taken from the
 * client), kept beside the message (`custom` column: `{duration}`) and sent as `duration`.
 */
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/envelope.js";
import { checkVoiceFile, VoiceError, wholeSeconds } from "../uploads/index.js";

/** A voice recording's `/files/<key>` URL: the key is the capture. */
export const VOICE_URL = /(?:^|\/)files\/([0-9a-f]{32}\.(?:webm|ogg))$/;

export async function voiceContent(ctx: Pick<AppContext, "files">, key: string): Promise<{ content: string; url: string; custom: string; ext: string }> {
  const file = await ctx.files.get(key);
  if (!file) throw badRequest("voiceFormat");
  let seconds: number;
  try {
    seconds = checkVoiceFile(file.data).seconds;
  } catch (error) {
    if (error instanceof VoiceError) throw badRequest(error.kind);
    throw error;
  }
  return { content: "", url: `/files/${key}`, custom: JSON.stringify({ duration: wholeSeconds(seconds) }), ext: "{}" };
}
