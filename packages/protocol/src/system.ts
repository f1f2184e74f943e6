/** The dictionaries of `GET /api/system/*` that the profile screens use. */
export interface LanguageOption {
  code: string;
  language: string;
}
/** A dictionary entry: a stable value stored on the profile and its label. */
export interface Option {
  id: string;
  name: string;
}
export interface Health {
  version: string;
  database: "sqlite" | "postgres";
  uptimeS: number;
  /** True while the server runs with MAINTENANCE=1 and refuses every other call with 503. */
  maintenance: boolean;
}
/**
 * What `GET /api/ready` can name as failing: the database, the Redis bus (REDIS_URL), the upload
 * bucket (S3_URL), or `draining` alone: the process got SIGTERM and is finishing its work before it exits.
 */
export type ReadinessPart = "database" | "redis" | "storage" | "draining";
/** `GET /api/ready`'s data: 200 with `{ready: true}`, or 503 with the parts that fail. */
export interface Readiness {
  ready: boolean;
  failing?: ReadinessPart[];
}

/** The wire values of the profile's gender (0 male, 1 female, 2 other), in the order forms list them. */
export const GENDERS = [0, 1, 2] as const;
/** Who may add me as a friend (`addFriend` of privacy-set and `userSetVo`). */
export const ADD_FRIEND_CHOICES = ["anyone", "verification"] as const;
/** Who sees likes and comments on my moments (`momentInteractions` of privacy-set and `userSetVo`). */
export const MOMENT_INTERACTION_CHOICES = ["public", "private"] as const;

/** One choice of a form: the value sent at the wire and its label in the request's language. */
export interface Choice<V extends string | number> {
  id: V;
  name: string;
}

/** `GET /api/system/option`: the choice lists of the profile and privacy forms, labels localized. */
export interface FormOptions {
  gender: Choice<(typeof GENDERS)[number]>[];
  addFriend: Choice<(typeof ADD_FRIEND_CHOICES)[number]>[];
  momentInteractions: Choice<(typeof MOMENT_INTERACTION_CHOICES)[number]>[];
}
