/**
 * What the tests of package allowances and benefits share: the catalogue, the packages and a
 * branch, read once from the API, and customers with an address who are subscribed and paid.
 */
import { subscriptionsRepository } from '../src/modules/subscriptions/subscriptions.repository';
import { bookablePickupDate } from './fixtures';
import { call, createCustomer, type TestContext } from './helper';

export type Customer = Awaited<ReturnType<typeof createCustomer>>;
export interface Subscriber {
  customer: Customer;
  address: string;
  subscriptionId: string;
}
interface CatalogueItem {
  id: string;
  name: string;
  price: string;
  category: { id: string; name: string };
}

/** Call `load()` in beforeAll, once the test app is built. */
export function subscriberFixtures(context: () => TestContext) {
  let catalogue: CatalogueItem[] = [];
  let packs: { id: string; name: string; quantity: number }[] = [];
  let branch = '';
  const app = () => context().app;

  const item = (name: string) => catalogue.find((i) => i.name === name)!;
  const pack = (name: string) => packs.find((p) => p.name === name)!;

  /** A customer with an address (their pickup and dropoff), subscribed to `packageName` and paid. */
  async function subscriber(packageName = 'Solo'): Promise<Subscriber> {
    const customer = await createCustomer(context());
    const address = (
      await call(app(), 'POST', '/api/address/', { token: customer.token, body: { address_name: 'Home', address: 'Home, 5 Cantonments Road' } })
    ).json.id as string;
    const subscription = (await call(app(), 'POST', '/api/subscriptions/', { token: customer.token, body: { package: pack(packageName).id } })).json;
    await subscriptionsRepository(context().database.db).forCustomer(customer.user.id).activate(subscription.id);
    return { customer, address, subscriptionId: subscription.id as string };
  }

  /** Puts each [item name, quantity] in the customer's basket. */
  async function fill(customer: Customer, lines: [string, number][]) {
    for (const [name, quantity] of lines) {
      const { status } = await call(app(), 'POST', '/api/bookings/basket/', { token: customer.token, body: { item: item(name).id, quantity } });
      expect(status).toBe(201);
    }
  }

  /** Checks the basket out into a booking picked up at the next bookable day (unless `extra` says otherwise). */
  async function checkout(who: { customer: Customer; address: string }, extra: Record<string, string> = {}) {
    const response = await call(app(), 'POST', '/api/bookings/checkout/', {
      token: who.customer.token,
      body: { pickup_address: who.address, dropoff_address: who.address, branch, pickup_date: bookablePickupDate(1), booking_items: [], ...extra },
    });
    expect({ status: response.status, detail: response.json.detail }).toEqual({ status: 201, detail: undefined });
    return response.json;
  }

  return {
    async load() {
      catalogue = (await call(app(), 'GET', '/api/items/?page_size=100')).json.results;
      packs = (await call(app(), 'GET', '/api/packages/')).json.results;
      branch = (await call(app(), 'GET', '/api/branches/')).json.results[0].id;
    },
    get branch() {
      return branch;
    },
    item,
    pack,
    subscriber,
    fill,
    checkout,
  };
}
