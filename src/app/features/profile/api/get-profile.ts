/** The signed-in customer, for the screens. */
import { atomWithQuery } from 'jotai-tanstack-query';
import { profileQuery } from './profile-query';

export { getProfile, profileQueryKey, type Profile } from './profile-query';

export const profileQueryAtom = atomWithQuery(() => profileQuery);
