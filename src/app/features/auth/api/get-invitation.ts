/** POST /auth/invitation/: the staff invitation a link's token opens, for its welcome page. */
import { data, publicApi } from '@/lib/api-client';
import type { InvitationDto } from '@laundry-accra/domain/schemas/auth';

export type Invitation = InvitationDto;

export const getInvitation = (token: string): Promise<Invitation> =>
  data(publicApi.POST('/api/auth/invitation/', { body: { token } }));
