/**
 * A Transport for deployments on the Easemob cloud: receives through easemob-websdk 4.21 instead of
 * our gateway. Sending stays on our server (`POST /api/message/send`); this adapter only receives.
 *
 * API shapes from node_modules/easemob-websdk/Easemob-chat.d.ts (4.21.1): `EasemobChatStatic`
 * (`connection`, `statusCode`), `EasemobChat.Connection` (`open({user, accessToken})`,
 * `addEventHandler`, `removeEventHandler`, `close`), `EventHandlerType`, `TextMsgBody`, `ImgMsgBody`,
 * `CustomMsgBody`, `RecallMsgBody`, `ErrorEvent` and `enum Code`. Kick-offs arrive as `onError` with
 * type 206/207/216/217 followed by `onDisconnected` (Easemob-chat.js, the multi-device notice handler).
 *
 * Easemob has no per-user gapless seq, so resume-by-seq is not available: the adapter numbers events
 * locally, continuing from the stored seq, and a reconnect replays nothing; missed messages come from
 * the history the conversation loads over HTTP.
 *
 * Our server pushes every message it stored as its sender, with `ext.pre_id` = our message id; a
 * message may reach Easemob twice (a push retried after a crash), so the adapter keeps the ids it has
 * delivered and drops a second copy. A message keeps our id (so history, read marks and recall agree),
 * and a recall of Easemob's id is reported under ours. The user token comes from `accessToken` (our
 * server's `POST /api/easemob/token`, easemob-token.ts) and is fetched again on the SDK's
 * `onTokenWillExpire` / `onTokenExpired` and handed to `renewToken`.
 */
import { LAST_SEQ_FROM_NOW, userIdOfImAccount } from "@chat/protocol";
import type { ChatMessage, MessageExt, ServerFrame } from "@chat/protocol";
import type { EasemobChat, EasemobChatStatic } from "easemob-websdk";
import type { Transport } from "./transport.js";

/** connection.ts's CLOSE_CODES, repeated: importing that module would split it out of the main chunk. */
const CLOSE_CODES = { authFailed: 4401, conflict: 4409 } as const;

/** The handlers this adapter registers (a subset of the SDK's `EventHandlerType`). */
export type EasemobHandlers = Required<
  Pick<EasemobChat.EventHandlerType, "onConnected" | "onDisconnected" | "onTextMessage" | "onImageMessage" | "onCustomMessage" | "onRecallMessage" | "onError" | "onTokenWillExpire" | "onTokenExpired">
>;

/** The part of `EasemobChat.Connection` this adapter uses. */
export interface EasemobConnection {
  open(parameters: { user: string; accessToken: string }): Promise<unknown>;
  addEventHandler(id: string, handler: EasemobHandlers): void;
  removeEventHandler(id: string): void;
  close(): void;
  /** Swaps in a fresh user token before the current one expires. */
  renewToken(token: string): Promise<unknown>;
}

/** The part of the SDK's default export this adapter uses; the real module fits it (checked below). */
export interface EasemobModule {
  connection: new (options: { appKey: string }) => EasemobConnection;
}
// Compile-time proof that the installed SDK has the shape the adapter (and its test fake) assumes.
const _sdkFits = (sdk: EasemobChatStatic): EasemobModule => sdk;
void _sdkFits;

/** `enum Code` values of easemob-websdk 4.21 the adapter acts on. */
export const EASEMOB_CODE = {
  /** WEBIM_CONNCTION_AUTH_ERROR, WEBIM_CONNCTION_TOKEN_NOT_ASSIGN_ERROR, REST_PARAMS_STATUS. */
  authFailed: [2, 28, 700] as readonly number[],
  /** WEBIM_CONNECTION_CLOSED (product §8: "channel error type 39"), USER_LOGIN_ANOTHER_DEVICE, USER_REMOVED, KICKED_BY_CHANGE_PASSWORD, KICKED_BY_OTHER_DEVICE. */
  kickedOff: [39, 206, 207, 216, 217] as readonly number[],
  /** MESSAGE_EXTERNAL_LOGIC_BLOCKED: our server's callback refused the message; its message is JSON `{code}`. */
  blocked: 502,
} as const;

