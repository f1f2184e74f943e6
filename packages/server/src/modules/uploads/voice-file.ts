/**
 * What a voice message's file is, read from its bytes alone (never its name or Content-Type): Opus in
 * WebM (the EBML header, DocType "webm", every track "A_OPUS") or in Ogg (pages "OggS", the first
 * packet "OpusHead"), and how long it plays, read from the container: for Ogg the last granule position
 * (48 kHz samples) less the pre-skip; for WebM the longer of the Info's Duration and the span from the
 * first block's time to the last one's (MediaRecorder writes no Duration, and a Duration could
 * understate the blocks).
 */
import { LIMITS } from "@chat/protocol";

/** Why a file is refused: not a voice recording, too many bytes, or plays too long. */
export type VoiceErrorKind = "voiceFormat" | "voiceTooLarge" | "voiceTooLong";

export class VoiceError extends Error {
  constructor(readonly kind: VoiceErrorKind) {
    super(kind);
    this.name = "VoiceError";
  }
}

export interface VoiceFile {
  format: "webm" | "ogg";
  contentType: string;
  /** How long it plays, in seconds (not rounded). */
  seconds: number;
}

/** What a recording may run over the limit (a recorder stopped at 60 s stops a frame or two late). */
export const VOICE_TOLERANCE_S = 0.5;

/** The file's format and duration; throws VoiceError when it is no Opus recording, too large or too long. */
export function checkVoiceFile(data: Buffer): VoiceFile {
  if (data.length > LIMITS.voiceBytes) throw new VoiceError("voiceTooLarge");
  const file = isWebm(data) ? { format: "webm" as const, contentType: "audio/webm", seconds: webmSeconds(data) } : isOgg(data) ? { format: "ogg" as const, contentType: "audio/ogg", seconds: oggSeconds(data) } : undefined;
  if (!file || !(file.seconds > 0)) throw new VoiceError("voiceFormat");
  if (file.seconds > LIMITS.recordingHintS + VOICE_TOLERANCE_S) throw new VoiceError("voiceTooLong");
  return file;
}

/** Whole seconds as a message shows them: rounded, at least 1. */
export const wholeSeconds = (seconds: number) => Math.max(1, Math.round(seconds));

const bad = () => new VoiceError("voiceFormat");

// ── Ogg (RFC 3533) with Opus (RFC 7845) ─────────────────────────────────────────────────────────

const isOgg = (data: Buffer) => data.subarray(0, 4).toString("latin1") === "OggS";

/** Walks every page of the one logical stream; the file must be pages and nothing else. */
function oggSeconds(data: Buffer): number {
  let at = 0;
  let serial: number | undefined;
  let preSkip = 0;
  let last = 0n;
  while (at < data.length) {
    if (data.length - at < 27 || data.subarray(at, at + 4).toString("latin1") !== "OggS" || data[at + 4] !== 0) throw bad();
    const granule = data.readBigInt64LE(at + 6);
    const segments = data[at + 26]!;
    const body = at + 27 + segments;
    if (body > data.length) throw bad();
    let size = 0;
    for (let i = at + 27; i < body; i++) size += data[i]!;
    if (body + size > data.length) throw bad();
    const pageSerial = data.readUInt32LE(at + 14);
    if (serial === undefined) {
      // The first page opens the stream (BOS) and holds the identification header alone.
      if (!(data[at + 5]! & 2) || size < 19 || data.subarray(body, body + 8).toString("latin1") !== "OpusHead") throw bad();
      serial = pageSerial;
      preSkip = data.readUInt16LE(body + 10);
    } else if (pageSerial !== serial) {
      throw bad();
    }
    // -1: no packet ends on this page.
    if (granule !== -1n && granule > last) last = granule;
    at = body + size;
  }
  return Number(last - BigInt(preSkip)) / 48_000;
}

// ── WebM (Matroska's EBML) ──────────────────────────────────────────────────────────────────────

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
/** Elements whose children are read: live recordings leave the Segment's and Clusters' sizes unknown. */
const MASTERS = new Set([EBML, SEGMENT, INFO, TRACKS, TRACK_ENTRY, CLUSTER, BLOCK_GROUP]);

const isWebm = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === EBML;

/** A variable-length integer at `at`: its value (the marker bit kept for ids), its length, and whether all its bits are set. */
function vint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } {
  const first = data[at];
  if (first === undefined || first === 0) throw bad();
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > data.length) throw bad();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    allOnes &&= data[at + i] === 0xff;
  }
  return { value, length, allOnes };
}

function unsigned(data: Buffer): number {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}

/**
 * Reads the elements in file order, stepping into the containers listed in MASTERS and over every
 * other element; a leaf that runs past the end, or of unknown size, is no WebM.
 */
function webmSeconds(data: Buffer): number {
  let at = 0;
  let docType = "";
  let scale = 1_000_000;
  let declared = 0;
  let codecs = 0;
  let cluster = 0;
  let firstBlock = Infinity;
  let lastBlock = 0;
  while (at < data.length) {
    const id = vint(data, at, true);
    const size = vint(data, at + id.length, false);
    const start = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      at = start;
      continue;
    }
    const end = start + size.value;
    if (size.allOnes || end > data.length) throw bad();
    const value = data.subarray(start, end);
    if (id.value === DOC_TYPE) docType = value.toString("latin1");
    else if (id.value === TIMECODE_SCALE) scale = unsigned(value);
    else if (id.value === DURATION && (value.length === 4 || value.length === 8)) declared = value.length === 4 ? value.readFloatBE(0) : value.readDoubleBE(0);
    else if (id.value === CODEC_ID) {
      if (value.toString("latin1").replace(/\0+$/, "") !== "A_OPUS") throw bad();
      codecs++;
    } else if (id.value === CLUSTER_TIMECODE) cluster = unsigned(value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(value, 0, false);
      if (value.length < track.length + 3) throw bad();
      const time = cluster + value.readInt16BE(track.length);
      firstBlock = Math.min(firstBlock, time);
      lastBlock = Math.max(lastBlock, time);
    }
    at = end;
  }
  if (docType !== "webm" || codecs === 0 || !(scale > 0) || firstBlock === Infinity) throw bad();
  return (Math.max(declared, lastBlock - firstBlock) * scale) / 1e9;
}
