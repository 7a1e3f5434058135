/** A checked-out basket on its way through the laundry. */
export interface Booking {
  id: string;
  user: string;
  /** '2024-03-05' */
  pickup_date: string;
  /** "125.00" */
  sub_total: string;
  status: string;
  branch: { id: string; name: string };
  transaction: { reference: string | null; payment_status: string } | null;
  booking_items: BookingItem[];
  /** Address ids. */
  pickup_address: string;
  dropoff_address: string;
  created_at: string;
}

export interface BookingItem {
  id: string;
  item_name: string;
  quantity: number;
  total: string;
}
