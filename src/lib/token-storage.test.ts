import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  hasSession,
  replaceTokens,
  storeSession,
  storeUser,
} from './token-storage';

const tokens = { access: 'access-1', refresh: 'refresh-1' };
const user = { id: 'u1', name: 'Ama Mensah', email: 'ama@example.com' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("keeps a remembered session in localStorage as JSON under 'accessToken'", () => {
  storeSession(tokens, true);
  expect(localStorage.getItem('accessToken')).toBe('"access-1"');
  expect(localStorage.getItem('refreshToken')).toBe('"refresh-1"');
  expect(sessionStorage.getItem('accessToken')).toBeNull();
  expect(getAccessToken()).toBe('access-1');
  expect(hasSession()).toBe(true);
});

it('keeps a session without Remember me in sessionStorage only', () => {
  storeSession(tokens, false);
  expect(sessionStorage.getItem('accessToken')).toBe('"access-1"');
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(getRefreshToken()).toBe('refresh-1');
});

it('refreshes tokens in the storage the customer chose', () => {
  storeSession(tokens, false);
  replaceTokens({ access: 'access-2', refresh: 'refresh-2' });
  expect(sessionStorage.getItem('accessToken')).toBe('"access-2"');
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it('stores the user beside the tokens, and clearing removes everything from both storages', () => {
  storeSession(tokens, true);
  sessionStorage.setItem('accessToken', '"stale"');
  storeUser(user);
  expect(getStoredUser()).toEqual(user);
  clearSession();
  expect(hasSession()).toBe(false);
  expect(getStoredUser()).toBeNull();
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

it('treats unreadable storage values as signed out', () => {
  localStorage.setItem('accessToken', '{not json');
  expect(getAccessToken()).toBeNull();
});
