/**
 * Backup and restore round trip on SQLite, with real processes: a server on a temp data folder gets
 * accounts, friendships, messages, coins (admin ledger entries) and an uploaded picture; the backup
 * is taken by the CLI while that server keeps accepting messages; the archive is restored into a
 * fresh folder by the CLI; a new server on it answers every account, message, balance and picture.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, sqliteFileOf } from "../db/database.js";
import type { Database } from "../db/database.js";
import { hashPassword } from "../security/password.js";
import { runAdmin } from "./commands.js";
import { TarReader } from "./tar.js";
import { runCli, startServerProcess } from "./test-processes.js";
import type { ServerProcess } from "./test-processes.js";

interface Account {
  id: number;
  email: string;
  token: string;
}

async function call<T>(url: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: email, password: "secret123" }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const send = (url: string, from: Account, to: Account, content: string) =>
  call<{ messageId: string }>(url, "/api/message/send", from.token, { toUserId: to.id, messageType: "txt", content, clientMsgId: `backup-${content}` }).then((d) => d.messageId);

/** Every message id and text of a conversation, page by page. */
async function history(url: string, me: Account, peer: Account): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const query: string = `userId=${peer.id}&pageSize=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page: { messages: { id: string; msg: string }[]; nextCursor: string | null } = await call(url, `/api/message/history?${query}`, me.token);
    for (const m of page.messages) out.set(m.id, m.msg);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describe("backup and restore (SQLite, local uploads)", () => {
  const root = mkdtempSync(join(tmpdir(), "chat-backup-"));
  const servers: ServerProcess[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(root, { recursive: true, force: true });
  });

  it("restores every account, message, coin balance and picture from a backup taken under writes", async () => {
    const source = join(root, "source");
    const server = await startServerProcess(source);
    servers.push(server);
    database = openDatabase({ sqliteFile: sqliteFileOf(source) });

    // Accounts and friendships in the server's own database, coins through the ledger (admin command).
    const hash = await hashPassword("secret123", 10);
    const accounts: Account[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `backup-${i}@example.com`;
      const row = await database.db.insertInto("users").values({ email, nickname: `Backup ${i}`, password_hash: hash, created_at: Date.now() }).returning("id").executeTakeFirstOrThrow();
      await runAdmin(["coins", email, `+${100 * (i + 1)}`, "--reason", "backup test"], database);
      accounts.push({ id: row.id, email, token: await login(server.url, email) });
    }
    const [a, b, c] = accounts as [Account, Account, Account];
    await runAdmin(["coins", c.email, "-50", "--reason", "backup test"], database);
    const now = Date.now();
    for (const [x, y] of [[a, b], [b, c]] as const) {
      await database.db.insertInto("friends").values([{ user_id: x.id, friend_user_id: y.id, created_at: now }, { user_id: y.id, friend_user_id: x.id, created_at: now }]).execute();
    }

    const sent = new Map<string, string>();
    for (let i = 0; i < 5; i++) sent.set(await send(server.url, a, b, `a to b ${i}`), `a to b ${i}`);
    for (let i = 0; i < 3; i++) sent.set(await send(server.url, c, b, `c to b ${i}`), `c to b ${i}`);

    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#c52" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
    const upload = await fetch(`${server.url}/api/file/upload`, { method: "POST", headers: { authorization: `Bearer ${a.token}` }, body: form });
    expect(upload.status).toBe(200);
    const pictureUrl = ((await upload.json()) as { data: { url: string } }).data.url;
    const picture = await fetch(`${server.url}${pictureUrl}`);
    expect(picture.status).toBe(200);
    const pictureBytes = Buffer.from(await picture.arrayBuffer());
    const pictureType = picture.headers.get("content-type");

    const balances = new Map<number, unknown>();
    for (const u of accounts) balances.set(u.id, await call(server.url, "/api/wallet/balance", u.token));
    expect(balances.get(c.id)).toMatchObject({ goldCoin: 250 });

    // A writer keeps sending while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        // Paced under the send rate limit (100 per 10 s); a 429 is waited out and sent again.
        for (;;) {
          const limited = await send(server.url, a, b, `during ${i}`).then(() => false, (error: Error) => (/: 429 /.test(error.message) ? true : Promise.reject(error)));
          await new Promise((resolve) => setTimeout(resolve, limited ? 1000 : 120));
          if (!limited) break;
        }
        written++;
      }
    })();
    writer.catch(() => undefined);
    const archive = join(root, "backup.tar");
    const writtenBefore = written;
    const backup = await runCli(source, ["backup", archive]);
    const writtenDuring = written - writtenBefore;
    writing = false;
    await writer;
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/the SQLite database and 1 uploaded files/);
    expect(writtenDuring).toBeGreaterThan(0);

    // A plain tar laid out like a data folder.
    const tar = await TarReader.open(archive);
    const names = tar.entries.map((e) => e.name);
    await tar.close();
    expect(names[0]).toBe("backup.json");
    expect(names).toContain("chat.db");
    expect(names.filter((n) => n.startsWith("files/"))).toHaveLength(2);

    // A second backup to the same name is refused; nothing is overwritten.
    const again = await runCli(source, ["backup", archive]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);

    const target = join(root, "restored");
    const restored = await runCli(target, ["restore", archive]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/1 uploaded files/);
    const refused = await runCli(target, ["restore", archive]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/not empty/);

    await database.close();
    database = undefined;
    await server.stop();

    const after = await startServerProcess(target);
    servers.push(after);
    const tokens = new Map<number, string>();
    for (const u of accounts) tokens.set(u.id, await login(after.url, u.email));
    const as = (u: Account): Account => ({ ...u, token: tokens.get(u.id) ?? "" });
    for (const u of accounts) expect(await call(after.url, "/api/wallet/balance", as(u).token)).toEqual(balances.get(u.id));

    const ab = await history(after.url, as(b), a);
    const cb = await history(after.url, as(b), c);
    for (const [id, content] of sent) expect((content.startsWith("a") ? ab : cb).get(id)).toBe(content);
    // The writer's messages up to the snapshot are there, whole, in order of their numbers.
    const during = [...ab.values()].filter((t) => t.startsWith("during ")).map((t) => Number(t.slice(7)));
    expect(during.length).toBeGreaterThanOrEqual(writtenBefore);
    expect(during.sort((x, y) => x - y)).toEqual(during.map((_, i) => i));

    const served = await fetch(`${after.url}${pictureUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(pictureType);
    expect(Buffer.from(await served.arrayBuffer()).equals(pictureBytes)).toBe(true);
  }, 180_000);
});
