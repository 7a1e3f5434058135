/**
 * The bookings lists customers were last shown, kept in this process's memory as the exact JSON
 * bodies sent, so that a customer who opens the app again (the dashboard and the bookings page
 * both ask, and the app refetches on focus) is answered without a database round trip. The staff's
 * orders table keeps its pages in a second cache of this kind, where the "customer" a page belongs
 * to is the branch scope it was read for (live.plugin.ts), and every booking change drops them all.
 *
 * Kept correct by the database itself, through the bus (docs/decisions/003):
 *
 * - pages are served and kept only while the listener is up; when it goes down every page is
 *   dropped and reads go to the database until it is up again (changes made meanwhile were not
 *   heard);
 * - a booking change drops its customer's pages, one that may be anyone's drops everyone's;
 * - a read keeps its page only if nothing dropped the customer's pages since the read began
 *   (else it may hold what was true before the change it did not hear about);
 * - a customer's own change through this process drops their pages before the answer is sent
 *   (forgetOwnChanges), so the next read shows it even if the notification has not arrived yet;
 * - a page is served for at most `ttlMs`, and the cache holds at most `maxCustomers` customers,
 *   `maxPagesPerCustomer` pages each and about `maxBytes` of JSON, least recently read first out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingChanged, ListenerStatus } from './events';

export interface BookingListCacheOptions {
  /** Longest a page is served after it was read, however quiet the notifications. */
  ttlMs: number;
  maxCustomers: number;
  maxPagesPerCustomer: number;
  /** About how much JSON (in characters) is kept in all. */
  maxBytes: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/** The bounds of the cache the API keeps. */
export const DEFAULT_BOOKING_LIST_CACHE: BookingListCacheOptions = {
  ttlMs: 60_000,
  maxCustomers: 10_000,
  maxPagesPerCustomer: 8,
  maxBytes: 64 * 1024 * 1024,
};

interface Page {
  body: string;
  readAt: number;
}

/** One customer's pages, by page key, least recently read first. */
interface CustomerPages {
  pages: Map<string, Page>;
  bytes: number;
}

/**
 * Taken when a read from the database begins; keeping the page it read needs the customer's
 * pages to be the very ones that were there then, i.e. not dropped since.
 */
export interface ReadTicket {
  customerId: string;
  pages: CustomerPages;
}

/** What the cache has done since it was made (for tests and monitoring). */
export interface BookingListCacheStats {
  hits: number;
  misses: number;
  kept: number;
  /** Pages read but not kept because the customer's bookings changed during the read. */
  refused: number;
  /** Changes (heard or made here) that dropped pages. */
  invalidations: number;
}

/** Customers' bookings pages, dropped on the changes the bus publishes. */
export class BookingListCache {
  readonly stats: BookingListCacheStats = {
    hits: 0,
    misses: 0,
    kept: 0,
    refused: 0,
    invalidations: 0,
  };
  private readonly customers = new Map<string, CustomerPages>();
  private bytes = 0;
  private listening = false;
  private readonly options: Required<BookingListCacheOptions>;

  constructor(options: Partial<BookingListCacheOptions> = {}) {
    this.options = { ...DEFAULT_BOOKING_LIST_CACHE, now: Date.now, ...options };
  }

  /** Whether pages are served and kept: only while the change listener is up. */
  get serving(): boolean {
    return this.listening;
  }

  /** How many customers have pages (or a read under way). */
  get size(): number {
    return this.customers.size;
  }

  /** Whether the customer has pages kept, or a read under way that may keep one. */
  holds(customerId: string): boolean {
    return this.customers.has(customerId);
  }

  /** The listener's state: "down" drops every page and stops serving until "up". */
  listenerStatus(status: ListenerStatus): void {
    this.forgetEveryone();
    this.listening = status === 'up';
  }

  /** A booking change: drops its customer's pages, or everyone's when it may be anyone's. */
  changed({ customerId }: BookingChanged): void {
    if (customerId === undefined) this.forgetEveryone();
    else this.forget(customerId);
  }

  /** The body last read for this customer and page key, if it may still be served. */
  page(customerId: string, key: string): string | undefined {
    if (!this.listening) return undefined;
    const customer = this.customers.get(customerId);
    const page = customer?.pages.get(key);
    if (!customer || !page || this.options.now() - page.readAt >= this.options.ttlMs) {
      if (customer && page) this.drop(customer, key, page);
      this.stats.misses += 1;
      return undefined;
    }
    this.touch(customerId, customer);
    customer.pages.delete(key);
    customer.pages.set(key, page);
    this.stats.hits += 1;
    return page.body;
  }

