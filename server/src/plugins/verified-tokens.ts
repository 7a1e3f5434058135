/** What a verified access token says: whose it is and when it was issued (JWT iat, seconds). */
export interface TokenClaims {
  userId: string;
  issuedAtS: number;
}

/**
 * Access tokens this process has already verified, so a customer's next calls with the same token
 * skip the signature check (HMAC-SHA256 and the decoding around it: about a sixth of the CPU of a
 * cached bookings read) until the token expires. A hit means this exact string passed the full
 * check before; its expiry is checked again on every hit, so the answer is the one the full check
 * would give. Kept in this process's memory only, bounded, least recently used out.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims & { expiresAtMs: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The claims of a still-valid remembered token, or undefined (unknown or expired). */
  claimsOf(token: string, nowMs: number = Date.now()): TokenClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.expiresAtMs <= nowMs) return undefined;
    this.entries.set(token, entry); // now the most recently used
    return entry;
  }

  /** Remembers a token that passed the full check, until `expiresAtMs`. */
  remember(token: string, claims: TokenClaims, expiresAtMs: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(token)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { ...claims, expiresAtMs });
  }

  get size(): number {
    return this.entries.size;
  }
}
