import { ApiError } from './api-client';
import {
  forgetKeptForms,
  isFormKept,
  keepForm,
  KEPT_FORM_MAX_AGE_MS,
  sendKeepingForm,
  takeKeptForm,
} from './kept-form';
import { logOut } from './sign-out';

const ama = { user: 'ama', about: 'b1x3' };
const values = { pickup_date: '2030-03-05', pickup_window: '10:00' };

beforeEach(() => sessionStorage.clear());

it('gives the values back once, to the same customer with the same basket', () => {
  keepForm('checkout', ama, values);
  expect(isFormKept('checkout')).toBe(true);
  expect(takeKeptForm('checkout', ama)).toEqual(values);
  expect(takeKeptForm('checkout', ama)).toBeNull();
  expect(isFormKept('checkout')).toBe(false);
});

it('never gives them to another account signing in on the tab, and drops them', () => {
  keepForm('checkout', ama, values);
  expect(takeKeptForm('checkout', { user: 'kofi', about: 'b1x3' })).toBeNull();
  expect(takeKeptForm('checkout', ama)).toBeNull();
});

it('drops them when the basket changed meanwhile', () => {
  keepForm('checkout', ama, values);
  expect(takeKeptForm('checkout', { user: 'ama', about: 'b1x4' })).toBeNull();
  expect(isFormKept('checkout')).toBe(false);
});

it('drops them after an hour', () => {
  keepForm('checkout', ama, values, 1_000);
  expect(isFormKept('checkout', 1_000 + KEPT_FORM_MAX_AGE_MS + 1)).toBe(false);
  expect(takeKeptForm('checkout', ama)).toBeNull();
});

it('drops them on sign-out', async () => {
  keepForm('checkout', ama, values);
  keepForm('other', ama, values);
  sessionStorage.setItem('unrelated', 'stays');
  await logOut();
  expect(isFormKept('checkout')).toBe(false);
  expect(isFormKept('other')).toBe(false);
  expect(sessionStorage.getItem('unrelated')).toBe('stays');
  forgetKeptForms();
});

describe('sendKeepingForm', () => {
  it('keeps the values while the request is out, and forgets them once it went through', async () => {
    let keptMeanwhile = false;
    const result = await sendKeepingForm('checkout', ama, values, async () => {
      keptMeanwhile = isFormKept('checkout');
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(keptMeanwhile).toBe(true);
    expect(isFormKept('checkout')).toBe(false);
  });

  it('keeps them when the session is over (401), forgets them on any other refusal', async () => {
    await expect(sendKeepingForm('checkout', ama, values, () => Promise.reject(new ApiError(401, null)))).rejects.toThrow();
    expect(takeKeptForm('checkout', ama)).toEqual(values);

    await expect(sendKeepingForm('checkout', ama, values, () => Promise.reject(new ApiError(409, { detail: 'Full' })))).rejects.toThrow('Full');
    expect(isFormKept('checkout')).toBe(false);
  });

  it('keeps nothing without a customer to tie the values to', async () => {
    await expect(sendKeepingForm('checkout', null, values, () => Promise.reject(new ApiError(401, null)))).rejects.toThrow();
    expect(isFormKept('checkout')).toBe(false);
  });
});
