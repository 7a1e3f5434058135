/** The staff side's account memo: served from memory only while changes are heard, dropped on them. */
import { StaffMembers, type StaffRecord } from './staff-members';

const ama: StaffRecord = { id: 'u1', name: 'Ama', role: 'staff', branchId: 'b1', isActive: true };

/** A database of one account whose reads can be counted and held open. */
function source(initial: StaffRecord) {
  let row = initial;
  let hold: Promise<void> | undefined;
  const reads = { count: 0 };
  return {
    reads,
    set: (next: StaffRecord) => (row = next),
    holdReads: (until: Promise<void>) => (hold = until),
    read: async (id: string) => {
      reads.count += 1;
      const seen = row;
      if (hold) await hold;
      return seen.id === id ? seen : undefined;
    },
  };
}

it('reads the database every time while the listener is down', async () => {
  const db = source(ama);
  const members = new StaffMembers(db.read);
  await members.find('u1');
  await members.find('u1');
  expect(db.reads.count).toBe(2);
});

it('answers from memory while listening, and reads afresh after the account changed', async () => {
  const db = source(ama);
  const members = new StaffMembers(db.read);
  members.listenerStatus('up');
  expect(await members.find('u1')).toEqual(ama);
  expect(await members.find('u1')).toEqual(ama);
  expect(db.reads.count).toBe(1);

  db.set({ ...ama, branchId: 'b2' });
  members.changed('u1');
  expect(await members.find('u1')).toMatchObject({ branchId: 'b2' });
  expect(db.reads.count).toBe(2);
});

it('does not keep a read that began before a change', async () => {
  const db = source(ama);
  const members = new StaffMembers(db.read);
  members.listenerStatus('up');
  let release!: () => void;
  db.holdReads(new Promise<void>((resolve) => (release = resolve)));
  const reading = members.find('u1');
  members.changed('u1');
  release();
  expect(await reading).toEqual(ama);
  db.set({ ...ama, isActive: false });
  expect(await members.find('u1')).toMatchObject({ isActive: false });
});

it('forgets everything when the listener goes down, and entries expire', async () => {
  let now = 0;
  const db = source(ama);
  const members = new StaffMembers(db.read, { ttlMs: 1_000, now: () => now });
  members.listenerStatus('up');
  await members.find('u1');
  members.listenerStatus('down');
  members.listenerStatus('up');
  await members.find('u1');
  expect(db.reads.count).toBe(2);
  now = 1_001;
  await members.find('u1');
  expect(db.reads.count).toBe(3);
});
