/** Table types of migration 0002 (friends, messages, events, complaints, uploads). */
import type { Generated } from "kysely";

export interface FriendApplicationsTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  note: Generated<string>;
  status: number | null;
  created_at: number;
  updated_at: number;
}

export interface MessagesTable {
  id: string;
  client_msg_id: string;
  from_user_id: number;
  to_user_id: number;
  pair_key: string;
  type: "txt" | "img" | "audio" | "custom";
  content: Generated<string>;
  url: string | null;
  /** JSON of CustomPayload (of an audio message: `{duration}`) or null. */
  custom: string | null;
  /** JSON of MessageExt. */
  ext: Generated<string>;
  platform: Generated<string>;
  created_at: number;
  recalled_at: number | null;
  /** The message's place among the pair's messages, 1, 2, 3… in storing order (migration 0017). */
  pair_seq: number;
}

export interface ConversationsTable {
  user_id: number;
  peer_id: number;
  unread: Generated<number>;
  last_read_at: Generated<number>;
  /** Messages from the peer sent up to this time reached one of the user's devices (migration 0025). */
  delivered_at: Generated<number>;
  cleared_before: Generated<number>;
  hidden: Generated<number>;
  last_message_id: string | null;
  last_time: Generated<number>;
}

export interface UserSeqTable {
  user_id: number;
  seq: number;
}

export interface EventsTable {
  user_id: number;
  seq: number;
  type: string;
  /** JSON of the event's data. */
  data: string;
  ref_id: string | null;
  created_at: number;
}

export interface ComplaintTypesTable {
  id: Generated<number>;
  reason: string;
  type: Generated<number>;
}

export interface ComplaintsTable {
  id: Generated<number>;
  user_id: number;
  be_complained_user_id: number;
  type: number;
  notes: Generated<string>;
  created_at: number;
  /** The moment or the comment complained about (migration 0011); null for a complaint about the user. */
  dynamic_id: number | null;
  comment_id: number | null;
  /** The message complained about (migration 0018). */
  message_id: string | null;
  /** JSON copy of what was reported as it was when filed (migration 0018; null for older complaints). */
  snapshot: string | null;
  status: Generated<"open" | "dismissed" | "warned" | "hidden" | "suspended" | "banned">;
  handled_by: number | null;
  handled_at: number | null;
}

export interface InteractionsTable {
  id: Generated<number>;
  user_id: number;
  other_user_id: number;
  type: number;
  created_at: number;
  /** The moment it is about (likes, comments, replies; migration 0011). */
  dynamic_id: number | null;
}

export interface UserMarksTable {
  user_id: number;
  notices_read_at: Generated<number>;
  interact_read_at: Generated<number>;
}

export interface UploadsTable {
  key: string;
  owner_id: number;
  format: string;
  bytes: number;
  created_at: number;
  /** What the upload was sent as: null until sent, then "public" (a plain image) or "burn". */
  usage: "public" | "burn" | null;
}

export interface MessagingTables {
  friend_applications: FriendApplicationsTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  user_seq: UserSeqTable;
  events: EventsTable;
  complaint_types: ComplaintTypesTable;
  complaints: ComplaintsTable;
  interactions: InteractionsTable;
  user_marks: UserMarksTable;
  uploads: UploadsTable;
}
