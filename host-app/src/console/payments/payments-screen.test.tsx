import { createPayments } from "@chat/client/console";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { ConsolePaymentQuery } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/render-app.js";
import { PaymentsScreen } from "./payments-screen.js";

describe("given the payments screen", () => {
  it("shows the differences first, then payments filtered by provider and status", async () => {
    await activateConsoleLocale("en");
    const user = userEvent.setup();
    const queries: ConsolePaymentQuery[] = [];
    render(
      <I18nProvider i18n={i18n}>
        <main>
          <PaymentsScreen
            payments={createPayments({
              reconciliation: async () => ({
                differences: [{ kind: "credit-missing", provider: "paypal", orderId: "abc123", userId: 12, reported: { amount: 1000, currency: "USD" }, expected: { amount: 1000, currency: "USD", coins: 10 }, credited: 0, at: 1, detail: "completed" }],
                totals: [{ provider: "paypal", currency: "USD", completed: 2, amount: 2000, coins: 20, credited: 10 }],
                checkedAt: 2,
              }),
              payments: async (q) => {
                queries.push(q);
                return {
                  list: [{ id: "abc123", userId: 12, provider: "paypal", providerRef: "R", packageId: "coins-10", amount: 1000, currency: "USD", coins: 10, status: "completed", createdAt: 1, completedAt: 1, credited: 0 }],
                  total: 1,
                  summary: [{ provider: "paypal", status: "completed", count: 2, amount: 2000 }],
                };
              },
            })}
          />
        </main>
      </I18nProvider>,
    );
    const differences = await screen.findByRole("table", { name: "Differences" });
    expect(within(differences).getByRole("rowheader", { name: "Paid, coins not credited as ordered" })).toBeTruthy();
    expect(screen.getByText("1 difference to look at")).toBeTruthy();
    const tables = screen.getAllByRole("table");
    expect(tables[0]).toBe(differences);

    await user.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "paypal");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "completed");
    await waitFor(() => expect(queries.at(-1)).toEqual({ provider: "paypal", status: "completed", page: 1, pageSize: 20 }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe("given the payments screen in Arabic", () => {
  it("speaks the console's Arabic catalog", async () => {
    await activateConsoleLocale("ar");
    render(
      <I18nProvider i18n={i18n}>
        <main dir="rtl" lang="ar">
          <PaymentsScreen payments={createPayments({ reconciliation: async () => ({ differences: [], totals: [], checkedAt: 1 }), payments: async () => ({ list: [], total: 0, summary: [] }) })} />
        </main>
      </I18nProvider>,
    );
    expect(await screen.findByText("كل شيء متطابق: ما أبلغ عنه المزودون أضيف إلى الأرصدة.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "المطابقة" })).toBeTruthy();
    await activateConsoleLocale("en");
  });
});
