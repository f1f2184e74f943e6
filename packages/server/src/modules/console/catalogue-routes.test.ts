import type { ConsoleCatalogue, ConsoleGood, MallGood } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

function form(file: Buffer) {
  const boundary = "----console-picture";
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDatabases)("the console's mall catalogue on %s", (dialect) => {
  let t: TestApp;
  let member: TestUser;
  let admin: string;
  let adminId: number;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await addUser(t, "Member");
    const a = await createOperator(t, { role: "admin" });
    adminId = a.id;
    admin = await loginOperator(t, a);
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
  });
  afterAll(() => t.close());

  const audits = (action: string) => t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const upload = (goodId: number, file: Buffer, token = admin) => {
    const { payload, contentType } = form(file);
    return t.app.inject({ method: "POST", url: `/api/admin/mall/goods/picture?id=${goodId}`, headers: { "x-operator-token": token, "content-type": contentType }, payload });
  };

  it("adds a category and a good, changes its price and stock, and every change is audited with before and after", async () => {
    const category = await t.post<{ id: number }>("/api/admin/mall/categories/add", { name: " Flowers ", sort: 2 }, asOperator(admin));
    expect(category.body.data).toEqual({ id: category.body.data.id, name: "Flowers", sort: 2 });
    const added = await t.post<ConsoleGood>("/api/admin/mall/goods/add", { categoryId: category.body.data.id, name: "Roses", price: 10, stock: 5 }, asOperator(admin));
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const priced = await t.post<ConsoleGood>("/api/admin/mall/goods/update", { id, price: 12, description: "Red." }, asOperator(admin));
    expect(priced.body.data).toMatchObject({ price: 12, description: "Red." });
    // The members' mall shows the new price at once.
    expect((await t.get<MallGood>(`/api/umall-goods/info?id=${id}`, { token: member.token })).body.data.price).toBe(12);
    expect((await t.post<ConsoleGood>("/api/admin/mall/goods/stock", { id, stock: "+3" }, asOperator(admin))).body.data.stock).toBe(8);
    const short = await t.post("/api/admin/mall/goods/stock", { id, stock: "-9" }, asOperator(admin));
    expect(short.status).toBe(400);
    expect(short.body.data).toEqual({ reason: `Good ${id} has less stock than 9; nothing was changed.` });

    const [update] = await audits("good.update");
    expect(update).toMatchObject({ operator_id: adminId, target_type: "good", target_id: String(id) });
    expect(JSON.parse(update?.before ?? "null")).toMatchObject({ price: 10, description: "" });
    expect(JSON.parse(update?.after ?? "null")).toMatchObject({ price: 12, description: "Red." });
    const stock = await audits("good.stock");
    expect(stock).toHaveLength(1);
    expect([JSON.parse(stock[0]?.before ?? "null").stock, JSON.parse(stock[0]?.after ?? "null").stock]).toEqual([5, 8]);
    expect(await audits("category.add")).toHaveLength(1);
    expect(await audits("good.add")).toHaveLength(1);

    const catalogue = await t.get<ConsoleCatalogue>("/api/admin/mall/catalogue", asOperator(support));
    expect(catalogue.body.data.goods.find((g) => g.id === id)).toMatchObject({ price: 12, stock: 8, sort: 0 });
    expect(catalogue.body.data.categories.find((c) => c.id === category.body.data.id)).toMatchObject({ goods: 1, sort: 2 });
  });

  it("adds pictures checked by their bytes and re-encoded, reorders and removes them, and refuses others' pictures", async () => {
    const cat = await t.post<{ id: number }>("/api/admin/mall/categories/add", { name: "Toys" }, asOperator(admin));
    const good = await t.post<ConsoleGood>("/api/admin/mall/goods/add", { categoryId: cat.body.data.id, name: "Bear", price: 3, stock: 1 }, asOperator(admin));
    const id = good.body.data.id;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#f80" } }).withMetadata({ exif: { IFD0: { Copyright: "secret" } } }).png().toBuffer();
    const first = await upload(id, png);
    expect(first.statusCode).toBe(200);
    const second = await upload(id, await sharp({ create: { width: 20, height: 20, channels: 3, background: "#08f" } }).jpeg().toBuffer());
    const pictures = (second.json() as { data: ConsoleGood }).data.pictures;
    expect(pictures).toHaveLength(2);
    const served = await t.app.inject({ method: "GET", url: pictures[0] ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from("secret"))).toBe(false);

    const fake = await upload(id, Buffer.from("GIF89a but not really an image at all"));
    expect(fake.statusCode).toBe(400);
    expect((await upload(id, Buffer.from("%PDF-1.4 nope"))).statusCode).toBe(400);

    const reordered = await t.post<ConsoleGood>("/api/admin/mall/goods/update", { id, pictures: [pictures[1], pictures[0]] }, asOperator(admin));
    expect(reordered.body.data.pictures).toEqual([pictures[1], pictures[0]]);
    const removed = await t.post<ConsoleGood>("/api/admin/mall/goods/update", { id, pictures: [pictures[1]] }, asOperator(admin));
    expect(removed.body.data.pictures).toEqual([pictures[1]]);
    const foreign = await t.post("/api/admin/mall/goods/update", { id, pictures: ["/files/someone-elses.png"] }, asOperator(admin));
    expect(foreign.status).toBe(400);
    expect(await audits("good.picture")).toHaveLength(2);
    expect((await upload(id, png, support)).statusCode).toBe(403);
  });

  it("removes a good (its category only once empty), and answers 404 for what is gone", async () => {
    const cat = await t.post<{ id: number }>("/api/admin/mall/categories/add", { name: "Sweets" }, asOperator(admin));
    const good = await t.post<ConsoleGood>("/api/admin/mall/goods/add", { categoryId: cat.body.data.id, name: "Chocolates", price: 3, stock: 1 }, asOperator(admin));
    const busy = await t.post("/api/admin/mall/categories/remove", { id: cat.body.data.id }, asOperator(admin));
    expect(busy.status).toBe(400);
    expect(busy.body.msg).toBe("The catalogue change was refused; nothing was changed.");
    expect((await t.post("/api/admin/mall/goods/remove", { id: good.body.data.id }, asOperator(admin))).body.data).toEqual({ id: good.body.data.id, removed: true });
    expect((await t.post("/api/admin/mall/goods/update", { id: good.body.data.id, price: 4 }, asOperator(admin))).status).toBe(404);
    expect((await t.post("/api/admin/mall/categories/update", { id: cat.body.data.id, name: "Candy" }, asOperator(admin))).body.data).toMatchObject({ name: "Candy" });
    // An update that names nothing to change changes nothing (the fuzz test once got a 500 for it).
    const nothing = await t.post("/api/admin/mall/categories/update", { id: cat.body.data.id }, asOperator(admin));
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toMatchObject({ name: "Candy" });
    expect((await t.post("/api/admin/mall/categories/remove", { id: cat.body.data.id }, asOperator(admin))).status).toBe(200);
    expect((await t.post("/api/admin/mall/categories/remove", { id: cat.body.data.id }, asOperator(admin))).status).toBe(404);
    const [removal] = await audits("good.remove");
    expect(JSON.parse(removal?.before ?? "null")).toMatchObject({ name: "Chocolates" });
    expect(removal?.after).toBeNull();
  });

  it("keeps catalogue changes to admins: support reads only, members and anonymous callers get nothing", async () => {
    for (const [path, body] of [
      ["/api/admin/mall/categories/add", { name: "X" }],
      ["/api/admin/mall/goods/add", { categoryId: 1, name: "X", price: 1, stock: 1 }],
      ["/api/admin/mall/goods/update", { id: 1, price: 1 }],
      ["/api/admin/mall/goods/stock", { id: 1, stock: "1" }],
      ["/api/admin/mall/goods/remove", { id: 1 }],
    ] as const) {
      expect((await t.post(path, body, asOperator(support))).status, path).toBe(403);
      expect((await t.post(path, body, { token: member.token })).status, path).toBe(401);
    }
    expect((await t.get("/api/admin/mall/catalogue", { token: member.token })).status).toBe(401);
    expect((await t.get("/api/admin/mall/catalogue")).status).toBe(401);
  });
});
