/**
 * A partner's own website, as a partner would build it: its own sign-in, and a backend that
 * hands the signed-in member to the chat with `POST /api/partner/session` — server to server, with the
 * partner key, so the page never sees a password of ours or the key. Plain Node, no framework.
 *
 *   PARTNER_KEY=… CHAT_URL=http://localhost:8080 PORT=8090 npx tsx examples/partner-site/server.ts
 *
 * The chat server must list this site's origin with the same key in PARTNER_KEYS. `npm start` does
 * both with a key made fresh for each start (see README.md here).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export interface PartnerSiteOptions {
  /** The chat server's origin, e.g. "http://localhost:8080". */
  chatUrl: string;
  /** This site's partner key (the chat server's PARTNER_KEYS entry for this origin). */
  partnerKey: string;
  port?: number;
  host?: string;
}

export interface PartnerSite {
  /** This site's origin. */
  url: string;
  /** The chat server may start after the site: its address can be set later. */
  chatUrl: string;
  close(): Promise<void>;
}

/** A member signed in to the partner site, and the chat session the site holds for them. */
interface Member {
  id: string;
  name: string;
  chat?: { token: string; expiresAt: number };
  /** A hand-over in progress: tabs asking at the same moment share it rather than sign each other out. */
  asking?: Promise<string>;
}

const PAGE_SCRIPT = readFileSync(fileURLToPath(new URL("page.js", import.meta.url)), "utf8");

export async function startPartnerSite(options: PartnerSiteOptions): Promise<PartnerSite> {
  const members = new Map<string, Member>(); // by the site's own session cookie
  const site: PartnerSite = { url: "", chatUrl: options.chatUrl, close: () => Promise.resolve() };

  /**
   * The member's chat token: the one the site holds while it lives, else a fresh one from the chat.
   * `refused` is the token a page saw refused: only that one is replaced (another tab may have done it).
   */
  function chatToken(member: Member, refused: string | null): Promise<string> {
    const held = member.chat;
    if (held && held.token !== refused && held.expiresAt > Date.now() + 60_000) return Promise.resolve(held.token);
    member.asking ??= askChat(member).finally(() => (member.asking = undefined));
    return member.asking;
  }

  async function askChat(member: Member): Promise<string> {
    const response = await fetch(`${site.chatUrl}/api/partner/session`, {
      method: "POST",
      headers: { authorization: `Bearer ${options.partnerKey}`, "content-type": "application/json" },
      body: JSON.stringify({ externalId: member.id, nickname: member.name }),
    });
    const body = (await response.json()) as { code: number; msg: string; data: { token: string; expiresAt: number } | null };
    if (!response.ok || !body.data) throw new Error(`chat session refused: ${response.status} ${body.msg}`);
    // Kept for the member's next pages and tabs: asking again would sign their other tabs out.
    member.chat = { token: body.data.token, expiresAt: body.data.expiresAt };
    return body.data.token;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("[partner-site]", error);
      if (!response.headersSent) send(response, 502, "application/json", JSON.stringify({ error: "The chat is not available right now." }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://site");
    const sid = /(?:^|;\s*)partner_sid=([\w-]+)/.exec(request.headers.cookie ?? "")?.[1];
    const member = sid ? members.get(sid) : undefined;

    if (request.method === "POST" && url.pathname === "/sign-in") {
      const name = new URLSearchParams(await readBody(request)).get("name")?.trim().slice(0, 32) ?? "";
      if (!name) return redirect(response, "/");
      const newSid = randomBytes(16).toString("base64url");
      // The partner's own member id: here derived from the name, so signing in again is the same member.
      members.set(newSid, { id: `member-${name.toLowerCase().replace(/[^\w-]/g, "_")}`, name });
      response.setHeader("set-cookie", `partner_sid=${newSid}; Path=/; HttpOnly; SameSite=Lax`);
      return redirect(response, "/");
    }
    if (request.method === "POST" && url.pathname === "/sign-out") {
      // Signing out of the site ends the member's chat session too.
      if (member?.chat) await fetch(`${site.chatUrl}/api/account/logout`, { method: "POST", headers: { authorization: `Bearer ${member.chat.token}` } });
      if (sid) members.delete(sid);
      response.setHeader("set-cookie", "partner_sid=; Path=/; Max-Age=0");
      return redirect(response, "/");
    }
    if (request.method === "GET" && url.pathname === "/chat-token") {
      if (!member) return send(response, 401, "application/json", JSON.stringify({ error: "Sign in first." }));
      const token = await chatToken(member, url.searchParams.get("refused"));
      return send(response, 200, "application/json", JSON.stringify({ token }), { "cache-control": "no-store" });
    }
    if (request.method === "GET" && url.pathname === "/page.js") return send(response, 200, "text/javascript", PAGE_SCRIPT);
    if (request.method === "GET" && url.pathname === "/page.css") return send(response, 200, "text/css", PAGE_STYLE);
    if (request.method === "GET" && url.pathname === "/") {
      return send(response, 200, "text/html; charset=utf-8", page(site.chatUrl, member), { "content-security-policy": policy(site.chatUrl) });
    }
    return send(response, 404, "text/plain", "Not found");
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 8090, options.host ?? "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  site.url = `http://${options.host ?? "localhost"}:${port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}

/**
 * The strict policy of docs/embedding.md, on a page of another origin than the chat: the panel needs
 * only the chat's origin for scripts, styles, connections (with its WebSocket origin) and pictures.
 */
function policy(chatUrl: string): string {
  const chat = new URL(chatUrl).origin;
  const socket = chat.replace(/^http/, "ws");
  return [
    "default-src 'none'",
    `script-src 'self' ${chat}`,
    `style-src 'self' ${chat}`,
    `connect-src 'self' ${chat} ${socket}`,
    `img-src ${chat} data: blob:`,
    "form-action 'self'",
  ].join("; ");
}

const PAGE_STYLE = "body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; }\n";

function page(chatUrl: string, member: Member | undefined): string {
  const body = member
    ? `<p>Signed in to Tandem Club as <strong>${escapeHtml(member.name)}</strong>.</p>
       <form method="post" action="/sign-out"><button>Sign out</button></form>
       <p id="chat-status" role="status"></p>
       <script src="${chatUrl}/widget/chat-panel.js" defer></script>
       <chat-panel api-base="${chatUrl}" locale="en"></chat-panel>
       <script src="/page.js" defer></script>`
    : `<p>This is a partner's own sign-in. The chat never sees a password: the site's backend hands the
       member over with its partner key.</p>
       <form method="post" action="/sign-in">
         <label>Your name <input name="name" autocomplete="nickname" required maxlength="32"></label>
         <button>Sign in</button>
       </form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tandem Club (a partner site)</title><link rel="stylesheet" href="/page.css"></head>
<body>
<main><h1>Tandem Club</h1>${body}</main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": type, ...headers });
  response.end(body);
}

function redirect(response: ServerResponse, to: string): void {
  response.writeHead(303, { location: to });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 4096) break;
  }
  return text;
}

// Run directly: `npx tsx examples/partner-site/server.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const partnerKey = process.env.PARTNER_KEY;
  if (!partnerKey) {
    console.error("Set PARTNER_KEY to this site's key (npm run admin -- partner-key http://localhost:8090).");
    process.exit(2);
  }
  const site = await startPartnerSite({ chatUrl: process.env.CHAT_URL ?? "http://localhost:8080", partnerKey, port: Number(process.env.PORT ?? 8090) });
  console.info(`Partner site (Tandem Club) at ${site.url}, chat at ${site.chatUrl}`);
}
