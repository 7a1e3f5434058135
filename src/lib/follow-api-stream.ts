/**
 * Follows one of the API's Server-Sent Events streams (`/ops/events/`, `/bookings/events/`) with
 * the signed-in account's bearer token, refreshing it when the stream answers 401.
 */
import { ApiError, api, apiUrl, data } from './api-client';
import { followEventStream, type FollowOptions } from './event-stream';
import { getAccessToken } from './token-storage';

/**
 * A 401 on a stream means the access token expired: any authorised call refreshes it through
 * the API client (which ends the session if the refresh token is refused too).
 */
async function refreshToken(): Promise<boolean> {
  try {
    await data(api.GET('/api/users/me'));
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
}

/** Follows the API stream at `path` until the returned function is called. */
export function followApiStream(path: string, options: Pick<FollowOptions, 'onEvent' | 'onOpen'>): () => void {
  return followEventStream({ url: apiUrl(path), token: getAccessToken, onUnauthorized: refreshToken, ...options });
}
