/** Table types of migration 0023 (stored files waiting to be deleted). */
import type { Generated } from "kysely";

/** A stored file no row refers to any more, deleted from the store after its transaction committed. */
export interface FileDeletionsTable {
  key: string;
  /** Tries that failed so far; the sweep keeps trying. */
  attempts: Generated<number>;
  last_error: Generated<string>;
  created_at: number;
}

export interface StorageTables {
  file_deletions: FileDeletionsTable;
}
