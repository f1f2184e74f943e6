/**
 * The mall's operator commands (`npm run admin -- …`):
 *   categories list | add "<name>" [--sort n] | update <id> [--name "<name>"] [--sort n] | remove <id>
 *   goods list [--category <id>]
 *   goods add --category <id> --name "<name>" --price <coins> --stock <n> [--description "<text>"] [--sort n] [--picture <file>]…
 *   goods update <id> [--category <id>] [--name …] [--price …] [--description …] [--sort n] [--picture <file>]… (pictures replace all)
 *   goods stock <id> <n|+n|-n>
 *   goods remove <id>
 */
import { readFile } from "node:fs/promises";
import type { Database } from "../db/database.js";
import type { FileStore } from "../images/index.js";
import { ImageError } from "../images/index.js";
import { CatalogueError, addCategory, addGood, changeStock, removeCategory, removeGood, storeGoodPictures, updateCategory, updateGood } from "../modules/mall/index.js";
import { UsageError } from "./usage-error.js";

export const MALL_USAGE = [
  '  npm run admin -- categories list | add "<name>" [--sort n] | update <id> [--name "<name>"] [--sort n] | remove <id>',
  "  npm run admin -- goods list [--category <id>]",
  '  npm run admin -- goods add --category <id> --name "<name>" --price <coins> --stock <n> [--description "<text>"] [--sort n] [--picture <file>]…',
  "  npm run admin -- goods update <id> [--category <id>] [--name …] [--price …] [--description …] [--sort n] [--picture <file>]…",
  "  npm run admin -- goods stock <id> <n|+n|-n>",
  "  npm run admin -- goods remove <id>",
];

interface Parsed {
  positional: string[];
  options: Map<string, string[]>;
}

const FLAGS = new Set(["--sort", "--name", "--category", "--price", "--stock", "--description", "--picture"]);

function parse(args: readonly string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg.startsWith("--")) {
      if (!FLAGS.has(arg)) throw new UsageError(`Unknown option ${arg}.`);
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      options.set(arg, [...(options.get(arg) ?? []), value]);
    } else positional.push(arg);
  }
  return { positional, options };
}

const one = (p: Parsed, flag: string) => p.options.get(flag)?.at(-1);
function int(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`The ${what} must be a whole number.`);
  return Number(value);
}
const id = (value: string | undefined, what: string) => {
  const n = int(value, what);
  if (!n) throw new UsageError(`The ${what} id is required.`);
  return n;
};

async function pictures(files: FileStore | undefined, paths: string[] | undefined): Promise<string[] | undefined> {
  if (!paths) return undefined;
  if (!files) throw new UsageError("Pictures need the server's file store.");
  const buffers = await Promise.all(
    paths.map((path) =>
      readFile(path).catch(() => {
        throw new UsageError(`Cannot read the picture ${path}.`);
      }),
    ),
  );
  try {
    return await storeGoodPictures(files, buffers);
  } catch (error) {
    if (error instanceof ImageError) throw new UsageError("A picture is not a PNG, JPEG or GIF image within the size limits.");
    throw error;
  }
}

/** Runs a `categories` or `goods` command; answers the line(s) to print. */
export async function runMallAdmin(command: "categories" | "goods", argv: readonly string[], database: Database, files: FileStore | undefined, now: number): Promise<string> {
  const db = database.db;
  const [action, ...rest] = argv;
  const p = parse(rest);
  try {
    if (command === "categories") {
      switch (action) {
        case "list": {
          const rows = await db.selectFrom("mall_categories").selectAll().where("removed_at", "is", null).orderBy("sort").orderBy("id").execute();
          return rows.map((r) => `${r.id}\t${r.name}\t(sort ${r.sort})`).join("\n") || "No categories.";
        }
        case "add": {
          const name = p.positional.join(" ");
          const newId = await addCategory(db, name, int(one(p, "--sort"), "sort order") ?? 0, now);
          return `Category ${newId} "${name.trim()}" added.`;
        }
        case "update": {
          const categoryId = id(p.positional[0], "category");
          const name = one(p, "--name");
          const sort = int(one(p, "--sort"), "sort order");
          if (name === undefined && sort === undefined) throw new UsageError("Nothing to update: give --name or --sort.");
          await updateCategory(db, categoryId, { ...(name !== undefined ? { name } : {}), ...(sort !== undefined ? { sort } : {}) });
          return `Category ${categoryId} updated.`;
        }
        case "remove": {
          const categoryId = id(p.positional[0], "category");
          await removeCategory(db, categoryId, now);
          return `Category ${categoryId} removed.`;
        }
      }
    } else {
      switch (action) {
        case "list": {
          const category = int(one(p, "--category"), "category");
          let q = db.selectFrom("mall_goods").selectAll().where("removed_at", "is", null);
          if (category !== undefined) q = q.where("category_id", "=", category);
          const rows = await q.orderBy("category_id").orderBy("sort").orderBy("id").execute();
          return rows.map((r) => `${r.id}\tcategory ${r.category_id}\t${r.name}\t${r.price} coins\tstock ${r.stock}`).join("\n") || "No goods.";
        }
        case "add": {
          const name = one(p, "--name");
          const price = int(one(p, "--price"), "price");
          const stock = int(one(p, "--stock"), "stock");
          if (!name || price === undefined || stock === undefined) throw new UsageError("A good needs --category, --name, --price and --stock.");
          const newId = await addGood(db, { categoryId: id(one(p, "--category"), "category"), name, description: one(p, "--description") ?? "", price, stock, sort: int(one(p, "--sort"), "sort order") ?? 0, pictures: (await pictures(files, p.options.get("--picture"))) ?? [] }, now);
          return `Good ${newId} "${name.trim()}" added.`;
        }
        case "update": {
          const goodId = id(p.positional[0], "good");
          const change = {
            ...(one(p, "--category") !== undefined ? { categoryId: id(one(p, "--category"), "category") } : {}),
            ...(one(p, "--name") !== undefined ? { name: one(p, "--name") } : {}),
            ...(one(p, "--description") !== undefined ? { description: one(p, "--description") } : {}),
            ...(one(p, "--price") !== undefined ? { price: int(one(p, "--price"), "price") } : {}),
            ...(one(p, "--sort") !== undefined ? { sort: int(one(p, "--sort"), "sort order") } : {}),
          };
          const pics = await pictures(files, p.options.get("--picture"));
          if (Object.keys(change).length === 0 && !pics) throw new UsageError("Nothing to update: give --name, --price, --description, --category, --sort or --picture.");
          await updateGood(db, goodId, { ...change, ...(pics ? { pictures: pics } : {}) } as Parameters<typeof updateGood>[2]);
          return `Good ${goodId} updated.`;
        }
        case "stock": {
          const goodId = id(p.positional[0], "good");
          const amount = p.positional[1];
          if (!amount) throw new UsageError("Give the stock (12) or a change (+5, -3).");
          return `Good ${goodId}: stock ${await changeStock(db, goodId, amount)}.`;
        }
        case "remove": {
          const goodId = id(p.positional[0], "good");
          await removeGood(db, goodId, now);
          return `Good ${goodId} removed; its orders stay readable.`;
        }
      }
    }
  } catch (error) {
    if (error instanceof CatalogueError) throw new UsageError(error.message);
    throw error;
  }
  throw new UsageError(["Usage:", ...MALL_USAGE].join("\n"));
}
