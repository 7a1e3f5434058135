/**
 * `npm run bench:notifications --workspace server`: what writing a notification costs inside the
 * change's transaction, where it holds the booking's lock: rendering one email (React to HTML and
 * to plain text) and its SMS, per kind. Prints the mean and the slowest of BENCH_RUNS renders
 * (200) after a warm-up, in CPU time of this process (less sensitive to a busy machine than the
 * wall clock, which it prints too).
 */
import { appLinks, renderEmail, messagesFor, type OrderFacts } from '../src/modules/notifications/notification-messages';

const runs = Number(process.env.BENCH_RUNS ?? 200);
const messages = messagesFor(appLinks('https://adomlaundry.com.gh'));
const order: OrderFacts = {
  id: '3f0c1f52-9d5c-4f3e-9a3f-0d6b1c7a2e11',
  orderNumber: 'ADM-10042',
  pickupDate: '2026-12-01',
  subTotal: '248.00',
  branch: { name: 'East Legon', address: 'Nii Sai Rd, East Legon, Accra' },
  lines: [
    { name: 'Agbada (3 piece)', quantity: 2, total: '240.00' },
    { name: 'Apron', quantity: 1, total: '8.00' },
  ],
};
const payment = { amount: '248.00', method: 'mobile_money' as const, reference: 'MM-778812', paidAt: new Date() };
const kinds = {
  booking_placed: () => messages.bookingPlaced('Abena', order),
  payment_received: () => messages.paymentReceived(order, payment),
  booking_ready_for_pickup: () => messages.readyForPickup(order),
  booking_cancelled: () => messages.cancelled(order, 'Machine broke down', { kind: 'online', amount: '248.00' }),
};
const unsubscribe = 'https://adomlaundry.com.gh/api/notifications/unsubscribe?token=x.y';

(async () => {
  console.log(`kind                        mean CPU ms   max CPU ms   mean wall ms   (${runs} renders each)`);
  for (const [kind, message] of Object.entries(kinds)) {
    for (let i = 0; i < 20; i += 1) await renderEmail(message(), unsubscribe);
    const cpu: number[] = [];
    const startWall = performance.now();
    for (let i = 0; i < runs; i += 1) {
      const before = process.cpuUsage();
      await renderEmail(message(), unsubscribe);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    const wall = (performance.now() - startWall) / runs;
    const mean = cpu.reduce((a, b) => a + b, 0) / runs;
    console.log(`${kind.padEnd(28)}${mean.toFixed(2).padStart(11)}${Math.max(...cpu).toFixed(2).padStart(13)}${wall.toFixed(2).padStart(15)}`);
  }
})();
