/**
 * Accounts signed out everywhere (a password reset sets users.signed_out_at): an access token of
 * such an account issued before the sign-out is refused, so a reset shuts out whoever held the
 * old password at once, not when their access token expires. Sessions ended by a logout
 * (ended_sessions, migration 0013) are kept here the same way under their session id, which
 * access tokens carry as `sid`.
 *
 * Each copy of the API keeps, in memory, the sign-outs of the last access-token lifetime (older
 * ones can only end tokens that have expired anyway), filled when the listener comes up and kept
 * current by the bus's 'account-signed-out' events (migration 0004). While the listener is down,
 * notifications may be missed, so each check asks the database instead.
 *
 * A token is ended when it was issued in a whole second before the sign-out's second: JWT `iat`
 * counts seconds, and a token issued right after a reset (the customer signing in again) must not
 * be refused. One issued in the same second, just before, is not ended.
 */
import type { AccountSignedOut, ListenerStatus } from './events';

/** Whether a token issued at `issuedAtS` (JWT iat) is ended by a sign-out at `signedOutAtMs`. */
export const endedBy = (signedOutAtMs: number | undefined, issuedAtS: number): boolean =>
  signedOutAtMs !== undefined && issuedAtS < Math.floor(signedOutAtMs / 1000);

/** Where sign-outs are read from when they are not in memory: the users table. */
export interface SignedOutAccountsSource {
  /** When the account was last signed out everywhere, in ms, if ever. */
  signedOutAt(userId: string): Promise<number | undefined>;
  /** Every sign-out since `sinceMs`. */
  signedOutSince(sinceMs: number): Promise<{ userId: string; signedOutAtMs: number }[]>;
}

/** The recent sign-outs, answering whether an access token was ended by one. */
export class SignedOutAccounts {
  private readonly recent = new Map<string, number>();
  private listening = false;
  /** Counts listener changes, so a load that began before the latest one is not trusted. */
  private generation = 0;

  constructor(
    private readonly source: SignedOutAccountsSource,
    /** How long a sign-out can matter: the access tokens' lifetime (plus clock skew). */
    private readonly remembersForMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether the account's token issued at `issuedAtS` was ended by a sign-out. Answers at once
   * from memory while the listener is up; otherwise asks the database.
   */
  ended(userId: string, issuedAtS: number): boolean | Promise<boolean> {
    if (this.listening) return endedBy(this.recent.get(userId), issuedAtS);
    return this.source.signedOutAt(userId).then((at) => endedBy(at, issuedAtS));
  }

  /** A sign-out heard from the database. */
  heard({ userId, signedOutAtMs }: AccountSignedOut): void {
    this.remember(userId, signedOutAtMs);
    this.forgetOld();
  }

  /**
   * The listener's state. "up" loads the recent sign-outs and answers from memory once they are
   * in; "down" asks the database until the next "up".
   */
  async listenerStatus(status: ListenerStatus): Promise<void> {
    this.generation += 1;
    this.listening = false;
    if (status === 'down') return;
    const generation = this.generation;
    const signOuts = await this.source.signedOutSince(this.now() - this.remembersForMs);
    if (generation !== this.generation) return;
    for (const { userId, signedOutAtMs } of signOuts) this.remember(userId, signedOutAtMs);
    this.forgetOld();
    this.listening = true;
  }

  /** Whether checks are answered from memory (the listener is up and the recent list loaded). */
  get answersFromMemory(): boolean {
    return this.listening;
  }

  private remember(userId: string, signedOutAtMs: number): void {
    const known = this.recent.get(userId);
    if (known === undefined || known < signedOutAtMs) this.recent.set(userId, signedOutAtMs);
  }

  private forgetOld(): void {
    const oldest = this.now() - this.remembersForMs;
    for (const [userId, at] of this.recent) if (at < oldest) this.recent.delete(userId);
  }
}