export interface EasemobTransportOptions {
  /** The Easemob App Key ("org#app"). */
  appKey: string;
  /** The logged-in user's IM account (the Easemob user name), or null before login. */
  imAccount: () => string | null;
  /** The Easemob user token for our session token (the panel: `easemobServerToken`; default: the session token itself). */
  accessToken?: (token: string) => string | Promise<string>;
  /** Loads the SDK (default: a dynamic import, so bundlers put it in its own chunk). */
  load?: () => Promise<EasemobModule>;
}

/** A dynamic import of easemob-websdk; its UMD wrapper reads `self`, absent in Node. */
export async function loadEasemob(): Promise<EasemobModule> {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const module = (await import("easemob-websdk")) as unknown as { default?: EasemobModule } & Partial<EasemobModule>;
  return module.default ?? (module as EasemobModule);
}

/** An SDK error as our `error` frame, when it means something to the chat (out of coins); else undefined. */
export function easemobErrorFrame(error: { type: number; message?: string } | undefined): Extract<ServerFrame, { type: "error" }> | undefined {
  if (!error || error.type !== EASEMOB_CODE.blocked) return undefined;
  try {
    const body: unknown = JSON.parse(error.message ?? "");
    const code = (body as { code?: unknown } | null)?.code;
    const msg = (body as { msg?: unknown } | null)?.msg;
    if (typeof code === "number" || (typeof code === "string" && /^\d+$/.test(code))) {
      return { type: "error", code: Number(code), msg: typeof msg === "string" ? msg : "" };
    }
  } catch {
    // A block without our JSON body is the provider's own moderation: nothing the chat can show.
  }
  return undefined;
}

type IncomingBody = EasemobChat.TextMsgBody | EasemobChat.ImgMsgBody | EasemobChat.CustomMsgBody;

/** How many delivered message ids the adapter remembers for dropping second copies. */
const SEEN_LIMIT = 2000;

/** Our message id of a pushed message (`ext.pre_id`), else Easemob's. */
const ourIdOf = (body: { id: string; ext?: Record<string, unknown> }) => (typeof body.ext?.pre_id === "string" && body.ext.pre_id ? body.ext.pre_id : body.id);

/** A received single-chat message as our wire message; undefined for group/room messages or unknown accounts. */
export function easemobMessage(body: IncomingBody): ChatMessage | undefined {
  if (body.chatType !== "singleChat" || !body.from) return undefined;
  const fromUserId = userIdOfImAccount(body.from);
  const toUserId = userIdOfImAccount(body.to);
  if (fromUserId === undefined || toUserId === undefined) return undefined;
  const ext: MessageExt = { ...(body.ext ?? {}) };
  const text = (key: string) => (typeof ext[key] === "string" ? (ext[key] as string) : "");
  const base = {
    id: ourIdOf(body),
    clientMsgId: text("clientMsgId") || body.id,
    from: body.from,
    to: body.to,
    fromUserId,
    toUserId,
    chatType: "singleChat" as const,
    time: body.time,
    ext,
    platform: text("platform"),
    brand: text("brand"),
    recalled: false,
  };
  switch (body.type) {
    case "txt":
      return { ...base, type: "txt", msg: body.msg, url: null, custom: null };
    case "img":
      return { ...base, type: "img", msg: "", url: body.url ?? null, custom: null };
    case "custom": {
      const exts = body.customExts ?? {};
      // A voice message our server pushed: its public URL and whole seconds, as strings.
      if ((exts.type ?? body.customEvent) === "audio") {
        const duration = Number(exts.duration);
        return { ...base, type: "audio", msg: "", url: typeof exts.url === "string" ? exts.url : null, custom: null, ...(duration > 0 ? { duration } : {}) };
      }
      // Easemob's customExts are strings (our server's pushes too): a gift's count is a number again.
      const amount = typeof exts.amount === "string" && /^\d+$/.test(exts.amount) ? { amount: Number(exts.amount) } : {};
      return { ...base, type: "custom", msg: "", url: null, custom: { ...exts, ...amount, type: typeof exts.type === "string" ? exts.type : body.customEvent } };
    }
  }
}

