/**
 * The accounts `/api/ops` checks on every request (role, branch, active flag, name), as this copy
 * of the API last read them, so a staff member's calls do not each begin with a trip to the
 * database.
 *
 * Kept correct by the database: a trigger on users (migration 0009) sends `staff_changed` with the
 * account's id when its role, branch, active flag or name changes or it is deleted, whoever
 * changed it (the console, `npm run admin:create`, another copy); the entry is dropped when that
 * notification arrives. While the listener is down, notifications may be missed, so every check
 * reads the database until it is up again. A read keeps what it found only if nothing was dropped
 * while it ran, so a read that began before a change cannot store what was true before it; an
 * entry lives at most a minute, as a safety net.
 */
import { ExpiringMap } from './expiring-map';
import type { ListenerStatus } from './events';

/** An account as the staff side's access check reads it. */
export interface StaffRecord {
  id: string;
  name: string;
  role: string;
  branchId: string | null;
  isActive: boolean;
}

export interface StaffMembersOptions {
  /** How long an entry is served after it was read. */
  ttlMs: number;
  /** Most accounts kept; the least recently read goes first. */
  maxEntries: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/** The accounts this copy has read for the staff side's checks. */
export class StaffMembers {
  private readonly entries: ExpiringMap<StaffRecord>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private listening = false;
  /** Counts drops, so a read that began before one does not keep what it found. */
  private drops = 0;

  constructor(
    /** Reads an account from the database; undefined when there is none. */
    private readonly read: (userId: string) => Promise<StaffRecord | undefined>,
    { ttlMs = 60_000, maxEntries = 2_000, now = () => Date.now() }: Partial<StaffMembersOptions> = {},
  ) {
    this.entries = new ExpiringMap<StaffRecord>(maxEntries, now);
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** The account, from memory when this copy hears changes and has read it, else from the database. */
  async find(userId: string): Promise<StaffRecord | undefined> {
    if (!this.listening) return this.read(userId);
    const kept = this.entries.get(userId);
    if (kept) return kept;
    const drops = this.drops;
    const found = await this.read(userId);
    if (found && this.listening && drops === this.drops) this.entries.set(userId, found, this.now() + this.ttlMs);
    return found;
  }

  /** The account changed (or was deleted): read it afresh next time. */
  changed(userId: string): void {
    this.drops += 1;
    this.entries.delete(userId);
  }

  /** The listener's state: "down" drops everything and reads the database until the next "up". */
  listenerStatus(status: ListenerStatus): void {
    this.drops += 1;
    this.entries.clear();
    this.listening = status === 'up';
  }
}
