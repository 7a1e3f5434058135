/**
 * Paying for a booking in Chromium, with the offline sandbox gateway the product starts with: a
 * new customer signs up, saves an address, fills the basket, checks out, then Make Payment,
 * Confirm Booking, Pay now on the 'Test payment' checkout, and the booking shows PAID. And the
 * customer who cancels the test checkout is told the transaction was not completed.
 */
import type { Page } from 'playwright-core';
import { choosePickup } from './customer-steps';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';

const PASSWORD = 'Laundry@2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(() => browser.close());


async function signUp(page: Page, email: string) {
  await page.goto('/app/signup');
  await page.getByLabel('Name', { exact: true }).fill('Ama Mensah');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('**/app/dashboard');
}

async function saveAddress(page: Page) {
  await page.goto('/app/user/address/add-address');
  await page.getByLabel('Address name', { exact: true }).fill('Home');
  await page.getByLabel('Address', { exact: true }).fill('12 Nii Sai Rd, East Legon');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await page.waitForURL('**/app/user/address');
}

async function fillBasket(page: Page) {
  await page.goto('/app/basket/add-basket');
  await page.getByLabel('Item', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Quantity', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.waitForURL('**/app/basket');
}

/** Checks the basket out and opens the new booking; returns its detail page URL. */
async function checkOutAndOpenBooking(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Checkout' });
  await dialog.getByLabel('Pickup address', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Dropoff address', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Branch', { exact: true }).selectOption({ index: 1 });
  await choosePickup(dialog);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/app/bookings');
  await page.locator('a[href^="/app/bookings/booking/"]').first().click();
  await page.waitForURL('**/app/bookings/booking/*');
  return page.url();
}

/** A signed-up customer with a checked-out booking, on its detail page. */
async function customerWithBooking(tag: string) {
  const { page, errors } = await browser.newPage();
  await signUp(page, `payments.${tag}.${Date.now()}@example.com`);
  await saveAddress(page);
  await fillBasket(page);
  await checkOutAndOpenBooking(page);
  return { page, errors };
}

test('sign up, address, basket, checkout, Make Payment, Confirm Booking, Pay now: PAID', async () => {
  const { page } = await customerWithBooking('paid');
  await page.getByText('Unpaid', { exact: true }).first().waitFor();

  await page.getByRole('button', { name: 'Make Payment' }).click();
  const offer = page.getByRole('dialog', { name: 'Make Payment' });
  // The dialog element itself has no box (its panel is fixed-positioned): wait for what it shows.
  await offer.getByRole('button', { name: 'Confirm Booking' }).waitFor();
  expect(await offer.textContent()).toMatch(/ADOM-[0-9A-F]{20}/);
  await offer.getByRole('button', { name: 'Confirm Booking' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test payment' });
  await checkout.getByRole('button', { name: 'Pay now' }).waitFor();
  expect(await checkout.textContent()).toContain('No real money moves');
  expect(await checkout.textContent()).toMatch(/GHC\s[\d,]+\.\d{2}/);
  await checkout.getByRole('button', { name: 'Pay now' }).click();

  await page.getByText('Payment Confirmed!').waitFor();
  const paid = page.getByRole('button', { name: 'PAID' });
  await paid.waitFor();
  expect(await paid.isDisabled()).toBe(true);
  await expect(page.getByRole('button', { name: 'Make Payment' }).count()).resolves.toBe(0);

  // The server, not the page, says it is paid: a fresh load shows the same.
  await page.reload();
  await page.getByRole('button', { name: 'PAID' }).waitFor();
  await page.getByText('Paid', { exact: true }).first().waitFor();
});

test("Cancel on the test checkout: 'The transaction was not completed. Please try again.'", async () => {
  const { page } = await customerWithBooking('cancel');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('The transaction was not completed. Please try again.').waitFor();
  await expect(page.getByRole('button', { name: 'Make Payment' }).isEnabled()).resolves.toBe(true);

  // The payment started is still there to complete: Make Payment offers it again.
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('dialog', { name: 'Payment already initiated' }).getByRole('button', { name: 'Confirm Booking' }).waitFor();
});