let handlerCount = 0;

/** Creates the Easemob transport. The SDK is loaded on the first `open`, never before. */
export function easemobTransport(options: EasemobTransportOptions): Transport {
  const load = options.load ?? loadEasemob;
  const accessTokenOf = options.accessToken ?? ((t: string) => t);
  let sdk: Promise<EasemobModule> | undefined;
  // Across reconnects of this transport: ids delivered (ours), and Easemob's id → ours for recalls.
  const seen = new Map<string, string>();
  const remember = (easemobId: string, ours: string) => {
    seen.set(ours, ours);
    seen.set(easemobId, ours);
    while (seen.size > SEEN_LIMIT) seen.delete(seen.keys().next().value as string);
  };
  return {
    open({ token, lastSeq, onFrame, onClose }) {
      let ended = false;
      let connection: EasemobConnection | undefined;
      const handlerId = `chat-transport-${++handlerCount}`;
      // Continue the stored count so the connection manager's exactly-once check keeps working.
      let seq = lastSeq >= LAST_SEQ_FROM_NOW ? 0 : lastSeq;
      const finish = (code: number, reason: string) => {
        if (ended) return;
        ended = true;
        connection?.removeEventHandler(handlerId);
        connection?.close();
        onClose({ code, reason });
      };
      const deliver = (body: IncomingBody) => {
        const data = ended ? undefined : easemobMessage(body);
        if (!data || seen.has(data.id)) return;
        remember(body.id, data.id);
        onFrame({ type: "message", seq: ++seq, data });
      };
      const renew = async () => {
        const fresh = await accessTokenOf(token);
        if (!ended) await connection?.renewToken(fresh);
      };
      const renewOrReconnect = () => {
        if (ended) return;
        renew().catch(() => finish(1006, "token renewal failed"));
      };
      const handlers: EasemobHandlers = {
        onConnected: () => {
          if (!ended) onFrame({ type: "ready", seq });
        },
        onDisconnected: (error) => finish(EASEMOB_CODE.kickedOff.includes(error?.type ?? -1) ? CLOSE_CODES.conflict : 1006, "disconnected"),
        onTextMessage: deliver,
        onImageMessage: deliver,
        onCustomMessage: deliver,
        onRecallMessage: (body) => {
          const fromUserId = userIdOfImAccount(body.from);
          const toUserId = userIdOfImAccount(body.to);
          if (ended || fromUserId === undefined || toUserId === undefined) return;
          onFrame({ type: "recall", seq: ++seq, data: { messageId: seen.get(body.mid) ?? body.mid, fromUserId, toUserId } });
        },
        onTokenWillExpire: renewOrReconnect,
        onTokenExpired: renewOrReconnect,
        onError: (error) => {
          if (ended) return;
          if (EASEMOB_CODE.kickedOff.includes(error.type)) {
            onFrame({ type: "conflict" });
            finish(CLOSE_CODES.conflict, "another device");
            return;
          }
          const frame = easemobErrorFrame(error);
          if (frame) onFrame(frame);
        },
      };

      const start = async () => {
        const user = options.imAccount();
        if (!user) return finish(CLOSE_CODES.authFailed, "no IM account");
        // A failed load is tried again on the next open; a loaded SDK is kept.
        sdk ??= load().catch((error: unknown) => {
          sdk = undefined;
          throw error;
        });
        const module = await sdk;
        const accessToken = await accessTokenOf(token);
        if (ended) return;
        connection = new module.connection({ appKey: options.appKey });
        connection.addEventHandler(handlerId, handlers);
        await connection.open({ user, accessToken });
      };
      start().catch((error: unknown) => {
        const type = typeof error === "object" && error !== null ? (error as { type?: unknown }).type : undefined;
        finish(typeof type === "number" && EASEMOB_CODE.authFailed.includes(type) ? CLOSE_CODES.authFailed : 1006, "open failed");
      });

      return { close: () => finish(1000, "client closed") };
    },
  };
}
