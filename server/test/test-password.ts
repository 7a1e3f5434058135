/** The password every test customer is created with (meets the password policy). */
export const TEST_PASSWORD = 'Laundry@2026';

/**
 * TEST_PASSWORD's argon2id hash at the production cost (passwords.ts), worked out once: hashing
 * it for every test account cost about 60 ms of CPU each, a hundred-odd times a run. Signing in
 * still verifies it at the production cost; passwords.test.ts checks that it matches.
 */
export const TEST_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$GuzDg8TyLtZWlWebDdWE8w$Gt4QPgZu+tNYgHbMlFsVGDRuBP8IClRZpMw5Vcy4N3M';
