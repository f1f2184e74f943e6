/**
 * Voice recordings for tests, built byte by byte (no encoder needed): Opus in Ogg (RFC 7845 pages with
 * their CRC) and in WebM (as Chromium's MediaRecorder writes it: Segment and Clusters of unknown size,
 * no Duration), one 20 ms packet of silence per block, and the multipart form that uploads one.
 */
import type { TestApp } from "../../testing/test-app.js";

/** A 20 ms Opus packet of silence (TOC: CELT fullband, 20 ms, one frame). */
const SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
const FRAMES_PER_SECOND = 50;
const PRE_SKIP = 312;

function opusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12);
  return head;
}

// ── Ogg ──────────────────────────────────────────────────────────────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let r = i << 24;
  for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggPage(packets: Buffer[], granule: bigint, sequence: number, flags: number): Buffer {
  const lacing = packets.flatMap((p) => [...Array.from({ length: Math.floor(p.length / 255) }, () => 255), p.length % 255]);
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x766f6963, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  page.writeUInt32LE(crc, 22);
  return page;
}

/** Opus in Ogg that plays `seconds` (pages of at most 250 packets; the last one flagged end of stream). */
export function oggOpus(seconds: number): Buffer {
  const tags = Buffer.concat([Buffer.from("OpusTags", "latin1"), Buffer.from([4, 0, 0, 0]), Buffer.from("test", "latin1"), Buffer.alloc(4)]);
  const pages = [oggPage([opusHead()], 0n, 0, 2), oggPage([tags], 0n, 1, 0)];
  const frames = Math.round(seconds * FRAMES_PER_SECOND);
  for (let done = 0; done < frames; ) {
    const count = Math.min(250, frames - done);
    done += count;
    pages.push(oggPage(Array.from({ length: count }, () => SILENCE), BigInt(PRE_SKIP + done * 960), pages.length, done === frames ? 4 : 0));
  }
  return Buffer.concat(pages);
}

// ── WebM ─────────────────────────────────────────────────────────────────────────────────────────

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function element(id: number, payload: Buffer | string | number, unknownSize = false): Buffer {
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
  const data = typeof payload === "string" ? Buffer.from(payload, "latin1") : typeof payload === "number" ? uint(payload) : payload;
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(data.length, 2, 6);
  return Buffer.concat([idBytes, unknownSize ? UNKNOWN_SIZE : size, data]);
}

function uint(value: number): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
}

function float64(value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return data;
}

function simpleBlock(relativeMs: number): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x81; // track 1
  head.writeInt16BE(relativeMs, 1);
  head[3] = 0x80; // keyframe
  return element(0xa3, Buffer.concat([head, SILENCE]));
}

/**
 * Opus in WebM that plays `seconds`: one Cluster a second. `duration` writes an Info Duration (in ms),
 * `codec` another track codec.
 */
export function webmOpus(seconds: number, options: { duration?: number; codec?: string } = {}): Buffer {
  const header = element(0x1a45dfa3, Buffer.concat([element(0x4286, 1), element(0x42f7, 1), element(0x42f2, 4), element(0x42f3, 8), element(0x4282, "webm"), element(0x4287, 4), element(0x4285, 2)]));
  const info = element(0x1549a966, Buffer.concat([element(0x2ad7b1, 1_000_000), element(0x4d80, "test"), element(0x5741, "test"), ...(options.duration === undefined ? [] : [element(0x4489, float64(options.duration))])]));
  const audio = element(0xe1, Buffer.concat([element(0xb5, float64(48_000)), element(0x9f, 1)]));
  const track = element(0xae, Buffer.concat([element(0xd7, 1), element(0x73c5, 1), element(0x83, 2), element(0x86, options.codec ?? "A_OPUS"), element(0x63a2, opusHead()), audio]));
  const clusters: Buffer[] = [];
  const frames = Math.round(seconds * FRAMES_PER_SECOND);
  for (let second = 0; second * FRAMES_PER_SECOND < frames; second++) {
    const blocks = Array.from({ length: Math.min(FRAMES_PER_SECOND, frames - second * FRAMES_PER_SECOND) }, (_, i) => simpleBlock(i * 20));
    clusters.push(element(0x1f43b675, Buffer.concat([element(0xe7, second * 1000), ...blocks]), true));
  }
  return Buffer.concat([header, element(0x18538067, Buffer.concat([info, element(0x1654ae6b, track), ...clusters]), true)]);
}

// ── Upload ───────────────────────────────────────────────────────────────────────────────────────

/** POSTs `file` to /api/file/voice as `token`, named and typed as told; answers the status and envelope. */
export async function uploadVoice(t: TestApp, token: string, file: Buffer, name = "voice.webm", type = "audio/webm") {
  const boundary = "----voice-test";
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({ method: "POST", url: "/api/file/voice", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
  return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: { url: string; duration: number } | null }>() };
}
