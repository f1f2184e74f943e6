import { demoUser, envelope, ok } from "@chat/client/test";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const CLOSED = "The server is under maintenance. Please try again later.";

/** A server that answers 503 until `open` is called; health says whether it is closed. */
function server() {
  let closed = true;
  const closedOr = (answer: () => Response) => () => (closed ? envelope(503, CLOSED, null) : answer());
  return {
    open: () => (closed = false),
    routes: {
      "GET /api/account/my-info": closedOr(() => ok(demoUser({ nickname: "Grace" }))),
      "POST /api/account/login": closedOr(() => ok(null)),
      "GET /api/health": () => ok({ version: "1.0.0", database: "sqlite", uptimeS: 1, maintenance: closed }),
    },
  };
}

describe("the maintenance page", () => {
  it("replaces the app when the server answers 503, keeps the session, and comes back on Try again", async () => {
    const s = server();
    const { env, container } = await renderApp({ path: "/myInfo", token: "tok", routes: s.routes });
    expect(await screen.findByRole("heading", { name: "Under maintenance" })).toBeTruthy();
    expect(screen.getByText(CLOSED)).toBeTruthy();
    expect(env.session.$token.get()).toBe("tok");
    expect(await axeViolations(container)).toEqual([]);

    // Still closed: the page stays and says so.
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("The server is still under maintenance.")).toBeTruthy();

    s.open();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Under maintenance" })).toBeNull());
    await waitFor(() => expect(env.session.$user.get()?.nickname).toBe("Grace"));
    expect(window.location.pathname).toBe("/myInfo");
  });

  it("keeps the toast, not the page, when only the network fails", async () => {
    const { env } = await renderApp({
      path: "/login",
      routes: {
        "POST /api/account/login": () => {
          throw new TypeError("Failed to fetch");
        },
      },
    });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/under maintenance/);
    expect(env.maintenance.$message.get()).toBeNull();
    expect(screen.queryByRole("heading", { name: "Under maintenance" })).toBeNull();
  });
});
