import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  it('knows a remembered token until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', 'user-1', 10_000);
    expect(tokens.userOf('a.b.c', 9_999)).toBe('user-1');
    expect(tokens.userOf('a.b.c', 10_000)).toBeUndefined();
    expect(tokens.userOf('a.b.c', 5_000)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('knows nothing it was not told', () => {
    expect(new VerifiedTokens().userOf('a.b.c', 0)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('t1', 'u1', 100);
    tokens.remember('t2', 'u2', 100);
    expect(tokens.userOf('t1', 0)).toBe('u1'); // t2 is now the least recently used
    tokens.remember('t3', 'u3', 100);
    expect(tokens.size).toBe(2);
    expect(tokens.userOf('t2', 0)).toBeUndefined();
    expect(tokens.userOf('t1', 0)).toBe('u1');
    expect(tokens.userOf('t3', 0)).toBe('u3');
  });
});
