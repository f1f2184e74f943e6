import { describe, expect, it } from "vitest";
import { compareNames, firstLetter } from "./first-letter.js";

const cases = (pairs: Record<string, string>) => Object.entries(pairs);

describe("firstLetter", () => {
  it.each(cases({
    anna: "A", Bob: "B", "Émile": "E", "élodie": "E", "Øystein": "O", "ßtraße": "S", "Łukasz": "L",
    "Ærø": "A", "Œuvre": "O", "Đorđe": "D", "Þór": "T", "Çelik": "C", "Ñandú": "N", "Ångström": "A",
    "Ülker": "U", "ıpek": "I", "Ｊｏｈｎ": "J", "ﬁona": "F", "Ħal": "H", "Şahin": "S", "Ǆemal": "D",
  }))("Latin %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "Анна": "А", "борис": "Б", "Ёлка": "Е", "ёжик": "Е", "Йосип": "Й", "Їжак": "Ї", "Ўладзімір": "Ў",
    "Ѐ": "Е", "Щукин": "Щ", "яна": "Я",
  }))("Cyrillic %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "Άννα": "Α", "ελένη": "Ε", "Ώρα": "Ω", "ΐ": "Ι", "ἀλέξανδρος": "Α", "σοφία": "Σ", "Ψ": "Ψ",
  }))("Greek %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "أحمد": "ا", "إبراهيم": "ا", "آدم": "ا", "ٱلله": "ا", "محمد": "م", "علي": "ع", "ﻣﺤﻤﺪ": "م",
    "پریا": "پ", "ـعلي": "ع",
  }))("Arabic %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({ "דוד": "ד", "שָׂרָה": "ש", "ﬠמי": "ע", "ךא": "כ" }))("Hebrew %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "김민준": "ㄱ", "꽃님": "ㄱ", "나래": "ㄴ", "도윤": "ㄷ", "이서연": "ㅇ", "박": "ㅂ", "최": "ㅊ", "한": "ㅎ",
    "ㅎㅎ": "ㅎ", "ㄲ": "ㄱ", "\u1100\u1161": "ㄱ", "ﾡ": "ㄱ",
  }))("Korean %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "さくら": "さ", "サクラ": "さ", "ガンダム": "か", "ぎん": "か", "ゆき": "や", "ンゴ": "わ", "をん": "わ",
    "ｱｲ": "あ", "ヴィ": "あ", "ぱん": "は", "っと": "た", "ヶ月": "か",
  }))("Japanese kana %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it.each(cases({
    "张伟": "Z", "李娜": "L", "王芳": "W", "陈": "C", "欧阳": "O", "安": "A", "白": "B", "邓": "D",
    "冯": "F", "高": "G", "黄": "H", "金": "J", "孔": "K", "马": "M", "牛": "N", "潘": "P", "钱": "Q",
    "任": "R", "孙": "S", "唐": "T", "吴": "W", "徐": "X", "杨": "Y", "赵": "Z", "刘": "L", "鄂": "E",
    "诸葛亮": "Z", "司马懿": "S", "吕": "L", "挖": "W",
    // Traditional characters
    "陳": "C", "張": "Z", "劉": "L", "黃": "H", "趙": "Z", "楊": "Y", "錢": "Q", "孫": "S", "鄧": "D",
  }))("Chinese %s → %s", (name, letter) => {
    expect(firstLetter(name)).toBe(letter);
  });

  it("puts each classic boundary character under its own letter", () => {
    const boundaries = "阿八嚓哒妸发旮哈讥咔垃拏噢妑七呥仨他哇夕丫帀";
    expect([...boundaries].map(firstLetter).join("")).toBe("ABCDEFGHJKLNOPQRSTWXYZ");
  });

  it("puts Han characters without a pinyin reading under #", () => {
    expect(firstLetter("𠀋")).toBe("#");
    expect(firstLetter("㐀")).toBe("#");
  });

  it.each(["", "   ", "123abc", "٣", "😀Anna", "👨‍👩‍👧", "★", "ไทย", "Հայ", "ქართ", "\u0301", "…", "²"])(
    "%j → #",
    (name) => {
      expect(firstLetter(name)).toBe("#");
    },
  );

  it("skips leading whitespace, punctuation and invisible characters", () => {
    expect(firstLetter("  (Anna)")).toBe("A");
    expect(firstLetter("\u3000「张伟」")).toBe("Z");
    expect(firstLetter("\u200b\ufeff.Émile")).toBe("E");
    expect(firstLetter("«Дима»")).toBe("Д");
  });
});

describe("compareNames", () => {
  const sorted = (names: string[]) => [...names].sort(compareNames);

  it("orders numerically and ignores case and accents before tie-breaking", () => {
    expect(sorted(["anna 10", "Anna 2", "Ánna 1", "Adam"])).toEqual(["Adam", "Ánna 1", "Anna 2", "anna 10"]);
    expect(sorted(["émile", "Emile", "emile"])).toEqual(["emile", "Emile", "émile"]);
  });

  it("orders Chinese names by pinyin", () => {
    expect(sorted(["赵", "张伟", "章子", "周"])).toEqual(["张伟", "章子", "赵", "周"]);
  });

  it("orders by the script's alphabet", () => {
    expect(sorted(["Ярослав", "Ёлка", "Ева", "Жанна"])).toEqual(["Ева", "Ёлка", "Жанна", "Ярослав"]);
    expect(sorted(["Ωμέγα", "Άλφα", "Βήτα"])).toEqual(["Άλφα", "Βήτα", "Ωμέγα"]);
  });

  it("is a total order: distinct names never compare equal", () => {
    expect(compareNames("a", "a")).toBe(0);
    expect(compareNames("A\u0301", "Á")).not.toBe(0);
    expect(Math.sign(compareNames("x", "y"))).toBe(-Math.sign(compareNames("y", "x")));
  });
});
