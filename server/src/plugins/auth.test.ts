import { buildTestApp, call, createCustomer, type TestContext } from '../../test/helper';

/** Access tokens that live the shortest time allowed, a minute; the clock is moved past it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ ACCESS_TOKEN_TTL: '60' });
});
afterAll(() => ctx.close());
afterEach(() => jest.restoreAllMocks());

const me = (token: string) => call(ctx.app, 'GET', '/api/users/me', { token });

describe('access tokens', () => {
  it('are refused once expired, even after being accepted (and remembered) before', async () => {
    const { token } = await createCustomer(ctx);
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now + 61_000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ detail: 'Given token not valid for any token type' });
  });

  it('are refused when altered, although the original was accepted', async () => {
    const { token } = await createCustomer(ctx);
    expect((await me(token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect((await me(`${header}.${payload}.${flipped}`)).status).toBe(401);
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    expect((await me(`${header}.${otherPayload}.${signature}`)).status).toBe(401);
  });
});
