/**
 * A session that ends while the customer checks out, in Chromium against the real product: the
 * customer fills in the checkout, their session is ended on the server (as a sign-out elsewhere
 * or an expiry does), and Submit takes them to the login page, which says why; once signed in
 * they are back in the filled checkout and book it with the day and window they chose.
 */
import { baseUrl, launchBrowser, VIEWPORTS, type Browser } from './browser';
import { PASSWORD, PATIENCE, addressAndBasket, choosePickup, logIn, signUp } from './customer-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.phone);
});
afterAll(async () => {
  await browser?.close();
});

/** Ends the session whose tokens are `access` and `refresh`, and waits until the API refuses `access`. */
async function endSession(access: string, refresh: string) {
  const ended = await fetch(`${baseUrl()}/api/auth/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  expect(ended.status).toBe(204);
  const deadline = Date.now() + PATIENCE.timeout;
  for (;;) {
    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${access}` } });
    if (me.status === 401) return;
    if (Date.now() > deadline) throw new Error(`The ended session's access token is still accepted (${me.status})`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test('Submit after the session ended: the login page says so, and the filled checkout comes back', async () => {
  const { page, errors } = await browser.newPage();
  const email = await signUp(page);
  await addressAndBasket(page, 2);

  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await dialog.getByLabel('Branch').selectOption({ label: 'Osu' });
  await choosePickup(dialog);
  const day = await dialog.locator('input[name="pickup_date"]:checked').inputValue();
  const window = await dialog.locator('input[name="pickup_window"]:checked').inputValue();

  const tokens = await page.evaluate(() => ({
    access: JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string,
    refresh: JSON.parse(localStorage.getItem('refreshToken') ?? 'null') as string,
  }));
  await endSession(tokens.access, tokens.refresh);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/app\/login\?next=%2Fapp%2Fbasket$/, PATIENCE);
  await page.getByRole('status').filter({ hasText: 'Your session ended; sign in to finish your booking' }).waitFor(PATIENCE);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/app/basket', PATIENCE);
  // The dialog opens by itself (its root box has no size of its own: wait for its Submit).
  const again = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await again.getByRole('button', { name: 'Submit' }).waitFor(PATIENCE);
  await again.locator(`input[name="pickup_window"][value="${window}"]:checked`).waitFor({ state: 'attached', ...PATIENCE });
  expect(await again.locator('input[name="pickup_date"]:checked').inputValue()).toBe(day);
  expect(await again.getByLabel('Branch').locator('option:checked').textContent()).toBe('Osu');

  await again.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/bookings', PATIENCE);
  await page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first().waitFor(PATIENCE);
  // Used once: a reload of the basket (now empty) opens nothing, and a sign-out leaves nothing kept.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('keptForm:')))).toEqual([]);
  expect(errors.filter((error) => !/401|Unauthorized/.test(error))).toEqual([]);
});

test('another customer signing in on the same tab gets none of it', async () => {
  const { page } = await browser.newPage();
  await signUp(page);
  await addressAndBasket(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await dialog.getByLabel('Branch').selectOption({ label: 'Osu' });
  await choosePickup(dialog);
  const tokens = await page.evaluate(() => ({
    access: JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string,
    refresh: JSON.parse(localStorage.getItem('refreshToken') ?? 'null') as string,
  }));
  await endSession(tokens.access, tokens.refresh);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('status').filter({ hasText: 'Your session ended; sign in to finish your booking' }).waitFor(PATIENCE);

  // A second customer, with a basket of their own, signs in on this tab.
  const other = await signUpElsewhere();
  await logIn(page, other, PASSWORD);
  await page.waitForURL('**/app/dashboard', PATIENCE);
  await page.goto('/app/basket');
  await page.getByRole('button', { name: 'Checkout' }).waitFor(PATIENCE);
  expect(await page.getByRole('dialog', { name: 'Confirm Checkout' }).count()).toBe(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('keptForm:')))).toEqual([]);
});

/** A customer signed up through the API, with one item in their basket; resolves with their email. */
async function signUpElsewhere(): Promise<string> {
  const email = `other.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as Record<string, unknown>;
  };
  const signedUp = await post('/auth/signup/', { name: 'Esi Owusu', email, password: PASSWORD, password2: PASSWORD });
  const access = (signedUp.token as { access: string }).access;
  const items = (await (await fetch(`${baseUrl()}/api/items/?page_size=1`)).json()) as { results: { id: string }[] };
  await post('/bookings/basket/', { item: items.results[0].id, quantity: 1 }, access);
  return email;
}
