/**
 * The demo mall: three categories and a few goods with pictures drawn here (no text, so no font is
 * needed) and stored like an operator's upload, so `npm start` opens a living mall.
 */
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { DB } from "../db/schema.js";
import type { FileStore } from "../images/index.js";
import { addCategory, addGood, storeGoodPictures } from "../modules/mall/index.js";

type Drawing = (a: string, b: string) => string;

const bouquet: Drawing = (a, b) => `
  <path d="M300 560 L250 330 M300 560 L300 300 M300 560 L350 330" stroke="#3b7d3b" stroke-width="10"/>
  ${[[250, 300], [300, 260], [350, 300], [275, 350], [325, 350]].map(([x, y]) => `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288].map((r) => `<ellipse rx="22" ry="38" cy="-30" fill="${a}" transform="rotate(${r})"/>`).join("")}<circle r="16" fill="${b}"/></g>`).join("")}
  <path d="M230 480 L370 480 L330 580 L270 580Z" fill="${b}"/>`;
const giftBox: Drawing = (a, b) => `
  <rect x="170" y="290" width="260" height="220" rx="12" fill="${a}"/>
  <rect x="150" y="240" width="300" height="70" rx="12" fill="${a}"/>
  <rect x="280" y="240" width="40" height="270" fill="${b}"/>
  <path d="M300 240 C240 160 180 200 230 240 Z M300 240 C360 160 420 200 370 240 Z" fill="${b}"/>`;
const teddy: Drawing = (a, b) => `
  <circle cx="220" cy="200" r="45" fill="${a}"/><circle cx="380" cy="200" r="45" fill="${a}"/>
  <circle cx="300" cy="270" r="110" fill="${a}"/><circle cx="300" cy="440" r="130" fill="${a}"/>
  <ellipse cx="300" cy="300" rx="45" ry="35" fill="${b}"/><circle cx="260" cy="250" r="12" fill="#2a2a2a"/>
  <circle cx="340" cy="250" r="12" fill="#2a2a2a"/><circle cx="300" cy="290" r="12" fill="#2a2a2a"/>`;
const chocolates: Drawing = (a, b) => `
  <path d="M300 540 C120 420 120 220 300 300 C480 220 480 420 300 540Z" fill="${a}"/>
  ${[[240, 330], [300, 370], [360, 330], [270, 430], [330, 430]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="26" fill="${b}"/>`).join("")}`;
const mug: Drawing = (a, b) => `
  <rect x="190" y="240" width="200" height="260" rx="20" fill="${a}"/>
  <path d="M390 300 C470 300 470 440 390 440" stroke="${a}" stroke-width="30" fill="none"/>
  <path d="M290 420 C230 380 240 330 290 350 C340 330 350 380 290 420Z" fill="${b}"/>
  <path d="M240 210 C230 180 260 170 250 140 M300 210 C290 180 320 170 310 140" stroke="#ffffff" stroke-width="8" fill="none"/>`;
const candle: Drawing = (a, b) => `
  <rect x="230" y="300" width="140" height="240" rx="14" fill="${a}"/>
  <path d="M300 300 L300 260" stroke="#333" stroke-width="6"/>
  <path d="M300 180 C340 230 330 260 300 265 C270 260 260 230 300 180Z" fill="${b}"/>`;

interface DemoGood {
  name: string;
  description: string;
  price: number;
  stock: number;
  pictures: Array<[Drawing, string, string, string]>;
}

const CATALOGUE: Array<{ name: string; goods: DemoGood[] }> = [
  {
    name: "Flowers",
    goods: [
      { name: "Red rose bouquet", description: "Twelve red roses, hand-tied and delivered fresh.", price: 20, stock: 25, pictures: [[bouquet, "#d7263d", "#f4d35e", "#fde2e4"], [bouquet, "#b5179e", "#f4d35e", "#f1e3f3"]] },
      { name: "Spring tulips", description: "A cheerful bunch of mixed tulips.", price: 12, stock: 40, pictures: [[bouquet, "#f9a03f", "#ffffff", "#fff3e0"]] },
    ],
  },
  {
    name: "Sweets",
    goods: [
      { name: "Heart of chocolates", description: "Fifteen hand-made pralines in a heart-shaped box.", price: 15, stock: 30, pictures: [[chocolates, "#c1121f", "#6f4518", "#fbe9e7"]] },
      { name: "Gift box of treats", description: "Biscuits, caramels and a jar of honey, wrapped with a ribbon.", price: 25, stock: 10, pictures: [[giftBox, "#3a86ff", "#ffbe0b", "#e7f0ff"], [giftBox, "#8338ec", "#ff006e", "#f1e8ff"]] },
    ],
  },
  {
    name: "Keepsakes",
    goods: [
      { name: "Teddy bear", description: "A soft 30 cm bear to hug on the days apart.", price: 30, stock: 15, pictures: [[teddy, "#b08968", "#ede0d4", "#f5efe6"]] },
      { name: "Mug with a heart", description: "A ceramic mug for the morning coffee call.", price: 10, stock: 50, pictures: [[mug, "#4361ee", "#ef233c", "#edf2fb"]] },
      { name: "Scented candle", description: "Vanilla and sandalwood, about 40 hours of light.", price: 8, stock: 0, pictures: [[candle, "#f1faee", "#ffb703", "#e9ecef"]] },
    ],
  },
];

async function picture([draw, a, b, background]: [Drawing, string, string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${background}"/>${draw(a, b)}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The pictures of every demo good, stored; made before the seeding transaction. */
export async function demoMallPictures(files: FileStore): Promise<string[][][]> {
  return Promise.all(CATALOGUE.map((c) => Promise.all(c.goods.map(async (g) => storeGoodPictures(files, await Promise.all(g.pictures.map(picture)))))));
}

/** The demo categories and goods (inside the seeding transaction). */
export async function seedDemoMall(trx: Kysely<DB>, pictures: string[][][], now: number): Promise<void> {
  for (const [ci, category] of CATALOGUE.entries()) {
    const categoryId = await addCategory(trx, category.name, ci, now);
    for (const [gi, good] of category.goods.entries()) {
      await addGood(trx, { categoryId, name: good.name, description: good.description, price: good.price, stock: good.stock, pictures: pictures[ci]?.[gi] ?? [], sort: gi }, now);
    }
  }
}
