/** A saved pickup or dropoff address. */
export interface Address {
  id: string;
  address_name: string;
  address: string;
  street_name: string | null;
  city: string | null;
  town: string | null;
  user: string;
}
