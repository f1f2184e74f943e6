/**
 * deploy/prometheus/ and deploy/grafana/ against the real thing: promtool accepts the scrape
 * configuration and the alert rules and passes their unit tests (rules.test.yml); every metric the
 * rules and the dashboard name is one a running server really exports; and Debian's Prometheus,
 * started here on a free port, scrapes a running server's metrics listener and evaluates every rule
 * group without an error. Needs the `prometheus` Debian package (promtool and prometheus): without it
 * these tests fail saying so, never skip (.ci/run installs it).
 */
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../server.js";
import type { RunningServer } from "../server.js";
import { parsePrometheusText } from "../testing/prometheus-text.js";
import { freePort } from "../testing/redis-server.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const PROMETHEUS_DIR = join(ROOT, "deploy/prometheus");
const SCRAPE_CONFIG = join(PROMETHEUS_DIR, "prometheus.yml");
const RULES = join(PROMETHEUS_DIR, "rules.yml");
const RULES_TEST = join(PROMETHEUS_DIR, "rules.test.yml");
const DASHBOARD = join(ROOT, "deploy/grafana/chat-dashboard.json");

/** The executable `name` on PATH (or in /usr/bin, where Debian puts it), if any. */
function findBinary(name: string): string | undefined {
  for (const dir of [...(process.env.PATH ?? "").split(delimiter), "/usr/bin"]) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

const PROMTOOL = findBinary("promtool");
const PROMETHEUS = findBinary("prometheus");

/** The binary, or a failure that says how to get it. */
function need(binary: string | undefined, name: string): string {
  if (!binary) throw new Error(`${name} is not installed: these tests need Debian's prometheus package (apt-get install prometheus; .ci/run installs it)`);
  return binary;
}

function run(file: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(file, args, { cwd, timeout: 15_000 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      if (error) reject(new Error(`${file} ${args.join(" ")} failed:\n${output}`));
      else resolvePromise(output);
    });
  });
}

/** The `expr:` of every rule in a rules file as this repository writes them (one line, or a `|` block). */
function ruleExpressions(yaml: string): string[] {
  const lines = yaml.split("\n");
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)expr:\s*(.*)$/.exec(lines[i]!);
    if (!m) continue;
    const value = m[2]!.trim();
    if (!/^[|>][-+]?$/.test(value)) {
      out.push(/^(["']).*\1$/.test(value) ? value.slice(1, -1) : value);
      continue;
    }
    const body: string[] = [];
    while (i + 1 < lines.length && (lines[i + 1]!.trim() === "" || indentOf(lines[i + 1]!) > m[1]!.length)) body.push(lines[++i]!);
    out.push(body.join("\n").trim());
  }
  return out;
}

const PROMQL_WORDS = new Set(["and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right", "offset", "bool", "inf", "nan"]);

/** The metric names a PromQL expression (Grafana variables allowed) selects: not functions, labels, keywords or numbers. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""') // strings
    .replace(/\{[^}]*\}/g, " ") // label matchers
    .replace(/\[[^\]]*\]/g, " ") // ranges, [$__rate_interval] too
    .replace(/\$\{?\w+\}?/g, " ") // Grafana variables
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ") // label lists
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, " ");
  const names: string[] = [];
  for (const m of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    if (bare.slice(m.index + m[0].length).trimStart().startsWith("(")) continue; // a function or an aggregation
    if (PROMQL_WORDS.has(m[0].toLowerCase())) continue;
    names.push(m[0]);
  }
  return names;
}

interface Panel {
  id?: number;
  type: string;
  title?: string;
  datasource?: { type?: string; uid?: string };
  targets?: { expr?: string; refId?: string }[];
  panels?: Panel[];
}
interface Dashboard {
  schemaVersion: number;
  uid?: string;
  title?: string;
  panels: Panel[];
  templating: { list: { name: string; type: string; query?: unknown; definition?: string }[] };
}

const readDashboard = () => JSON.parse(readFileSync(DASHBOARD, "utf8")) as Dashboard;
const allPanels = (panels: Panel[]): Panel[] => panels.flatMap((p) => [p, ...allPanels(p.panels ?? [])]);

/** Every metric name the dashboard's queries and variables use. */
function dashboardMetricNames(dashboard: Dashboard): string[] {
  const names = allPanels(dashboard.panels).flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr ?? "")));
  for (const variable of dashboard.templating.list) {
    const query = typeof variable.query === "string" ? variable.query : ((variable.query as { query?: string } | undefined)?.query ?? "");
    for (const m of query.matchAll(/\b(?:label_values|query_result)\(\s*([a-zA-Z_:][a-zA-Z0-9_:]*)/g)) names.push(m[1]!);
  }
  return names;
}

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

