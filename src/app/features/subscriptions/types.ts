/** A monthly package a customer can subscribe to. */
export interface Package {
  id: string;
  name: string;
  price: string;
  quantity: number;
  /** Lines separated by newlines; each is a bullet. */
  description: string;
  image: string | null;
}

/** A customer's subscription to a package; inactive until paid. */
export interface Subscription {
  id: string;
  user: string;
  package: { id: string; name: string; price: string };
  price: string;
  total_items: number;
  start_date: string;
  end_date: string;
  status: string;
}