  /** Call before reading from the database; undefined while pages are not kept. */
  startRead(customerId: string): ReadTicket | undefined {
    if (!this.listening) return undefined;
    let pages = this.customers.get(customerId);
    if (!pages) {
      pages = { pages: new Map(), bytes: 0 };
      this.customers.set(customerId, pages);
      this.evict(pages);
    }
    return { customerId, pages };
  }

  /** Keeps what a read found, unless the customer's pages were dropped since it began. */
  keep(ticket: ReadTicket | undefined, key: string, body: string): boolean {
    if (!ticket) return false;
    const customer = this.customers.get(ticket.customerId);
    if (!this.listening || customer !== ticket.pages) {
      this.stats.refused += 1;
      return false;
    }
    if (body.length > this.options.maxBytes) return false;
    const previous = customer.pages.get(key);
    if (previous) this.drop(customer, key, previous);
    customer.pages.set(key, { body, readAt: this.options.now() });
    customer.bytes += body.length;
    this.bytes += body.length;
    for (const [oldestKey, oldest] of customer.pages) {
      if (customer.pages.size <= this.options.maxPagesPerCustomer) break;
      this.drop(customer, oldestKey, oldest);
    }
    this.touch(ticket.customerId, customer);
    this.evict(customer);
    this.stats.kept += 1;
    return true;
  }

  /** Drops one customer's pages (and makes reads under way for them not keep theirs). */
  forget(customerId: string): void {
    const customer = this.customers.get(customerId);
    if (!customer) return;
    this.customers.delete(customerId);
    this.bytes -= customer.bytes;
    this.stats.invalidations += 1;
  }

  /** Drops every customer's pages. */
  forgetEveryone(): void {
    if (this.customers.size) this.stats.invalidations += 1;
    this.customers.clear();
    this.bytes = 0;
  }

  private drop(customer: CustomerPages, key: string, page: Page): void {
    customer.pages.delete(key);
    customer.bytes -= page.body.length;
    this.bytes -= page.body.length;
  }

  /** Makes the customer the most recently read (a Map keeps insertion order). */
  private touch(customerId: string, customer: CustomerPages): void {
    this.customers.delete(customerId);
    this.customers.set(customerId, customer);
  }

  /** Drops least recently read customers, never `keep`, until within the bounds. */
  private evict(keep: CustomerPages): void {
    for (const [customerId, customer] of this.customers) {
      if (this.customers.size <= this.options.maxCustomers && this.bytes <= this.options.maxBytes)
        return;
      if (customer === keep) continue;
      this.customers.delete(customerId);
      this.bytes -= customer.bytes;
    }
  }
}

/**
 * Answers a list read from the cache when it can, else reads it (`read` gives the page object the
 * route's schema serializes) and keeps the exact body sent, unless a change came during the read.
 */
export async function answerFromCache<Page>(
  cache: BookingListCache,
  owner: string,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<Page>,
): Promise<Page | FastifyReply> {
  const key = pageKey(request);
  const cached = cache.page(owner, key);
  if (cached !== undefined) return sendPage(reply, cached);
  const ticket = cache.startRead(owner);
  const page = await read();
  // Not kept while the listener is down: answered as any other route is.
  if (!ticket) return page;
  // The route's own response serializer, so a kept page is the very body it sends.
  const body = reply.serialize(page) as string;
  cache.keep(ticket, key, body);
  return sendPage(reply, body);
}

/** Routes whose non-GET calls change the caller's bookings list. */
const CHANGES_BOOKINGS = ['/api/bookings', '/api/finance'];
/** Routes whose non-GET calls may change the staff's orders table. */
const STAFF_CHANGES = '/api/ops';

/**
 * Read-your-writes within this process, before the notification arrives: a customer's own call
 * that may change their bookings drops their pages before the answer is sent. Refusals count too:
 * a declined payment answers 400 after recording the attempt as failed.
 */
export function forgetOwnChanges(app: FastifyInstance, cache: BookingListCache, staffTables: BookingListCache): void {
  app.addHook('onSend', async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const route = request.routeOptions.url;
    if (!route) return;
    // Any staff change (a status, a payment, a refund) may change rows of every staff table.
    if (route.startsWith(STAFF_CHANGES)) staffTables.forgetEveryone();
    const customerId = (request.user as { id?: string } | null | undefined)?.id;
    if (customerId && CHANGES_BOOKINGS.some((prefix) => route.startsWith(prefix))) {
      cache.forget(customerId);
    }
  });
}

/** The key of a page: everything its body depends on besides the customer and the database. */
export function pageKey(request: FastifyRequest): string {
  // next/previous are absolute links built from the protocol, host and URL (lib/pagination.ts).
  return `${request.protocol}://${request.host}${request.url}`;
}

/**
 * Sends a page body as it is: a string with a JSON content type is not serialized again, and is
 * what the route's serializer would have sent (the content type included).
 */
export function sendPage(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
