/**
 * `app.live`: this copy's one listener for the database's notifications, the bus it publishes
 * them on, and the caches kept correct by that bus (docs/decisions/003). A new cache or a
 * Server-Sent Events stream subscribes with `app.live.on(…)` or `app.live.onBookingChanged(…)`
 * and calls the returned function when it is done (a stream: when its request closes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signedOutAccountsSource, staffRecordReader } from '../modules/users/users.repository';
import { BookingListCache, forgetOwnChanges, type BookingListCacheOptions } from './bookings-list-cache';
import { LiveBus } from './events';
import { listenForChanges } from './listener';
import { SignedOutAccounts } from './signed-out-accounts';
import { StaffMembers } from './staff-members';

/** What `app.live` offers. */
export interface Live extends Pick<LiveBus, 'on' | 'onBookingChanged'> {
  /** Whether this copy hears the database's notifications now. */
  readonly listening: boolean;
  /** The bookings lists this copy has served. */
  readonly bookingLists: BookingListCache;
  /** The pages of the staff's orders table this copy has served, by branch scope ('*': every branch). */
  readonly staffBookingLists: BookingListCache;
  /** The recent sign-outs everywhere, for the access-token check. */
  readonly signedOutAccounts: SignedOutAccounts;
  /** The accounts read for the staff side's access check. */
  readonly staffMembers: StaffMembers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live data: the database's notifications as events, and the caches they keep correct. */
    live: Live;
  }
}

export default fp(
  async function live(app: FastifyInstance, options: { bookingLists?: Partial<BookingListCacheOptions> }) {
    const bus = new LiveBus((error) => app.log.error({ err: error }, 'a live event subscriber failed'));
    const bookingLists = new BookingListCache(options.bookingLists);
    // The console's board alone asks for a page per status column, the day's pickups and the table.
    const staffBookingLists = new BookingListCache({ ...options.bookingLists, maxPagesPerCustomer: 64 });
    // Sign-outs can only end tokens that have not expired yet; a minute more for clock skew
    // between the copies of the API (each stamps its own tokens and sign-outs).
    const signedOutAccounts = new SignedOutAccounts(
      signedOutAccountsSource(app.db),
      (app.config.accessTokenTtlSeconds + 60) * 1000,
    );

    let listening = false;
    let lost = false;
    let closing = false;
    bus.on('listener-status', (status) => {
      if (status === 'down' && !closing) {
        app.log.warn('database notifications listener lost: caches read from the database until it reconnects');
      } else if (status === 'up' && lost) {
        app.log.info('database notifications listener reconnected');
      }
      listening = status === 'up';
      lost ||= !listening;
    });
    bus.on('listener-status', (status) => bookingLists.listenerStatus(status));
    bus.on('booking-changed', (change) => bookingLists.changed(change));
    bus.on('listener-status', (status) => staffBookingLists.listenerStatus(status));
    // A staff page may show any customer's booking: every change drops them all.
    bus.on('booking-changed', () => staffBookingLists.forgetEveryone());
    bus.on('listener-status', (status) => {
      signedOutAccounts.listenerStatus(status).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not load recent sign-outs: tokens are checked against the database');
      });
    });
    bus.on('account-signed-out', (signOut) => signedOutAccounts.heard(signOut));
    const staffMembers = new StaffMembers(staffRecordReader(app.db));
    bus.on('listener-status', (status) => staffMembers.listenerStatus(status));
    bus.on('staff-changed', ({ userId }) => staffMembers.changed(userId));
    forgetOwnChanges(app, bookingLists, staffBookingLists);

    const stopListening = await listenForChanges(app.database, bus);
    app.addHook('onClose', async () => {
      closing = true;
      await stopListening();
    });

    app.decorate('live', {
      get listening() {
        return listening;
      },
      on: bus.on.bind(bus),
      onBookingChanged: bus.onBookingChanged.bind(bus),
      bookingLists,
      staffBookingLists,
      signedOutAccounts,
      staffMembers,
    } satisfies Live);
  },
  { name: 'live', decorators: { fastify: ['config', 'database', 'db'] } },
);
