// @vitest-environment node
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The typings shipped in the npm build (widget/types → dist/widget/*.d.ts), compiled on their own the
 * way a partner's TypeScript sees them: a page's code type-checks, and a wrong use of an event's
 * detail is an error.
 */
const typesDir = fileURLToPath(new URL("../../types/", import.meta.url));

function diagnosticsOf(code: string): string[] {
  const consumer = `${typesDir}consumer.ts`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (file === consumer ? code : read(file));
  const exists = host.fileExists.bind(host);
  host.fileExists = (file) => file === consumer || exists(file);
  const program = ts.createProgram([consumer], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the typings shipped with the npm build", () => {
  it("type a partner's use of the element, its methods and its events", () => {
    const errors = diagnosticsOf(`
      import type { ChatPanelElement, ChatLogoutReason } from "./chat-panel.js";
      const panel = document.querySelector("chat-panel");
      if (panel) {
        panel.token = "abc";
        panel.theme = "dark";
        panel.openConversation(42);
        panel.openGifts(42);
        panel.addEventListener("chat-unread", (event) => console.log(event.detail.total.toFixed(0)));
        panel.addEventListener("chat-wallet", (event) => console.log(event.detail.goldCoin.toFixed(0), event.detail.character + event.detail.vipCharacter));
        panel.addEventListener("chat-logout", (event) => {
          const reason: ChatLogoutReason = event.detail.reason;
          console.log(reason);
        });
        const same: ChatPanelElement = panel;
        console.log(same.isOpen);
      }
    `);
    expect(errors).toEqual([]);
  });

  it("turn a wrong use into a type error", () => {
    const errors = diagnosticsOf(`
      import type { ChatPanelElement } from "./chat-panel.js";
      const panel: ChatPanelElement = document.querySelector("chat-panel")!;
      panel.addEventListener("chat-unread", (event) => event.detail.total.toUpperCase());
      panel.theme = "pink";
      panel.openConversation("42");
    `);
    expect(errors).toHaveLength(3);
    expect(errors.join("\n")).toMatch(/toUpperCase/);
    expect(errors.join("\n")).toMatch(/"pink"/);
  });
});
