/** Table types of migration 0010 (people: block). */

export interface UserBlocksTable {
  /** The blocker. */
  user_id: number;
  blocked_user_id: number;
  created_at: number;
}

export interface BlockTables {
  user_blocks: UserBlocksTable;
}
