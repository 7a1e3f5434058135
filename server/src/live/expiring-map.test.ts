import { ExpiringMap } from './expiring-map';

/** Used as the verified access tokens' memo (plugins/auth.ts): token -> its claims, until it expires. */
const claims = (userId: string) => ({ userId, issuedAtS: 1_700_000_000 });

describe('ExpiringMap', () => {
  let clock = 0;
  const tokens = (maxEntries = 10_000) =>
    new ExpiringMap<ReturnType<typeof claims>>(maxEntries, () => clock);
  beforeEach(() => {
    clock = 0;
  });

  it('knows a remembered token until it expires, then forgets it', () => {
    const memo = tokens();
    memo.set('a.b.c', claims('user-1'), 10_000);
    clock = 9_999;
    expect(memo.get('a.b.c')?.userId).toBe('user-1');
    clock = 10_000;
    expect(memo.get('a.b.c')).toBeUndefined();
    clock = 5_000;
    expect(memo.get('a.b.c')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('knows nothing it was not told', () => {
    expect(tokens().get('a.b.c')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const memo = tokens(2);
    memo.set('t1', claims('u1'), 100);
    memo.set('t2', claims('u2'), 100);
    expect(memo.get('t1')?.userId).toBe('u1'); // t2 is now the least recently used
    memo.set('t3', claims('u3'), 100);
    expect(memo.size).toBe(2);
    expect(memo.get('t2')).toBeUndefined();
    expect(memo.get('t1')?.userId).toBe('u1');
    expect(memo.get('t3')?.userId).toBe('u3');
  });

  it('forgets a key only while it holds the value it is told', () => {
    const memo = tokens();
    memo.set('t1', claims('u1'), 100);
    memo.delete('t1', claims('u1')); // an equal value, not the one kept
    expect(memo.get('t1')?.userId).toBe('u1');
    memo.delete('t1');
    expect(memo.get('t1')).toBeUndefined();
  });

  it('reads Date.now on each call when given no clock', () => {
    const memo = new ExpiringMap<string>(10);
    memo.set('t1', 'u1', Date.now() + 1_000);
    expect(memo.get('t1')).toBe('u1');
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1_000);
    try {
      expect(memo.get('t1')).toBeUndefined();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
