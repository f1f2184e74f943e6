/** Table types of migration 0026 (the support inbox). */
import type { SupportStatus } from "@chat/protocol";
import type { Generated } from "kysely";

/** A member's conversation with customer service, as the operators handle it. */
export interface SupportThreadsTable {
  member_id: number;
  status: Generated<SupportStatus>;
  assignee_id: number | null;
  /** The member's first message no reply has answered yet (epoch ms), or null. */
  waiting_since: number | null;
  /** The newest activity: the inbox's order. */
  last_time: number;
  /** When the current episode opened. */
  opened_at: number;
  resolved_at: number | null;
}

/** One opening of a thread, for the numbers: first response and resolution times. */
export interface SupportEpisodesTable {
  id: Generated<number>;
  member_id: number;
  opened_at: number;
  first_response_at: number | null;
  resolved_at: number | null;
}

export interface SupportNotesTable {
  id: Generated<number>;
  member_id: number;
  operator_id: number;
  text: string;
  created_at: number;
}

export interface SupportSavedRepliesTable {
  id: Generated<number>;
  title: string;
  language: string;
  text: string;
  created_by: number | null;
  created_at: number;
}

export interface SupportTables {
  support_threads: SupportThreadsTable;
  support_episodes: SupportEpisodesTable;
  support_notes: SupportNotesTable;
  support_saved_replies: SupportSavedRepliesTable;
}
