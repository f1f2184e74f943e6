import { z } from "zod";
import { statsPeriodError } from "./console-stats.js";

// Kept apart from console-stats.ts so that the console's page checks a period without loading zod.

/** `GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD`: two real dates, in order, at most 366 days. */
export const statsQuery = z.object({ from: z.unknown().optional(), to: z.unknown().optional() }).transform((q, context) => {
  const error = statsPeriodError(q.from, q.to);
  if (error) {
    context.addIssue({ code: "custom", message: error });
    return z.NEVER;
  }
  return { from: q.from as string, to: q.to as string };
});

export type StatsQuery = z.input<typeof statsQuery>;
