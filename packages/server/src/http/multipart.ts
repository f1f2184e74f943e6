/**
 * Upload forms (multipart), read part by part so a request never holds more than one picture: each
 * `file` part is refused at its first bytes unless they are a png, jpeg or gif, capped per file and in
 * total, and handed on before the next part is read. A refusal closes the connection (see below).
 */
import multipart from "@fastify/multipart";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_UPLOAD_LIMITS, sniffImage } from "../images/index.js";
import { badRequest } from "./envelope.js";

/** What one upload form may hold. */
export interface FormLimits {
  /** `file` parts; one more is a 400 "badRequest". */
  files: number;
  /** Bytes of one file; more is a 400 "imageTooLarge". */
  fileBytes: number;
  /** Bytes of all files together; more is a 400 "imageTooLarge". */
  totalBytes: number;
}

/** The form of the single-picture uploads (chat image, avatar, album photo, a good's picture). */
export const ONE_IMAGE_FORM: FormLimits = { files: 1, fileBytes: DEFAULT_UPLOAD_LIMITS.maxBytes, totalBytes: DEFAULT_UPLOAD_LIMITS.maxBytes };

/** The longest signature sniffImage knows (png's 8 bytes): this much decides whether a part is a picture. */
const MAGIC_BYTES = 8;

/**
 * Registers @fastify/multipart on an upload route's scope. An answer given before the client finished
 * sending (401, 429, a non-image, a file too large) closes the connection instead of reading the rest
 * of a body of up to tens of megabytes only to discard it, as Fastify does when a body fails to parse.
 */
export async function registerUploadForm(scope: FastifyInstance, limits: FormLimits): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: limits.fileBytes, files: limits.files, fields: 5, fieldSize: 8 * 1024, parts: limits.files + 5, headerPairs: 50 },
  });
  scope.addHook("onSend", (request, reply, payload, done) => {
    if (!request.raw.complete && !request.raw.readableEnded) reply.header("connection", "close");
    done(null, payload);
  });
}

/**
 * Reads the form's parts in order: text fields are kept (the last of a name wins), each `file` part is
 * read whole and passed to `onFile`, which finishes before the next part is read; file parts of other
 * names are skipped. Throws a 400: "imageFormat" at the first bytes of a file that is no picture (the
 * rest of the form unread), "imageTooLarge" past a cap, "badRequest" for a malformed or oversized form.
 */
export async function readImageForm(request: FastifyRequest, limits: FormLimits, onFile: (data: Buffer) => Promise<void> | void): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      const data = await readImage(part, limits.totalBytes - total);
      total += data.length;
      await onFile(data);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw badRequest("imageTooLarge");
    if (typeof code === "string" && code.startsWith("FST_")) throw badRequest("badRequest");
    throw error;
  }
  return fields;
}

/** One file part's bytes, at most `budget` of them, refused as soon as its first bytes are no picture. */
async function readImage(part: MultipartFile, budget: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let sniffed = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    bytes += chunk.length;
    if (bytes > budget) throw badRequest("imageTooLarge");
    if (!sniffed && bytes >= MAGIC_BYTES) {
      if (!sniffImage(Buffer.concat(chunks))) throw badRequest("imageFormat");
      sniffed = true;
    }
  }
  if (part.file.truncated) throw badRequest("imageTooLarge");
  const data = Buffer.concat(chunks);
  if (!sniffed && !sniffImage(data)) throw badRequest("imageFormat");
  return data;
}

/** The bytes of the form's one `file` picture: 400 "imageFormat" when there is none (readImageForm's refusals besides). */
export async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest("imageFormat");
  let data: Buffer | undefined;
  await readImageForm(request, ONE_IMAGE_FORM, (file) => {
    data = file;
  });
  if (!data) throw badRequest("imageFormat");
  return data;
}
