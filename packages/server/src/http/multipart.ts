/** Reading the one file of an upload form (multipart, field `file`), as the upload routes take it. */
import type { FastifyRequest } from "fastify";
import { badRequest } from "./envelope.js";

/** @fastify/multipart limits for a form of one file of at most `maxBytes`. */
export const oneFileLimits = (maxBytes: number) => ({ fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 });

/**
 * The bytes of the form's `file` field; other parts are drained. A 400 "imageFormat" when there is no
 * such file, "imageTooLarge" when it passes the scope's size limit.
 */
export async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest("imageFormat");
  let data: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== "file") continue;
    if (part.fieldname !== "file" || data) {
      part.file.resume();
      continue;
    }
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("imageTooLarge");
      throw error;
    }
    if (part.file.truncated) throw badRequest("imageTooLarge");
  }
  if (!data) throw badRequest("imageFormat");
  return data;
}
