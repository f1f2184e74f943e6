import { describe, expect, it, vi } from "vitest";
import { createPayments, type PaymentsCalls } from "./payments.js";

describe("given the console's payments", () => {
  it("loads the report and the first page, and starts again at page 1 on a new filter", async () => {
    const calls: PaymentsCalls = {
      reconciliation: vi.fn(async () => ({ differences: [], totals: [], checkedAt: 1 })),
      payments: vi.fn(async () => ({ list: [], total: 40, summary: [] })),
    };
    const payments = createPayments(calls);
    payments.load();
    await vi.waitFor(() => expect(payments.$page.get()).not.toBeNull());
    expect(payments.$report.get()).toEqual({ differences: [], totals: [], checkedAt: 1 });
    payments.goToPage(2);
    payments.setFilter({ provider: "paypal", status: "" });
    expect(payments.$pageNumber.get()).toBe(1);
    expect(vi.mocked(calls.payments).mock.calls.map(([q]) => q)).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20 },
      { provider: "paypal", page: 1, pageSize: 20 },
    ]);
  });

  it("keeps a failure for the screen", async () => {
    const failure = new Error("no answer");
    const payments = createPayments({ reconciliation: () => Promise.reject(failure), payments: async () => ({ list: [], total: 0, summary: [] }) });
    payments.load();
    await vi.waitFor(() => expect(payments.$error.get()).toBe(failure));
  });
});
