/** Table types of the mall (migration 0013). */
import type { Generated } from "kysely";

export interface MallCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  created_at: number;
  removed_at: number | null;
}

/** A good; `pictures` is a JSON array of file keys, the first the cover. */
export interface MallGoodsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  description: Generated<string>;
  pictures: Generated<string>;
  price: number;
  stock: Generated<number>;
  sort: Generated<number>;
  created_at: number;
  removed_at: number | null;
}

/** An order: the good as it was when ordered, who pays, who receives (null: the buyer), and its status. */
export interface MallOrdersTable {
  id: Generated<number>;
  buyer_id: number;
  recipient_id: number | null;
  good_id: number;
  good_name: string;
  picture: Generated<string>;
  price: number;
  quantity: number;
  coins: number;
  consignee: Generated<string>;
  phone: Generated<string>;
  address: string;
  message: Generated<string>;
  status: Generated<"purchased" | "received">;
  request_id: string;
  created_at: number;
  received_at: number | null;
}

export interface MallTables {
  mall_categories: MallCategoriesTable;
  mall_goods: MallGoodsTable;
  mall_orders: MallOrdersTable;
}
