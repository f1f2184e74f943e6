/**
 * `npm run chaos [-- seconds [kill-every-seconds [pairs]]]`: the long scale-out run (default two
 * minutes, a SIGKILL every 5 s, 10 sender/receiver pairs) on TEST_DATABASE_URL (a schema of its own,
 * dropped afterwards), a private redis-server, s3rver and Nginx. Prints the report; exits 1 when
 * anything was lost, duplicated, out of order or unreadable.
 */
import { startCluster } from "./cluster.js";
import { runChaos } from "./chaos-run.js";
import { NGINX } from "./test-nginx.js";

async function main(): Promise<number> {
  const [seconds = "120", killEvery = "5", pairs = "10"] = process.argv.slice(2);
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!pgUrl || !NGINX) {
    console.error("chaos needs TEST_DATABASE_URL (PostgreSQL) and nginx installed (apt-get install nginx); redis-server must be on the PATH.");
    return 2;
  }
  console.info(`chaos: three processes behind Nginx for ${seconds} s, one SIGKILLed every ${killEvery} s, ${pairs} pairs`);
  const cluster = await startCluster(pgUrl);
  try {
    const report = await runChaos(cluster, { durationMs: Number(seconds) * 1000, killEveryMs: Number(killEvery) * 1000, pairs: Number(pairs), log: (line) => console.info(line) });
    console.info(JSON.stringify({ ...report, missing: report.missing.length, duplicates: report.duplicates.length, unreadable: report.unreadable.length }, null, 2));
    const ok = report.missing.length === 0 && report.duplicates.length === 0 && report.outOfOrder === 0 && report.unreadable.length === 0;
    console.info(ok ? "chaos: nothing lost, nothing twice, all in order, every picture everywhere" : "chaos: FAILED");
    return ok ? 0 : 1;
  } finally {
    await cluster.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
