/** A line of the customer's basket. */
export interface BasketItem {
  id: string;
  /** The catalogue item's id. */
  item: string;
  item_name: string;
  quantity: number;
  /** Line total, "25.00". */
  total: string;
  user: string;
}

/** A catalogue item the customer can put in the basket. */
export interface Item {
  id: string;
  name: string;
  price: string;
  category: { id: string; name: string };
}

/** A branch that handles a booking. */
export interface Branch {
  id: string;
  name: string;
}
