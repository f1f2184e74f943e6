/**
 * POST /api/file/voice (multipart, field `file`): a voice message's recording, checked by its bytes
 * (voice-file.ts: Opus in WebM or Ogg, at most LIMITS.voiceBytes, at most 60 s), stored as it came
 * like a chat picture (the file store: local disk or the object store) and served by GET /files/:key;
 * answers `data.url` = `/files/<key>` and `data.duration` in whole seconds. The message itself is a
 * send of `messageType: "audio"` with that `audioUrl`.
 */
import { LIMITS } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok, tooMany } from "../../http/envelope.js";
import { registerUploadForm } from "../../http/multipart.js";
import { newFileKey } from "../../images/index.js";
import { checkVoiceFile, VoiceError, wholeSeconds } from "./voice-file.js";

const VOICE_RULE = { limit: 60, windowMs: 60 * 60_000 };

export interface VoiceUploadReply {
  url: string;
  /** Whole seconds, as the message will show it. */
  duration: number;
}

export async function registerVoiceUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await app.register(async (scope) => {
    await registerUploadForm(scope, { files: 1, fileBytes: LIMITS.voiceBytes, totalBytes: LIMITS.voiceBytes });

    scope.post("/api/file/voice", { preHandler: requireAuth(ctx) }, async (request) => {
      const me = callerId(request);
      if (!request.isMultipart()) throw badRequest("voiceFormat");
      const limited = await ctx.limiter.consume(`voice:${me}`, VOICE_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      const data = await readVoice(request);
      let voice;
      try {
        voice = checkVoiceFile(data);
      } catch (error) {
        if (error instanceof VoiceError) throw badRequest(error.kind);
        throw error;
      }
      const key = newFileKey(voice.format);
      await ctx.files.put(key, data, voice.contentType);
      await db.insertInto("uploads").values({ key, owner_id: me, format: voice.format, bytes: data.length, created_at: ctx.clock.now() }).execute();
      return ok<VoiceUploadReply>(request.locale, { url: `/files/${key}`, duration: wholeSeconds(voice.seconds) });
    });
  });
}

/** The bytes of the form's `file` part: 400 "voiceFormat" without one, "voiceTooLarge" past the limit. */
async function readVoice(request: FastifyRequest): Promise<Buffer> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw badRequest("voiceTooLarge");
      return data;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("voiceTooLarge");
    if (typeof code === "string" && code.startsWith("FST_")) throw badRequest("badRequest");
    throw error;
  }
  throw badRequest("voiceFormat");
}
