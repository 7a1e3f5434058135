import { landingPath, loginPathFor, requestedPath, type SignedInUser } from './signed-in-user';

const account = (role: SignedInUser['role']): SignedInUser => ({ id: 'u1', name: 'Kofi', email: 'kofi@example.com', role, branch: null, phone: null, sms_notifications: true, marketing_emails: true });

it('lands staff and admins on the console, or on the console page they asked for', () => {
  expect(landingPath(account('staff'))).toBe('/ops/');
  expect(landingPath(account('admin'), '/ops/orders?status=washing')).toBe('/ops/orders?status=washing');
  expect(landingPath(account('staff'), '/app/bookings')).toBe('/ops/');
});

it('lands customers on their dashboard or the app page they asked for, never the console', () => {
  expect(landingPath(account('customer'))).toBe('/app/dashboard');
  expect(landingPath(account('customer'), '/app/bookings')).toBe('/app/bookings');
  expect(landingPath(account('customer'), '/ops/orders')).toBe('/app/dashboard');
  expect(landingPath(null, '/ops/')).toBe('/app/dashboard');
});

it('brings a login back only to a page of this site', () => {
  const login = loginPathFor('/ops/orders?status=washing');
  expect(login).toBe('/app/login?next=%2Fops%2Forders%3Fstatus%3Dwashing');
  expect(requestedPath(login.slice(login.indexOf('?')))).toBe('/ops/orders?status=washing');
  expect(requestedPath('?next=https://evil.example/')).toBeUndefined();
  expect(requestedPath('?next=//evil.example/')).toBeUndefined();
  expect(requestedPath('')).toBeUndefined();
});
