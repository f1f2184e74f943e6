import { readFileSync } from "node:fs";
import { TraceMap, originalPositionFor, eachMapping } from "@jridgewell/trace-mapping";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = new TraceMap(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const sizes = new Map();
let prev = null;
const segs = [];
eachMapping(map, (m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const s = segs[i], n = segs[i + 1];
  let len;
  if (n && n.generatedLine === s.generatedLine) len = n.generatedColumn - s.generatedColumn;
  else len = lines[s.generatedLine - 1].length - s.generatedColumn;
  const key = (s.source || "?").replace(/.*node_modules\//, "nm/").replace(/.*\/launcher2\//, "");
  const k = key.startsWith("nm/") ? key.split("/").slice(0, key.split("/")[1].startsWith("@") ? 3 : 2).join("/") : key;
  sizes.set(k, (sizes.get(k) || 0) + len);
}
const total = code.length;
const out = [...sizes].sort((a, b) => b[1] - a[1]);
for (const [k, v] of out.slice(0, +(process.argv[3] || 40))) console.log(String(v).padStart(7), k);
console.log("total", total);
