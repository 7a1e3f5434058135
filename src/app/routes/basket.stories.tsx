import type { Meta } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { basketLines, customerApi, failure, get, items, listPage, unitBasketLines } from '@/testing/fixtures';
import { appStory } from '@/testing/screen-story';

/** /app/basket: the items to book, the pickup day and window, and the checkout. */
const meta = { title: 'App/Basket' } satisfies Meta;
export default meta;

const path = '/app/basket';

export const Filled = appStory(path, customerApi());
export const Loading = appStory(path, [...customerApi(), get('/api/bookings/basket/', 'loading')]);
export const Empty = appStory(path, [...customerApi(), get('/api/bookings/basket/', { body: listPage([]) })]);
export const Failed = appStory(path, [...customerApi(), get('/api/bookings/basket/', failure())]);
export const LongContent = appStory(path, [
  ...customerApi(),
  get('/api/bookings/basket/', {
    body: listPage(
      Array.from({ length: 12 }, (_, i) => ({
        ...basketLines[i % 2],
        id: `b1000000-0000-4000-8000-0000000000${String(10 + i)}`,
        item: items[i % items.length].id,
        item_name: `${items[i % items.length].name}${i > 3 ? ` (set ${i})` : ''}`,
        quantity: i + 1,
      })),
    ),
  }),
]);

/** Every unit: pieces, pairs, an estimated weight and size (measured at pickup), and a mending job. */
export const EveryUnit = appStory(path, [...customerApi(), get('/api/bookings/basket/', { body: listPage(unitBasketLines) })]);

/** /app/basket/add-basket: an item of the price list and its quantity. */
export const AddItem = appStory('/app/basket/add-basket', customerApi());

/** 'Add a new address' from the checkout: the address form over the checkout, which it returns to. */
export const CheckoutAddAddress = appStory(path, customerApi(), {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Checkout' }));
    const checkout = within(await page.findByRole('dialog', { name: 'Confirm Checkout' }));
    await userEvent.click(await checkout.findByRole('button', { name: 'Add a new address' }));
    await expect(await page.findByRole('dialog', { name: 'Add A New Address' })).toBeInTheDocument();
  },
});

/** The checkout with "I'll collect at …" chosen: no dropoff address, the pickup part of the fee only. */
export const CheckoutCollection = appStory(path, customerApi(), {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Checkout' }));
    const checkout = within(await page.findByRole('dialog', { name: 'Confirm Checkout' }));
    await userEvent.click(await checkout.findByRole('radio', { name: /^I'll collect at/ }));
    await expect(checkout.queryByLabelText('Dropoff address')).not.toBeInTheDocument();
  },
});
