import type { ApiClient } from "@chat/client";
import type { Operator } from "@chat/protocol";

/** What every console section receives: the console's API client (operator token) and the signed-in operator. */
export interface SectionProps {
  api: ApiClient;
  operator: Operator;
}
