/**
 * How long each SMS is, measured as a phone network counts it (GSM-7 septets, domain
 * notifications.ts): with the longest facts the business has (8-digit order numbers, both seeded
 * branches, five-figure amounts, a long counter reference, a 500-character cancellation reason),
 * every SMS is one 160-septet GSM-7 message.
 */
import { BRANCHES } from '@laundry-accra/domain/seed-catalogue';
import { SMS_SINGLE_MESSAGE_LENGTH, gsm7Length } from '@laundry-accra/domain/notifications';
import {
  appLinks,
  fitSms,
  messageCall,
  messageOf,
  messagesFor,
  renderEmail,
  renderStoredEmail,
  storedEmail,
  type MessageCall,
  type OrderFacts,
} from './notification-messages';

const links = appLinks('https://adomlaundry.com.gh');
const messages = messagesFor(links);

const orderAt = (branch: (typeof BRANCHES)[number]): OrderFacts => ({
  id: '3f0c1f52-9d5c-4f3e-9a3f-0d6b1c7a2e11',
  orderNumber: 'ADM-12345678',
  pickupDate: '2026-12-31',
  subTotal: '12345.50',
  branch: { name: branch.name, address: branch.address },
  lines: [{ name: 'Suit (2 piece)', quantity: 3, total: '12345.50' }],
});
const payment = { amount: '12345.50', method: 'mobile_money' as const, reference: 'MM-2026-1234567890-ACCRA', paidAt: new Date() };

const everySms = (order: OrderFacts) => ({
  booking_placed: messages.bookingPlaced('Abena', order).sms,
  payment_received: messages.paymentReceived(order, payment).sms,
  picked_up: messages.pickedUp(order).sms,
  ready_for_pickup: messages.readyForPickup(order).sms,
  ready_for_delivery: messages.readyForDelivery(order).sms,
  completed: messages.completed(order).sms,
  cancelled_unpaid: messages.cancelled(order, 'The pickup address could not be found.', { kind: 'none' }).sms,
  cancelled_long_reason: messages.cancelled(order, 'We are very sorry. '.repeat(26), { kind: 'online', amount: '12345.50' }).sms,
  cancelled_counter: messages.cancelled(order, 'Machine broke down', { kind: 'counter', amount: '12345.50', method: 'cash' }).sms,
});

describe.each(BRANCHES)('the SMS of an order at $name', (branch) => {
  const texts = everySms(orderAt(branch));
  it.each(Object.entries(texts))('%s is one GSM-7 message of at most 160 septets', (_kind, text) => {
    expect(text).toBeDefined();
    const septets = gsm7Length(text!);
    expect(septets).toBeDefined(); // no character forces UCS-2 (70 a part)
    expect(septets).toBeLessThanOrEqual(SMS_SINGLE_MESSAGE_LENGTH);
    expect(text).toMatch(/^Adom Laundry: /);
    expect(text).toContain('ADM-12345678');
  });
});

it('a long cancellation reason is shortened, keeping what happens to the money', () => {
  const text = everySms(orderAt(BRANCHES[0])).cancelled_long_reason!;
  expect(text).toMatch(/We are very sorry\..*\.\.\.\. GHC 12,345\.50 will be refunded\.$/);
});

it('characters outside GSM-7 are counted as such, and dropped from a shortened middle', () => {
  expect(gsm7Length('Price GHC 5 {a}')).toBe(17); // braces take two septets each
  expect(gsm7Length('GH₵5')).toBeUndefined();
  expect(fitSms('A: ', `${'x'.repeat(200)}😀`, '.')).toHaveLength(160);
});

describe('the payment an email shows', () => {
  const order = (paymentState: OrderFacts['paymentState']): OrderFacts => ({ ...orderAt(BRANCHES[0]), paymentState });
  const text = async (message: Parameters<typeof renderEmail>[0]) => (await renderEmail(message, 'https://adomlaundry.com.gh/u')).text;

  it('names the state in the words of every screen, the balance with its amount', async () => {
    expect(await text(messages.bookingPlaced('Abena', order({ state: 'unpaid', amount: null })))).toMatch(/Payment\s+Unpaid/);
    expect(await text(messages.paymentReceived(order({ state: 'balance_due', amount: '30.50' }), payment))).toMatch(/Payment\s+Balance due GHC.30\.50/);
    expect(await text(messages.bookingPlaced('Abena', order({ state: 'covered', amount: null })))).toMatch(/Payment\s+Covered by package/);
  });

  it('tells the customer of a cancelled package order that the allowance goes back, not money', async () => {
    const message = messages.cancelled(order({ state: 'covered', amount: null }), 'Customer travelled', { kind: 'online', amount: '0.00' });
    const written = await text(message);
    expect(written).toContain('package allowance');
    expect(written).not.toMatch(/refunded to the card/);
    expect(message.sms).toContain('Your package allowance is given back.');
  });
});

describe('an email kept as its facts (decision 081)', () => {
  const origin = 'https://adomlaundry.com.gh';
  const unsubscribe = 'https://adomlaundry.com.gh/api/notifications/unsubscribe?token=t.s';
  const order: OrderFacts = { ...orderAt(BRANCHES[1]), readyBy: new Date('2026-12-31T15:00:00Z'), serviceSpeed: 'express', expressFee: '20.00' };
  const calls: MessageCall[] = [
    messageCall('bookingPlaced', 'Abena', order),
    messageCall('paymentReceived', order, { ...payment, paidAt: new Date('2026-12-30T09:41:00Z') }),
    messageCall('readyForDelivery', order, 'The rider is at your street today'),
    messageCall('cancelled', order, 'Machine broke down', { kind: 'counter', amount: '12345.50', method: 'cash' }),
    messageCall('passwordChanged', 'Abena Mensah', new Date('2026-12-30T09:41:00Z')),
  ];

  it.each(calls.map((call) => [call.name, call] as const))(
    '%s: rendered from its stored record (through JSON, as the database keeps it) as it renders when written',
    async (_name, call) => {
      const kept = JSON.parse(JSON.stringify(storedEmail(origin, unsubscribe, call)));
      expect(await renderStoredEmail(kept)).toEqual(await renderEmail(messageOf(origin, call), unsubscribe));
    },
  );

  it('a record it cannot render is refused, not sent empty', async () => {
    const kept = storedEmail(origin, unsubscribe, calls[0]);
    await expect(renderStoredEmail({ ...kept, call: { name: 'constructor', args: [] } })).rejects.toThrow(/cannot be rendered/);
    await expect(renderStoredEmail({ ...kept, v: 2 } as never)).rejects.toThrow(/cannot be rendered/);
  });
});
