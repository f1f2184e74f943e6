/**
 * Table types for kysely. Timestamps are epoch milliseconds (bigint in PostgreSQL, parsed back to
 * numbers); flags are 0/1 integers so both databases read the same.
 */
import type { Generated } from "kysely";
import type { BlockTables } from "./schema-block.js";
import type { ConsoleTables } from "./schema-console.js";
import type { EasemobTables } from "./schema-easemob.js";
import type { EncounterTables } from "./schema-encounter.js";
import type { AlbumTables } from "./schema-album.js";
import type { MallTables } from "./schema-mall.js";
import type { MessagingTables } from "./schema-messaging.js";
import type { MomentTables } from "./schema-moments.js";
import type { StorageTables } from "./schema-storage.js";
import type { PushTables } from "./schema-push.js";
import type { SupportTables } from "./schema-support.js";
import type { WalletTables } from "./schema-wallet.js";
import type { UserActiveDaysTable } from "./schema-stats.js";

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  /** A deleted account's address as "sha256:<hex>", kept only beside payment orders (account/erase-account.ts). */
  deleted_email: string | null;
  password_hash: string;
  nickname: string;
  avatar: Generated<string>;
  vip_level: Generated<number>;
  gender: Generated<number>;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  region: Generated<string>;
  height: number | null;
  weight: number | null;
  occupation: Generated<string>;
  interest: Generated<string>;
  personal_message: Generated<string>;
  language: Generated<string>;
  is_pay_msg: Generated<number>;
  is_burn_pay_msg: Generated<number>;
  gold_coin: Generated<number>;
  translate_chars: Generated<number>;
  vip_chars: Generated<number>;
  /** Free gifts left this month (VIP), and the "YYYY-MM" they were granted for. */
  free_gifts: Generated<number>;
  free_gifts_month: Generated<string>;
  /** Blurred-picture uses of the membership: each opens a burned moment once more (migration 0011). */
  blur_uses: Generated<number>;
  /** When the membership ends (epoch ms); null for none. */
  vip_expires_at: number | null;
  add_friend: Generated<"anyone" | "verification">;
  moment_interactions: Generated<"public" | "private">;
  is_service: Generated<number>;
  /** The languages the user speaks: locale codes, comma-separated. */
  languages: Generated<string>;
  /** The avatar's 96 px thumbnail ("" when the avatar did not come from the avatar upload). */
  avatar_thumb: Generated<string>;
  /** 1 once nickname, avatar, occupation, height, weight and hashtags are all set; then they stay set. */
  profile_completed: Generated<number>;
  /** How many follow this user, and how many this user follows (kept with the follows rows). */
  fans_count: Generated<number>;
  follow_count: Generated<number>;
  /** Home-page visits ever, and distinct visitors on the UTC day `views_day` (YYYY-MM-DD). */
  total_views: Generated<number>;
  today_views: Generated<number>;
  views_day: Generated<string>;
  created_at: number;
  deleted_at: number | null;
  /** Suspended by an operator until this moment (epoch ms), or null (migration 0018). */
  suspended_until: number | null;
  /** Banned by an operator at this moment, or null (migration 0018). */
  banned_at: number | null;
  /** "Show message text in notifications": 1 (the default) or 0 (migration 0024). */
  notification_text: Generated<number>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

export interface VerificationCodesTable {
  email: string;
  purpose: "register" | "reset" | "cancel";
  code_hash: string;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
  created_at: number;
}

export interface FriendsTable {
  user_id: number;
  friend_user_id: number;
  remark_name: Generated<string>;
  created_at: number;
}

/** A partner's user (handed over by its backend): (partner origin, the partner's id for them) → our user. */
export interface PartnerUsersTable {
  partner_origin: string;
  external_id: string;
  user_id: number;
  created_at: number;
}

/** An avatar this server made for a user: the 512 px picture's file key and its thumbnail's. */
export interface AvatarsTable {
  key: string;
  thumb_key: string;
  user_id: number;
  created_at: number;
}

/** One user following another (one row per pair). */
export interface FollowsTable {
  follower_id: number;
  followed_id: number;
  created_at: number;
}

/** A visitor's visits to an owner's home page on one UTC day. */
export interface VisitsTable {
  owner_id: number;
  visitor_id: number;
  day: string;
  visits: Generated<number>;
  last_at: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  content: string;
  insert_time: number;
  /** Migration 0019: JSON `{locale: {title, body}}` ("{}" for one written only as `content`). */
  texts: Generated<string>;
  operator_id: number | null;
}

export interface DB extends MessagingTables, WalletTables, AlbumTables, BlockTables, MomentTables, EncounterTables, MallTables, EasemobTables, ConsoleTables, StorageTables, PushTables, SupportTables {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  friends: FriendsTable;
  announcements: AnnouncementsTable;
  partner_users: PartnerUsersTable;
  avatars: AvatarsTable;
  follows: FollowsTable;
  visits: VisitsTable;
  user_active_days: UserActiveDaysTable;
}
