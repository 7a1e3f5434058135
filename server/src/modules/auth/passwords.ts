/**
 * Password hashing with argon2id (@node-rs/argon2's default algorithm) at OWASP's minimum cost:
 * 19 MiB of memory, 2 passes, 1 lane. Spelt out so a library upgrade cannot lower them quietly.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The argon2id hash of a password, in PHC string form ($argon2id$…). */
export const hashPassword = (password: string) => hash(password, COST);

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the hash. With no hash (no such account) it still runs a full
 * verification against a throwaway hash, so a wrong email takes as long as a wrong password.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return passwordHash !== undefined && matches;
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}
