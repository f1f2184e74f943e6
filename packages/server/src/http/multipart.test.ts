import { connect } from "node:net";
import { SERVER_MESSAGES } from "@chat/protocol";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMoment, releaseForm, testPng } from "../testing/moments.js";
import { addUser } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { AppError } from "./envelope.js";
import { readImageForm, registerUploadForm } from "./multipart.js";
import type { FormLimits } from "./multipart.js";

/** `bytes` long, starting with png's signature: a picture as far as the first bytes can tell. */
const pngLike = (bytes: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 1)]);
const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");

describe("reading an upload form part by part", () => {
  const limits: FormLimits = { files: 3, fileBytes: 100, totalBytes: 250 };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(async (scope) => {
      await registerUploadForm(scope, limits);
      scope.post("/form", async (request) => {
        const sizes: number[] = [];
        try {
          const fields = await readImageForm(request, limits, (data) => {
            sizes.push(data.length);
          });
          return { fields, sizes };
        } catch (error) {
          if (error instanceof AppError) return { refused: error.messageKey, sizes };
          throw error;
        }
      });
    });
  });
  afterAll(() => app.close());

  const send = async (fields: Record<string, string>, files: Buffer[]) => {
    const form = releaseForm(fields, files);
    const res = await app.inject({ method: "POST", url: "/form", headers: { "content-type": form.contentType }, payload: form.payload });
    return res.json<{ fields?: Record<string, string>; sizes: number[]; refused?: string }>();
  };

  it("hands over each picture in order with the text fields", async () => {
    expect(await send({ text: "hi", type: "1" }, [pngLike(100), pngLike(60)])).toEqual({ fields: { text: "hi", type: "1" }, sizes: [100, 60] });
  });

  it("stops at the first part that is no picture, after handing over the ones before it", async () => {
    expect(await send({}, [pngLike(40), svg, pngLike(40)])).toEqual({ refused: "imageFormat", sizes: [40] });
    expect(await send({}, [Buffer.from("GIF8")])).toEqual({ refused: "imageFormat", sizes: [] });
  });

  it("refuses a file over its cap, the files over the total, and a file too many", async () => {
    expect(await send({}, [pngLike(101)])).toEqual({ refused: "imageTooLarge", sizes: [] });
    expect(await send({}, [pngLike(100), pngLike(100), pngLike(100)])).toEqual({ refused: "imageTooLarge", sizes: [100, 100] });
    expect(await send({}, [pngLike(10), pngLike(10), pngLike(10), pngLike(10)])).toEqual({ refused: "badRequest", sizes: [10, 10, 10] });
  });
});

describe("upload routes answer before reading a body they refuse", () => {
  let t: TestApp;
  let port = 0;
  let author: TestUser;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
    port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
    author = await addUser(t, "Author");
  });
  afterAll(() => t.close());

  const DECLARED = 90 * 1024 * 1024;

  /**
   * Sends the head of a POST that declares a 90 MB body, then only `start` of it, and never the rest:
   * resolves with the answer once the server has closed the connection (it never will if it waits
   * for the body).
   */
  const refusedEarly = (path: string, token: string | undefined, contentType: string, start: Buffer) =>
    new Promise<{ status: number; headers: string; body: { code: number; msg: string } }>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, "127.0.0.1", () => {
        const auth = token ? `Authorization: Bearer ${token}\r\n` : "";
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}Content-Type: ${contentType}\r\nContent-Length: ${DECLARED}\r\n\r\n`);
        socket.write(start);
      });
      const timer = setTimeout(() => reject(new Error(`no answer and close for ${path}: ${Buffer.concat(chunks).toString()}`)), 10_000);
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString();
        const [head = "", body = ""] = text.split("\r\n\r\n");
        resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: JSON.parse(body) as { code: number; msg: string } });
      });
    });

  /** The start of a release form: its fields, then the first bytes of its first picture. */
  const releaseStart = (first: Buffer) => {
    const form = releaseForm({ text: "hello", type: "0" }, [first]);
    // Cut before the closing part of the form: the rest of the picture is "still coming".
    return { contentType: form.contentType, start: form.payload.subarray(0, form.payload.indexOf(first) + first.length) };
  };

  it("refuses a release without a session before its body comes", async () => {
    const { contentType, start } = releaseStart(await testPng());
    const res = await refusedEarly("/api/dynamic/release", undefined, contentType, start);
    expect(res.status).toBe(401);
    expect(res.headers).toContain("connection: close");
  });

  it("refuses a release past the rate limit before its body comes", async () => {
    const busy = await addUser(t, "Busy");
    for (let i = 0; i < 20; i++) await postMoment(t, busy.token, `moment ${i}`);
    const { contentType, start } = releaseStart(await testPng());
    const res = await refusedEarly("/api/dynamic/release", busy.token, contentType, start);
    expect(res.status).toBe(429);
    expect(res.headers).toContain("connection: close");
  });

  it("refuses a release at the first bytes of a part that is no picture, storing nothing", async () => {
    const { contentType, start } = releaseStart(svg);
    const res = await refusedEarly("/api/dynamic/release", author.token, contentType, start);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(SERVER_MESSAGES.imageFormat);
    const stored = await t.database.db.selectFrom("moments").select("id").where("user_id", "=", author.id).execute();
    expect(stored).toEqual([]);
  });

  it("refuses a chat image, an avatar and an album photo at the first bytes that are no picture", async () => {
    const form = releaseForm({}, [svg]);
    const start = form.payload.subarray(0, form.payload.indexOf(svg) + svg.length);
    for (const path of ["/api/file/upload", "/api/user/avatar-upload", "/api/album/upload"]) {
      const res = await refusedEarly(path, author.token, form.contentType, start);
      expect(res.status, path).toBe(400);
      expect(res.body.msg, path).toBe(SERVER_MESSAGES.imageFormat);
    }
  });

  it("keeps the connection of an upload it read to the end", async () => {
    const form = releaseForm({ text: "kept", type: "0" }, [await testPng()]);
    const res = await t.app.inject({ method: "POST", url: "/api/dynamic/release", headers: { authorization: `Bearer ${author.token}`, "content-type": form.contentType }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe("close");
  });
});
