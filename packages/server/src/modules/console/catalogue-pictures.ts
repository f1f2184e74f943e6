/**
 * POST /api/admin/mall/goods/picture?id= (multipart, field `file`; admin only): adds a picture to a
 * good. Like every upload it must be a png, jpeg or gif by its magic bytes within the size limits,
 * and it is re-encoded (no metadata survives) by the mall's own `storeGoodPictures`.
 */
import { GOOD_PICTURES_MAX, consoleIdRequest } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, ok } from "../../http/envelope.js";
import { ONE_IMAGE_FORM, readFileField, registerUploadForm } from "../../http/multipart.js";
import { parseBody } from "../../http/parse-body.js";
import { ImageError } from "../../images/index.js";
import { CatalogueError, pictureKeys, storeGoodPictures, updateGood } from "../mall/index.js";
import { requireOperator } from "./auth.js";
import { auditedChange } from "./catalogue-audit.js";
import { goodSnapshot } from "./catalogue-queries.js";

export function registerConsoleGoodPictures(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await registerUploadForm(scope, ONE_IMAGE_FORM);

    scope.post("/api/admin/mall/goods/picture", { preHandler: requireOperator(ctx, ["admin"]) }, async (request) => {
      const { id } = parseBody(consoleIdRequest, request.query);
      const data = await readFileField(request);
      let keys: string[];
      try {
        keys = await storeGoodPictures(ctx.files, [data]);
      } catch (error) {
        if (error instanceof ImageError) throw badRequest(error.kind);
        throw error;
      }
      const after = await auditedChange(ctx, request, "good.picture", "good", goodSnapshot, id, async (trx) => {
        const row = await trx.selectFrom("mall_goods").select("pictures").where("id", "=", id).executeTakeFirstOrThrow();
        const pictures = [...pictureKeys(row.pictures), ...keys];
        if (pictures.length > GOOD_PICTURES_MAX) throw new CatalogueError(`A good has at most ${GOOD_PICTURES_MAX} pictures.`);
        await updateGood(trx, id, { pictures });
      }).catch(async (error: unknown) => {
        await Promise.all(keys.map((k) => ctx.files.delete(k)));
        throw error;
      });
      return ok(request.locale, after);
    });
  });
}
