import { landingPath, loginPathFor, requestedPath, signedInLanding, withRequestedPath, type SignedInUser } from './signed-in-user';
import { storeSession, storeUser } from './token-storage';

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

it('keeps the page asked for on the other sign-in door, and never lands on a door', () => {
  expect(withRequestedPath('/app/signup', '/app/subscriptions')).toBe('/app/signup?next=%2Fapp%2Fsubscriptions');
  expect(withRequestedPath('/app/signup', undefined)).toBe('/app/signup');
  expect(landingPath(account('customer'), '/app/login')).toBe('/app/dashboard');
  expect(landingPath(account('customer'), '/app/signup?next=%2Fapp%2Fbasket')).toBe('/app/dashboard');
});

describe('a visitor who is already signed in', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is not sent anywhere when signed out', () => {
    expect(signedInLanding('/app/bookings')).toBeNull();
  });

  it('goes where a login would land them, by the account stored at the last login', () => {
    storeSession({ access: 'a', refresh: 'r' }, true);
    expect(signedInLanding()).toBe('/app/dashboard');
    expect(signedInLanding('/app/subscriptions')).toBe('/app/subscriptions');
    storeUser(account('staff'));
    expect(signedInLanding('/app/bookings')).toBe('/ops/');
    expect(signedInLanding('/ops/orders')).toBe('/ops/orders');
  });
});
