/**
 * The console's sections: one line each. A section is a page of its own, loaded when first opened
 * (`load`), shown in the navigation to the roles it names. Its module's default export is the
 * section's component; it receives the console's API client and the signed-in operator
 * (`SectionProps`, section-props.ts: import it from there, not from this file, to keep imports acyclic).
 */
import type { OperatorRole } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import type { SectionProps } from "./section-props.js";

export type { SectionProps };

export interface ConsoleSection {
  /** Its place in the address: /admin/<id>. */
  id: string;
  label: MessageDescriptor;
  roles: readonly OperatorRole[];
  load: () => Promise<{ default: ComponentType<SectionProps> }>;
}

const EVERYONE: readonly OperatorRole[] = ["support", "admin"];

export const SECTIONS: readonly ConsoleSection[] = [
  { id: "inbox", label: msg`Inbox`, roles: EVERYONE, load: () => import("./support/inbox-section.js") },
  { id: "complaints", label: msg`Complaints`, roles: EVERYONE, load: () => import("./complaints/complaints-section.js") },
  { id: "users", label: msg`Users`, roles: EVERYONE, load: () => import("./users/users-section.js") },
  { id: "announcements", label: msg`Announcements`, roles: EVERYONE, load: () => import("./announcements/announcements-section.js") },
  { id: "mall", label: msg`Mall`, roles: EVERYONE, load: () => import("./catalogue/catalogue-section.js") },
  { id: "payments", label: msg`Payments`, roles: EVERYONE, load: () => import("./payments/payments-section.js") },
  { id: "stats", label: msg`Numbers`, roles: EVERYONE, load: () => import("./stats/stats-section.js") },
];

/** The sections an operator of this role sees, in order. */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return SECTIONS.filter((s) => s.roles.includes(role));
}
