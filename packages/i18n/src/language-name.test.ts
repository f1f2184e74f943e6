import { describe, expect, it } from "vitest";
import { languageName } from "./language-name.js";

describe("a language's name for the reader", () => {
  it("is written in the reader's language", () => {
    expect(languageName("es", "en")).toBe("Spanish");
    expect(languageName("es", "de")).toBe("Spanisch");
    expect(languageName("ja", "ar")).toBe("اليابانية");
  });

  it("falls back to the native name for a code the browser does not know", () => {
    expect(languageName("zz", "en")).toBe("zz");
    expect(languageName("nb", "xx-invalid-locale-!!")).toBe("Norsk bokmål");
  });
});
