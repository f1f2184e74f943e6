/** Posting moments in tests: the multipart form of POST /api/dynamic/release and a small picture. */
import type { Moment } from "@chat/protocol";
import sharp from "sharp";
import type { TestApp } from "./test-app.js";

/** A png of the given size and colour. */
export const testPng = (width = 40, height = 30, background = "#3a7") => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** The multipart body of a release: text fields, then one `file` part per picture. */
export function releaseForm(fields: Record<string, string>, files: Buffer[]): { payload: Buffer; contentType: string } {
  const boundary = "----moment-test";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  files.forEach((file, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from("\r\n"));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a release as `token`; answers the status and envelope. */
export async function release(t: TestApp, token: string, fields: Record<string, string>, files: Buffer[], language = "en") {
  const form = releaseForm(fields, files);
  const res = await t.app.inject({ method: "POST", url: "/api/dynamic/release", headers: { authorization: `Bearer ${token}`, "accept-language": language, "content-type": form.contentType }, payload: form.payload });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: Moment | null }>() };
}

/** Posts a moment (one picture unless told) and returns it; throws when the post fails. */
export async function postMoment(t: TestApp, token: string, text = "hello", options: { type?: 0 | 1; pictures?: number } = {}): Promise<Moment> {
  const png = await testPng();
  const res = await release(t, token, { text, type: String(options.type ?? 0) }, Array.from({ length: options.pictures ?? 1 }, () => png));
  if (res.status !== 200 || !res.body.data) throw new Error(`release failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
