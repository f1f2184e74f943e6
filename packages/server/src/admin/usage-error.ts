/** A command the operator must correct; the CLI prints its message and exits with 2. */
export class UsageError extends Error {
  override name = "UsageError";
}
