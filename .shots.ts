import { launchBrowser } from './e2e/browser';
import { logIn } from './e2e/customer-steps';

const [email, bookingId, prefix] = process.argv.slice(2);
(async () => {
  for (const width of [390, 1280]) {
    const browser = await launchBrowser({ width, height: 900 });
    const { page, errors } = await browser.newPage();
    page.setDefaultTimeout(60_000);
    await logIn(page, email, 'Laundry@2026');
    await page.waitForURL('**/app/dashboard');
    await page.getByRole('region', { name: 'Recent Bookings' }).getByRole('link').first().waitFor();
    await page.screenshot({ path: `/tmp/wt13-shots/${prefix}-dashboard-${width}.png`, fullPage: true });
    await page.goto(`/app/bookings/booking/${bookingId}`);
    await page.locator('[data-ui="booking-timeline"] li').first().waitFor();
    await page.screenshot({ path: `/tmp/wt13-shots/${prefix}-booking-${width}.png`, fullPage: true });
    await page.goto('/app/profile');
    await page.getByLabel('Mobile number (optional)').waitFor();
    await page.screenshot({ path: `/tmp/wt13-shots/${prefix}-profile-${width}.png`, fullPage: true });
    console.log(width, 'errors:', errors);
    await browser.close();
  }
})();