describe("the Prometheus configuration, alert rules and Grafana dashboard", () => {
  const rulesYaml = readFileSync(RULES, "utf8");
  const expressions = ruleExpressions(rulesYaml);
  const groupNames = [...rulesYaml.matchAll(/^\s*- name:\s*(\S+)\s*$/gm)].map((m) => m[1]!);
  const alertNames = [...rulesYaml.matchAll(/^\s*- alert:\s*(\S+)\s*$/gm)].map((m) => m[1]!);
  let server: RunningServer;
  let dataDir: string;
  let metricsUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chat-prometheus-"));
    server = await startServer({
      env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", SMTP_URL: "", DEMO: "0", REDIS_URL: "", S3_URL: "", METRICS_PORT: "0", METRICS_HOST: "127.0.0.1", METRICS_TOKEN: "", LOG_LEVEL: "warn" },
      config: { passwordHashLogN: 10, staticRoot: dataDir },
    });
    metricsUrl = server.metricsUrl!;
    // A few answers of each class, so the labelled series exist as they would in production.
    for (const path of ["/api/health", "/api/ready", "/api/no-such-route"]) await (await fetch(`${server.url}${path}`)).text();
    await (await fetch(`${server.url}/api/message/send`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).text();
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("pass promtool: the scrape configuration, the rules and the rules' unit tests", async () => {
    const promtool = need(PROMTOOL, "promtool");
    const config = await run(promtool, ["check", "config", SCRAPE_CONFIG], PROMETHEUS_DIR);
    expect(config).toMatch(/SUCCESS: .*prometheus\.yml is valid prometheus config file syntax/);
    const rules = await run(promtool, ["check", "rules", RULES], PROMETHEUS_DIR);
    // promtool's count of rules equals the expressions read below, so none escapes the metric-name check.
    expect(rules).toContain(`SUCCESS: ${expressions.length} rules found`);
    const tests = await run(promtool, ["test", "rules", RULES_TEST], PROMETHEUS_DIR);
    expect(tests).toContain("SUCCESS");
  });

  it("give every alert a `for:`, a severity and a first thing to check, and test each one firing and quiet", () => {
    expect(alertNames.length).toBe(expressions.length);
    const blocks = rulesYaml.split(/^\s*- alert:/m).slice(1);
    for (const [i, block] of blocks.entries()) {
      expect(block, alertNames[i]).toMatch(/^\s+for: \d+[smh]\s*$/m);
      expect(block, alertNames[i]).toMatch(/^\s+severity: (critical|warning)\s*$/m);
      expect(block, alertNames[i]).toMatch(/^\s+first_check: .{20,}$/m);
    }
    const testLines = readFileSync(RULES_TEST, "utf8").split("\n");
    const firing = new Set<string>();
    const quiet = new Set<string>();
    testLines.forEach((line, i) => {
      const name = /^\s*alertname: (\S+)\s*$/.exec(line)?.[1];
      const expected = testLines[i + 1]?.trim();
      if (name && expected === "exp_alerts: []") quiet.add(name);
      else if (name && expected === "exp_alerts:") firing.add(name);
    });
    expect([...firing].sort()).toEqual([...alertNames].sort());
    expect([...quiet].sort()).toEqual([...alertNames].sort());
    // Every alert is explained in docs/operations.md.
    const operations = readFileSync(join(ROOT, "docs/operations.md"), "utf8");
    for (const name of alertNames) expect(operations, name).toContain(`\`${name}\``);
  });

  it("is a Grafana dashboard on a Prometheus datasource variable, with a panel for each area", () => {
    const dashboard = readDashboard();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toBeTruthy();
    expect(dashboard.templating.list).toContainEqual(expect.objectContaining({ name: "datasource", type: "datasource", query: "prometheus" }));
    const panels = allPanels(dashboard.panels);
    const ids = panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = panels.filter((p) => p.type === "row").map((p) => p.title);
    expect(rows).toEqual(expect.arrayContaining(["Traffic", "Latency", "Sockets", "Errors", "Database", "Outboxes", "Translation", "Payments", "Money", "Process"]));
    for (const panel of panels.filter((p) => p.type !== "row")) {
      expect(panel.datasource, panel.title).toEqual({ type: "prometheus", uid: "${datasource}" });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(metricNames(target.expr ?? ""), panel.title).not.toEqual([]);
    }
  });

  it("name only metrics a running server exports", async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    const scraped = parsePrometheusText(await res.text());
    const exported = new Set(scraped.samples.map((s) => s.name));
    for (const [family, type] of scraped.types) {
      exported.add(family);
      if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) exported.add(family + suffix);
      if (type === "summary") for (const suffix of ["_sum", "_count"]) exported.add(family + suffix);
    }
    exported.add("up"); // Prometheus' own, per target (the real Prometheus below shows it)

    const fromRules = expressions.flatMap(metricNames);
    const fromDashboard = dashboardMetricNames(readDashboard());
    // The reader finds what it should (so an empty list cannot pass).
    expect(fromRules).toEqual(expect.arrayContaining(["up", "chat_http_requests_total", "chat_message_send_duration_seconds_bucket", "chat_db_transaction_retries_total", "nodejs_eventloop_lag_p99_seconds", "chat_payment_webhooks_total", "chat_translation_calls_total", "chat_message_delivery_seconds_bucket", "chat_outbox_oldest_due_age_seconds"]));
    expect(fromDashboard).toEqual(expect.arrayContaining(["up", "chat_sockets_open", "chat_messages_refused_total", "nodejs_heap_size_used_bytes", "chat_translation_cache_lookups_total", "chat_bus_lag_seconds_bucket", "chat_event_fanout_sockets_sum", "chat_db_pool_waiting_queries", "chat_sqlite_checkpoints_total", "chat_outbox_depth", "chat_translation_characters_total", "chat_coins_spent_total"]));
    const unknown = [...new Set([...fromRules, ...fromDashboard])].filter((name) => !exported.has(name));
    expect(unknown, "metric names in rules.yml or chat-dashboard.json that the server does not export").toEqual([]);
  });

  it("are scraped and evaluated by a real Prometheus", { timeout: 30_000 }, async () => {
    const prometheus = need(PROMETHEUS, "prometheus");
    const dir = mkdtempSync(join(tmpdir(), "chat-prometheus-tsdb-"));
    const target = new URL(metricsUrl).host;
    const configFile = join(dir, "prometheus.yml");
    writeFileSync(
      configFile,
      [
        "global: { scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s }",
        `rule_files: [${JSON.stringify(RULES)}]`,
        "scrape_configs:",
        "  - job_name: chat",
        `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
        "",
      ].join("\n"),
    );
    const port = await freePort();
    const api = `http://127.0.0.1:${port}/api/v1`;
    let log = "";
    const child: ChildProcess = spawn(prometheus, [`--config.file=${configFile}`, `--storage.tsdb.path=${join(dir, "data")}`, `--web.listen-address=127.0.0.1:${port}`, "--log.level=warn"], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    try {
      interface RuleGroup {
        name: string;
        rules: { name: string; health: string; lastError?: string; lastEvaluation: string }[];
      }
      let targetsUp = false;
      let groups: RuleGroup[] = [];
      let alerts: string[] = [];
      const deadline = Date.now() + 20_000;
      const evaluated = () => groups.length === groupNames.length && groups.every((g) => g.rules.every((r) => r.health === "ok" && !r.lastEvaluation.startsWith("0001")));
      // Before the first scrape `absent(up)` holds, so ChatNoProcessUp is pending (not firing: it waits
      // a minute) until the next evaluation sees the target up.
      const availabilityQuiet = () => !alerts.includes("ChatNoProcessUp") && !alerts.includes("ChatProcessDown");
      const done = () => targetsUp && evaluated() && availabilityQuiet();
      while (Date.now() < deadline && !done()) {
        if (child.exitCode !== null) throw new Error(`prometheus exited (${child.exitCode}):\n${log}`);
        try {
          const up = await getJson<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(`${api}/query?query=${encodeURIComponent('up{job="chat"}')}`);
          targetsUp = up.result.length === 1 && up.result[0]!.metric.instance === target && up.result[0]!.value[1] === "1";
          groups = (await getJson<{ groups: RuleGroup[] }>(`${api}/rules`)).groups;
          alerts = (await getJson<{ alerts: { labels: Record<string, string> }[] }>(`${api}/alerts`)).alerts.map((a) => a.labels.alertname!);
        } catch {
          // not listening yet
        }
        if (!done()) await new Promise((r) => setTimeout(r, 250));
      }
      expect(targetsUp, `Prometheus never saw the server's metrics listener up:\n${log}`).toBe(true);
      expect(groups.map((g) => g.name).sort()).toEqual([...groupNames].sort());
      const rules = groups.flatMap((g) => g.rules);
      expect(rules.map((r) => r.name).sort()).toEqual([...alertNames].sort());
      expect(rules.filter((r) => r.health !== "ok").map((r) => `${r.name}: ${r.health} ${r.lastError ?? ""}`)).toEqual([]);
      // Real series reached it, and the availability alerts cleared once it saw the target.
      const health = await getJson<{ result: unknown[] }>(`${api}/query?query=${encodeURIComponent('chat_http_requests_total{route="/api/health",status_class="2xx"}')}`);
      expect(health.result.length).toBe(1);
      expect(alerts, "availability alerts while the target is up").not.toContain("ChatNoProcessUp");
      expect(alerts, "availability alerts while the target is up").not.toContain("ChatProcessDown");
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
