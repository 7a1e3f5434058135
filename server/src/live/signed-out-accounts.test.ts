import { endedBy, SignedOutAccounts, type SignedOutAccountsSource } from './signed-out-accounts';

const MINUTE = 60_000;
const NOW = 1_800_000_000_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The users table's signed_out_at column, as rows in memory, counting how often it is read. */
function table(rows: Record<string, number>) {
  const reads = { one: 0, since: 0 };
  const source: SignedOutAccountsSource = {
    async signedOutAt(userId) {
      reads.one += 1;
      return rows[userId];
    },
    async signedOutSince(sinceMs) {
      reads.since += 1;
      return Object.entries(rows)
        .filter(([, at]) => at > sinceMs)
        .map(([userId, signedOutAtMs]) => ({ userId, signedOutAtMs }));
    },
  };
  return { rows, reads, source };
}

describe('endedBy', () => {
  it('ends tokens issued in an earlier second, not in the same second or later', () => {
    const signedOut = NOW + 400; // 0.4 s into a second
    expect(endedBy(signedOut, seconds(NOW) - 1)).toBe(true);
    expect(endedBy(signedOut, seconds(NOW))).toBe(false);
    expect(endedBy(signedOut, seconds(NOW) + 1)).toBe(false);
    expect(endedBy(undefined, 0)).toBe(false);
  });
});

describe('SignedOutAccounts', () => {
  const issuedBefore = seconds(NOW) - 120;

  it('asks the database while its listener is not up', async () => {
    const { reads, source } = table({ ama: NOW - MINUTE });
    const accounts = new SignedOutAccounts(source, 16 * MINUTE, () => NOW);
    expect(accounts.answersFromMemory).toBe(false);
    expect(await accounts.ended('ama', issuedBefore)).toBe(true);
    expect(await accounts.ended('kofi', issuedBefore)).toBe(false);
    expect(reads.one).toBe(2);
  });

  it('loads the recent sign-outs when the listener is up, then answers from memory', async () => {
    const { reads, source } = table({ ama: NOW - MINUTE, yaw: NOW - 20 * MINUTE });
    const accounts = new SignedOutAccounts(source, 16 * MINUTE, () => NOW);
    await accounts.listenerStatus('up');
    expect(accounts.answersFromMemory).toBe(true);
    expect(accounts.ended('ama', issuedBefore)).toBe(true);
    expect(accounts.ended('kofi', issuedBefore)).toBe(false);
    // Signed out longer ago than any token lives: nothing of theirs can still be refused.
    expect(accounts.ended('yaw', seconds(NOW - 30 * MINUTE))).toBe(false);
    expect(reads).toEqual({ one: 0, since: 1 });
  });

  it('hears sign-outs, keeping the latest', async () => {
    const { source } = table({});
    const accounts = new SignedOutAccounts(source, 16 * MINUTE, () => NOW);
    await accounts.listenerStatus('up');
    accounts.heard({ userId: 'ama', signedOutAtMs: NOW - 1000 });
    accounts.heard({ userId: 'ama', signedOutAtMs: NOW - 5 * MINUTE });
    expect(accounts.ended('ama', seconds(NOW - 2000))).toBe(true);
    expect(accounts.ended('ama', seconds(NOW))).toBe(false);
    expect(accounts.ended('kofi', 0)).toBe(false);
  });

  it('goes back to the database when the listener goes down, and reloads when it is up again', async () => {
    const { rows, reads, source } = table({});
    const accounts = new SignedOutAccounts(source, 16 * MINUTE, () => NOW);
    await accounts.listenerStatus('up');
    await accounts.listenerStatus('down');
    rows.ama = NOW - 1000; // signed out while nothing was heard
    expect(accounts.answersFromMemory).toBe(false);
    expect(await accounts.ended('ama', issuedBefore)).toBe(true);
    await accounts.listenerStatus('up');
    expect(accounts.ended('ama', issuedBefore)).toBe(true);
    expect(reads).toEqual({ one: 1, since: 2 });
  });

  it('does not trust a load that the listener went down during', async () => {
    let finishLoad: (rows: { userId: string; signedOutAtMs: number }[]) => void = () => {};
    const source: SignedOutAccountsSource = {
      signedOutAt: async () => undefined,
      signedOutSince: () => new Promise((resolve) => (finishLoad = resolve)),
    };
    const accounts = new SignedOutAccounts(source, 16 * MINUTE, () => NOW);
    const loading = accounts.listenerStatus('up');
    await accounts.listenerStatus('down');
    finishLoad([]);
    await loading;
    expect(accounts.answersFromMemory).toBe(false);
  });
});
