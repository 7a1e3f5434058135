/**
 * The bookings lists customers were last shown, kept in this process's memory as the exact JSON
 * bodies sent, so that a customer who opens the app again (the dashboard and the bookings page
 * both ask, and the app refetches on focus) is answered without a database round trip.
 *
 * Kept correct by the database itself: triggers on bookings, booking_items,
 * payment_transactions and branches NOTIFY `bookings_changed` with the customer's id (or '*')
 * when a change commits, whichever copy of the API or staff tool made it (migration 0002). So:
 *
 * - pages are served and kept only while the listener is up; when it goes down every page is
 *   dropped and reads go to the database until it is up again (changes made meanwhile were not
 *   heard);
 * - a notification for a customer drops that customer's pages, '*' drops everyone's;
 * - a read keeps its page only if nothing dropped the customer's pages since the read began
 *   (else it may hold what was true before the change it did not hear about);
 * - a customer's own successful change through this process drops their pages before the answer
 *   is sent, so the next read shows it even if the notification has not arrived yet;
 * - a page is served for at most `ttlMs`, and the cache holds at most `maxCustomers` customers,
 *   `maxPagesPerCustomer` pages each and about `maxBytes` of JSON, least recently read first out.
 *
 * Nothing here is needed by another copy of the API: each keeps its own, and a copy that starts
 * or loses its listener simply reads from the database (docs/decisions/003).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ListenerStatus } from '../../db/client';

/** The channel the database's triggers notify. */
export const BOOKINGS_CHANGED_CHANNEL = 'bookings_changed';
/** The payload that means every customer's bookings may have changed. */
export const EVERY_CUSTOMER = '*';

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
  /** Notifications (and own changes) that dropped pages. */
  invalidations: number;
}

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

  /** A notification's payload: one customer's id, or '*' for everyone. */
  changed(payload: string): void {
    if (payload === EVERY_CUSTOMER) this.forgetEveryone();
    else this.forget(payload);
  }

  /** The body last read for this customer and page key, if it may still be served. */
  page(customerId: string, key: string): string | undefined {
    if (!this.listening) return undefined;
    const customer = this.customers.get(customerId);
    const page = customer?.pages.get(key);
    if (!customer || !page) {
      this.stats.misses += 1;
      return undefined;
    }
    if (this.options.now() - page.readAt >= this.options.ttlMs) {
      customer.pages.delete(key);
      customer.bytes -= page.body.length;
      this.bytes -= page.body.length;
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently read goes last (a Map keeps insertion order).
    this.customers.delete(customerId);
    this.customers.set(customerId, customer);
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
    if (previous) {
      customer.pages.delete(key);
      customer.bytes -= previous.body.length;
      this.bytes -= previous.body.length;
    }
    customer.pages.set(key, { body, readAt: this.options.now() });
    customer.bytes += body.length;
    this.bytes += body.length;
    while (customer.pages.size > this.options.maxPagesPerCustomer) {
      const [oldestKey, oldest] = customer.pages.entries().next().value as [string, Page];
      customer.pages.delete(oldestKey);
      customer.bytes -= oldest.body.length;
      this.bytes -= oldest.body.length;
    }
    this.customers.delete(ticket.customerId);
    this.customers.set(ticket.customerId, customer);
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The bookings lists this process has served, kept correct by database notifications. */
    bookingListCache: BookingListCache;
  }
}

/** Routes whose successful non-GET calls change the caller's bookings list. */
const CHANGES_BOOKINGS = ['/api/bookings', '/api/finance'];

/**
 * Makes app.bookingListCache, listens for the database's change notifications for it, and
 * drops a customer's pages when their own change through this process succeeds.
 */
export const bookingListCachePlugin = fp(
  async function bookingListCachePlugin(
    app: FastifyInstance,
    options: Partial<BookingListCacheOptions> = {},
  ) {
    const cache = new BookingListCache(options);
    app.decorate('bookingListCache', cache);

    let wasUp = false;
    const stopListening = await app.database.listen(
      BOOKINGS_CHANGED_CHANNEL,
      (payload) => cache.changed(payload),
      (status) => {
        cache.listenerStatus(status);
        if (status === 'down') {
          app.log.warn(
            'bookings change listener lost: bookings lists are read from the database until it reconnects',
          );
        } else if (wasUp) {
          app.log.info('bookings change listener reconnected');
        }
        wasUp ||= status === 'up';
      },
    );
    app.addHook('onClose', async () => {
      cache.listenerStatus('down');
      await stopListening();
    });

    // Read-your-writes within this process, before the notification arrives. Refusals count too:
    // a declined payment answers 400 after recording the attempt as failed.
    app.addHook('onSend', async (request: FastifyRequest) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const customerId = (request.user as { id?: string } | null | undefined)?.id;
      const route = request.routeOptions.url;
      if (customerId && route && CHANGES_BOOKINGS.some((prefix) => route.startsWith(prefix))) {
        cache.forget(customerId);
      }
    });
  },
  { name: 'booking-list-cache' },
);

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
