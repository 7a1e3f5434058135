import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '../../../test/test-password';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the stated cost, and verifies', async () => {
    const hash = await hashPassword('Laundry@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Laundry@2026')).toBe(true);
    expect(await verifyPassword(hash, 'Laundry@2027')).toBe(false);
  });

  it('never matches without an account or with a malformed stored hash', async () => {
    expect(await verifyPassword(undefined, 'Laundry@2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Laundry@2026')).toBe(false);
  });

  it("has the tests' precomputed hash of the test password at the production cost", async () => {
    expect(TEST_PASSWORD_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(TEST_PASSWORD_HASH, TEST_PASSWORD)).toBe(true);
  });
});
