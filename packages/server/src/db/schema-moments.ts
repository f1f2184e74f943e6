/** Table types of the moments (migration 0011). */
import type { Generated } from "kysely";

/** One stored picture of a moment (the `pictures` JSON column holds an array of them). */
export interface StoredPicture {
  key: string;
  thumbKey: string;
  blurKey: string;
  width: number;
  height: number;
}

export interface MomentsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  /** The author's language when posting. */
  language: string;
  /** 0 normal, 1 burn-after-reading. */
  type: Generated<number>;
  /** JSON array of StoredPicture. */
  pictures: string;
  pinned: Generated<number>;
  likes: Generated<number>;
  /** Comments and replies. */
  comments: Generated<number>;
  created_at: number;
  /** Hidden by an operator (migration 0018). */
  hidden_at: number | null;
}

export interface MomentLikesTable {
  moment_id: number;
  user_id: number;
  created_at: number;
}

export interface MomentCommentsTable {
  id: Generated<number>;
  moment_id: number;
  user_id: number;
  /** The top-level comment a reply sits under; null for a top-level comment. */
  parent_id: number | null;
  /** For a reply: the author of the comment it answers. */
  reply_to_user_id: number | null;
  text: string;
  language: string;
  created_at: number;
  /** Hidden by an operator (migration 0018). */
  hidden_at: number | null;
}

export interface MomentBurnReadsTable {
  moment_id: number;
  viewer_id: number;
  allowed: Generated<number>;
  reads: Generated<number>;
  updated_at: number;
}

export interface MomentBurnLinksTable {
  token_hash: string;
  moment_id: number;
  viewer_id: number;
  /** Index into the moment's pictures. */
  picture: number;
  expires_at: number;
  used_at: number | null;
}

export interface MomentTables {
  moments: MomentsTable;
  moment_likes: MomentLikesTable;
  moment_comments: MomentCommentsTable;
  moment_burn_reads: MomentBurnReadsTable;
  moment_burn_links: MomentBurnLinksTable;
}
