/** `npm run admin -- <command>`: the operator commands on the server's DATA_DIR / DATABASE_URL. */
import { loadConfig } from "../app.js";
import { openDatabase, sqliteFileOf } from "../db/database.js";
import { migrate } from "../db/migrations.js";
import { fileStoreOf } from "../storage/file-stores.js";
import { BACKUP_USAGE, runBackup } from "./backup.js";
import { USAGE, UsageError, runAdmin } from "./commands.js";
import { OPERATOR_USAGE, readPipedPassword, runOperatorAdmin } from "./operator-commands.js";
import { runRestore } from "./restore.js";

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
    console.info([USAGE, ...OPERATOR_USAGE, ...BACKUP_USAGE].join("\n"));
    return argv.length === 0 ? 1 : 0;
  }
  // The mail check of production does not concern the operator's tools.
  const config = loadConfig({ ...process.env, SMTP_URL: process.env.SMTP_URL ?? "smtp://unused" }, []);
  const files = fileStoreOf(config);
  if (argv[0] === "restore") {
    // Before the database is opened: opening would create it in the folder to restore into.
    try {
      console.info(await runRestore(argv.slice(1), config, files));
      return 0;
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(error.message);
      return 2;
    } finally {
      files.close?.();
    }
  }
  const database = openDatabase({ url: config.databaseUrl, sqliteFile: sqliteFileOf(config.dataDir) });
  try {
    await migrate(database);
    if (argv[0] === "operator") {
      console.info(await runOperatorAdmin(argv.slice(1), database, { readPassword: readPipedPassword, passwordHashLogN: config.passwordHashLogN, now: Date.now() }));
      return 0;
    }
    console.info(argv[0] === "backup" ? await runBackup(argv.slice(1), database, files, config) : await runAdmin(argv, database, Date.now(), files));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
    files.close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("admin:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
