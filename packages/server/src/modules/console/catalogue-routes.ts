/**
 * The console's mall catalogue (the command line's operations, on a screen): GET
 * /api/admin/mall/catalogue for every operator; for `admin` only, POST /api/admin/mall/categories/
 * {add,update,remove}, /api/admin/mall/goods/{add,update,stock,remove} and the picture upload
 * (catalogue-pictures.ts). Each change and its audit row (before and after) commit together; the
 * checks are the mall's own (CatalogueError → 400 `catalogueRefused` with the reason).
 */
import { consoleCategoryAddRequest, consoleCategoryUpdateRequest, consoleGoodAddRequest, consoleGoodStockRequest, consoleGoodUpdateRequest, consoleIdRequest } from "@chat/protocol";
import type { ConsoleCatalogue } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { CatalogueError, addCategory, addGood, changeStock, pictureKeys, removeCategory, removeGood, updateCategory, updateGood } from "../mall/index.js";
import { requireOperator } from "./auth.js";
import { auditedChange } from "./catalogue-audit.js";
import { registerConsoleGoodPictures } from "./catalogue-pictures.js";
import { categorySnapshot, consoleCatalogue, goodSnapshot } from "./catalogue-queries.js";

export function registerConsoleCatalogue(app: FastifyInstance, ctx: AppContext): void {
  const admin = { preHandler: requireOperator(ctx, ["admin"]) };

  app.get("/api/admin/mall/catalogue", { preHandler: requireOperator(ctx) }, async (request) => ok<ConsoleCatalogue>(request.locale, await consoleCatalogue(ctx.database.db)));

  app.post("/api/admin/mall/categories/add", admin, async (request) => {
    const body = parseBody(consoleCategoryAddRequest, request.body);
    return ok(request.locale, await auditedChange(ctx, request, "category.add", "category", categorySnapshot, 0, (trx) => addCategory(trx, body.name, body.sort, ctx.clock.now())));
  });

  app.post("/api/admin/mall/categories/update", admin, async (request) => {
    const { id, ...change } = parseBody(consoleCategoryUpdateRequest, request.body);
    return ok(request.locale, await auditedChange(ctx, request, "category.update", "category", categorySnapshot, id, (trx) => updateCategory(trx, id, change)));
  });

  app.post("/api/admin/mall/categories/remove", admin, async (request) => {
    const { id } = parseBody(consoleIdRequest, request.body);
    return ok(request.locale, await auditedChange(ctx, request, "category.remove", "category", categorySnapshot, id, (trx) => removeCategory(trx, id, ctx.clock.now())));
  });

  app.post("/api/admin/mall/goods/add", admin, async (request) => {
    const body = parseBody(consoleGoodAddRequest, request.body);
    return ok(request.locale, await auditedChange(ctx, request, "good.add", "good", goodSnapshot, 0, (trx) => addGood(trx, { ...body, pictures: [] }, ctx.clock.now())));
  });

  app.post("/api/admin/mall/goods/update", admin, async (request) => {
    const { id, pictures, ...change } = parseBody(consoleGoodUpdateRequest, request.body);
    return ok(
      request.locale,
      await auditedChange(ctx, request, "good.update", "good", goodSnapshot, id, async (trx) => {
        let keys: string[] | undefined;
        if (pictures) {
          // Only the good's own pictures, reordered or fewer: a URL from elsewhere is refused.
          const row = await trx.selectFrom("mall_goods").select("pictures").where("id", "=", id).executeTakeFirstOrThrow();
          const own = new Map(pictureKeys(row.pictures).map((k) => [`/files/${k}`, k]));
          keys = pictures.map((url) => own.get(url) ?? "");
          if (keys.includes("") || new Set(keys).size !== keys.length) throw new CatalogueError("The pictures must be the good's own, each once.");
        }
        await updateGood(trx, id, { ...change, ...(keys ? { pictures: keys } : {}) });
      }),
    );
  });

  app.post("/api/admin/mall/goods/stock", admin, async (request) => {
    const { id, stock } = parseBody(consoleGoodStockRequest, request.body);
    return ok(
      request.locale,
      await auditedChange(ctx, request, "good.stock", "good", goodSnapshot, id, async (trx) => {
        await changeStock(trx, id, stock);
      }),
    );
  });

  app.post("/api/admin/mall/goods/remove", admin, async (request) => {
    const { id } = parseBody(consoleIdRequest, request.body);
    return ok(request.locale, await auditedChange(ctx, request, "good.remove", "good", goodSnapshot, id, (trx) => removeGood(trx, id, ctx.clock.now())));
  });

  registerConsoleGoodPictures(app, ctx);
}
