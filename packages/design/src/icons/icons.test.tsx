import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as icons from "./index.js";

afterEach(cleanup);

const files = Object.keys(import.meta.glob("./*.tsx"))
  .filter((file) => !/(svg-icon|\.test)\.tsx$/.test(file))
  .map((file) => file.slice(2, -4));

describe("given the icon set", () => {
  it("exports one icon per file, named after it", () => {
    expect(Object.keys(icons)).toHaveLength(files.length);
    const names = Object.values(icons).map((Icon) => render(<Icon />).container.firstElementChild?.getAttribute("data-icon"));
    expect(names.sort()).toEqual(files.sort());
  });

  for (const [name, Icon] of Object.entries(icons)) {
    it(`${name} renders a decorative svg in the text colour, sized by CSS`, () => {
      const { container } = render(<Icon className="extra" />);
      const svg = container.firstElementChild;
      expect(svg?.tagName.toLowerCase()).toBe("svg");
      expect(svg?.getAttribute("aria-hidden")).toBe("true");
      expect(svg?.getAttribute("focusable")).toBe("false");
      expect(svg?.getAttribute("stroke")).toBe("currentColor");
      expect(svg?.getAttribute("class")).toBe("icon extra");
      expect(svg?.hasAttribute("width")).toBe(false);
      expect(svg?.querySelectorAll("path, circle, rect").length).toBeGreaterThan(0);
    });
  }
});
