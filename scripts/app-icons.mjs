// The web app's install icons, drawn once from host-app/public/favicon.svg with sharp (a server
// dependency) and committed: 192 and 512 px, and a 512 px maskable one: the gradient fills the whole
// square (no rounded corners) and the mark shrinks into the 80 % safe zone, so a launcher may crop
// it to any shape.
// Run `node scripts/app-icons.mjs` again only when the favicon changes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const PUBLIC = "host-app/public";
const OUT = join(PUBLIC, "icons");
const svg = readFileSync(join(PUBLIC, "favicon.svg"));

const png = (image) => image.png({ compressionLevel: 9, palette: true, quality: 90 });

for (const size of [192, 512]) {
  await png(sharp(svg, { density: (72 * size) / 64 }).resize(size, size)).toFile(join(OUT, `icon-${size}.png`));
}

const text = svg.toString("utf8");
const maskable = text.replace(/ rx="[^"]*"/, "").replace(/(<path[^>]*\/>)/, '<g transform="translate(9.6 9.6) scale(0.7)">$1</g>');
if (maskable === text || !maskable.includes("<g transform")) throw new Error("favicon.svg changed shape: update the maskable variant");
await png(sharp(Buffer.from(maskable), { density: (72 * 512) / 64 }).resize(512, 512)).toFile(join(OUT, "icon-maskable-512.png"));
console.log(`icons written to ${OUT}`);
