/**
 * Paying for a booking in Chromium, with the offline sandbox gateway the product starts with: a
 * new customer signs up, saves an address, fills the basket, checks out, then Make Payment,
 * Card, 'Pay GHC x', Pay now on the 'Test payment' checkout, and the booking shows PAID. The
 * customer who cancels the test checkout is told the transaction was not completed. And mobile
 * money as Paystack's Charge API does it: a wallet the sandbox's network declines ('Approve the
 * prompt on your phone', then the refusal in words), then another that approves: PAID.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { choosePickup } from './customer-steps';
import { launchBrowser, VIEWPORTS, type Browser } from './browser';
import { SANDBOX_WALLETS } from '@laundry-accra/domain/mobile-money';

const PASSWORD = 'Laundry@2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser(VIEWPORTS.desktop);
});
afterAll(() => browser.close());


/** Saves the screen at each width (and the counter tablet's) when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  // The dialog fades in: its picture is taken once it has.
  await page.waitForTimeout(600);
  for (const [label, viewport] of Object.entries({ ...VIEWPORTS, tablet: { width: 820, height: 1180 } })) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Picks a radio of the payment dialog (drawn as cards: their labels are what a person clicks). */
const choose = (dialog: Locator, value: string) => dialog.locator(`label:has(input[type="radio"][value="${value}"])`).click();

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

test("sign up, address, basket, checkout, Make Payment, Card, 'Pay GHC x', Pay now: PAID", async () => {
  const { page } = await customerWithBooking('paid');
  await page.getByText('Unpaid', { exact: true }).first().waitFor();

  await page.getByRole('button', { name: 'Make Payment' }).click();
  const offer = page.getByRole('dialog', { name: 'Make Payment' });
  // The dialog element itself has no box (its panel is fixed-positioned): wait for what it shows.
  await offer.getByRole('button', { name: /^Pay GHC\s[\d,]+\.\d{2}$/ }).waitFor();
  expect(await offer.textContent()).toMatch(/ADOM-[0-9A-F]{20}/);
  // A real choice: Card is chosen, Mobile money is not.
  expect(await offer.getByRole('radio', { name: 'Card' }).isChecked()).toBe(true);
  expect(await offer.getByRole('radio', { name: 'Mobile money' }).isChecked()).toBe(false);
  await offer.getByRole('button', { name: /^Pay GHC/ }).click();

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
  await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: /^Pay GHC/ }).click();
  await page.getByRole('dialog', { name: 'Test payment' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('The transaction was not completed. Please try again.').waitFor();
  await expect(page.getByRole('button', { name: 'Make Payment' }).isEnabled()).resolves.toBe(true);

  // The payment started is still there to complete: Make Payment offers it again.
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page.getByRole('dialog', { name: 'Payment already initiated' }).getByRole('button', { name: /^Pay GHC/ }).waitFor();
});

test('mobile money: the network declines the first wallet, the second approves the prompt: PAID', async () => {
  const { page, errors } = await customerWithBooking('momo');
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const offer = page.getByRole('dialog', { name: 'Make Payment' });
  await offer.getByRole('button', { name: /^Pay GHC/ }).waitFor();
  await shoot(page, 'payment-dialog-card');
  await choose(offer, 'mobile_money');

  // The number is checked before anything is charged.
  await offer.getByRole('button', { name: /^Pay GHC/ }).click();
  await offer.getByText('Choose your mobile money network.').waitFor();
  await offer.getByText('Enter the mobile money number to charge.').waitFor();
  await choose(offer, 'mtn');
  await offer.getByLabel('Mobile money number').fill('12345');
  await offer.getByRole('button', { name: /^Pay GHC/ }).click();
  await offer.getByText('Enter a Ghana mobile number, like 024 123 4567.').waitFor();
  await shoot(page, 'payment-dialog-invalid');

  // A wallet the sandbox's network declines: pending first, then the refusal in words.
  await offer.getByLabel('Mobile money number').fill(SANDBOX_WALLETS.declined);
  await offer.getByRole('button', { name: /^Pay GHC/ }).click();
  const progress = offer.locator('[data-ui="charge-progress"]');
  await progress.getByText('Approve the prompt on your phone').waitFor();
  expect(await progress.textContent()).toContain('055 123 4001');
  await shoot(page, 'payment-dialog-pending');
  await progress.getByText('The payment did not go through').waitFor({ timeout: 30_000 });
  expect(await progress.textContent()).toContain('Declined');
  await shoot(page, 'payment-dialog-declined');
  await expect(page.getByRole('button', { name: 'PAID' }).count()).resolves.toBe(0);

  // Another wallet, approved on the phone: the server verifies it and the booking is paid.
  await choose(offer, 'vod');
  await offer.getByLabel('Mobile money number').fill('020 123 4567');
  await offer.getByRole('button', { name: /^Pay GHC/ }).click();
  await progress.getByText('Approve the prompt on your phone').waitFor();
  await page.getByText('Payment Confirmed!').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'PAID' }).waitFor();
  await page.reload();
  await page.getByText('Paid', { exact: true }).first().waitFor();
  expect(errors).toEqual([]);
});
