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
