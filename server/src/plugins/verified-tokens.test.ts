import { VerifiedTokens } from './verified-tokens';

const claims = (userId: string) => ({ userId, issuedAtS: 1_700_000_000 });

describe('VerifiedTokens', () => {
  it('knows a remembered token until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims('user-1'), 10_000);
    expect(tokens.claimsOf('a.b.c', 9_999)?.userId).toBe('user-1');
    expect(tokens.claimsOf('a.b.c', 10_000)?.userId).toBeUndefined();
    expect(tokens.claimsOf('a.b.c', 5_000)?.userId).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('knows nothing it was not told', () => {
    expect(new VerifiedTokens().claimsOf('a.b.c', 0)?.userId).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('t1', claims('u1'), 100);
    tokens.remember('t2', claims('u2'), 100);
    expect(tokens.claimsOf('t1', 0)?.userId).toBe('u1'); // t2 is now the least recently used
    tokens.remember('t3', claims('u3'), 100);
    expect(tokens.size).toBe(2);
    expect(tokens.claimsOf('t2', 0)?.userId).toBeUndefined();
    expect(tokens.claimsOf('t1', 0)?.userId).toBe('u1');
    expect(tokens.claimsOf('t3', 0)?.userId).toBe('u3');
  });
});
