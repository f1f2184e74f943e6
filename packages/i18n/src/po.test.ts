import { describe, expect, it } from "vitest";
import { formatPo, parsePo } from "./po.js";

const SAMPLE = `msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: \\n"

#. codeMailRegister
#: host-app/src/x.tsx:3
msgid "Line one.\\n\\nSaid \\"hi\\""
msgstr ""
"Zeile eins.\\n"
"\\nSagte \\"hallo\\""

#~ msgid "Gone"
#~ msgstr "Weg"
`;

describe("PO catalogs", () => {
  it("reads headers, escapes, continuation lines, comments and obsolete entries", () => {
    const file = parsePo(SAMPLE);
    expect(file.headers.Language).toBe("de");
    expect(file.entries).toEqual([
      { msgid: 'Line one.\n\nSaid "hi"', msgstr: 'Zeile eins.\n\nSagte "hallo"', comments: ["codeMailRegister"], obsolete: false },
      { msgid: "Gone", msgstr: "Weg", comments: [], obsolete: true },
    ]);
  });

  it("writes what it reads", () => {
    const file = parsePo(SAMPLE);
    expect(parsePo(formatPo(file))).toEqual(file);
  });
});
