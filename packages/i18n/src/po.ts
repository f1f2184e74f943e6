/**
 * A small gettext PO reader and writer: enough for the catalogs Lingui writes (`msgid`/`msgstr`,
 * comments, obsolete `#~` entries) and for the server catalogs, which Node reads without a bundler.
 */

/** One catalog entry. `obsolete` marks the `#~` entries `lingui extract` keeps for removed messages. */
export interface PoEntry {
  msgid: string;
  msgstr: string;
  msgctxt?: string;
  /** Extracted comments (`#.`), e.g. the server message keys that use this text. */
  comments: string[];
  obsolete: boolean;
}

export interface PoFile {
  /** Header fields (`Language`, `Content-Type`, ...) from the entry with the empty msgid. */
  headers: Record<string, string>;
  entries: PoEntry[];
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\" };

function unquote(text: string): string {
  const body = text.trim().replace(/^"|"$/g, "");
  return body.replace(/\\(.)/g, (whole, c: string) => ESCAPES[c] ?? whole);
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
}

/** Parses PO text; unknown lines are ignored rather than fatal. */
export function parsePo(text: string): PoFile {
  const entries: PoEntry[] = [];
  let headers: Record<string, string> = {};
  let current: PoEntry & { field?: "msgid" | "msgstr" | "msgctxt" | "other"; started: boolean } = blank();

  function blank() {
    return { msgid: "", msgstr: "", comments: [] as string[], obsolete: false, started: false };
  }
  function flush() {
    if (!current.started) {
      current = blank();
      return;
    }
    const { field: _field, started: _started, ...entry } = current;
    if (entry.msgid === "" && !entry.obsolete) headers = parseHeaders(entry.msgstr);
    else entries.push(entry);
    current = blank();
  }

  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    if (line.startsWith("#~")) {
      current.obsolete = true;
      line = line.slice(2).trim();
    } else if (line.startsWith("#.")) {
      current.comments.push(line.slice(2).trim());
      continue;
    } else if (line.startsWith("#")) {
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name = "", value = ""] = keyword;
      if (name === "msgid" && current.started && current.field !== "msgctxt") flush();
      current.started = true;
      current.field = name === "msgid" || name === "msgctxt" ? name : name === "msgstr" || name === "msgstr[0]" ? "msgstr" : "other";
      if (current.field !== "other") current[current.field] = unquote(value);
    } else if (line.startsWith('"') && current.field && current.field !== "other") {
      current[current.field] = (current[current.field] ?? "") + unquote(line);
    }
  }
  flush();
  return { headers, entries };
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Writes a PO file; strings stay on one line each, with `\n` escapes. */
export function formatPo(file: PoFile): string {
  const head = Object.entries(file.headers).map(([k, v]) => quote(`${k}: ${v}\n`));
  const out = ['msgid ""', 'msgstr ""', ...head, ""];
  for (const entry of file.entries) {
    const prefix = entry.obsolete ? "#~ " : "";
    for (const comment of entry.comments) out.push(`#. ${comment}`);
    if (entry.msgctxt !== undefined) out.push(`${prefix}msgctxt ${quote(entry.msgctxt)}`);
    out.push(`${prefix}msgid ${quote(entry.msgid)}`, `${prefix}msgstr ${quote(entry.msgstr)}`, "");
  }
  return out.join("\n");
}
