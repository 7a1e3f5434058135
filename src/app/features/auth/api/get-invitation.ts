/** POST /auth/invitation/: the staff invitation a link's token opens, for its welcome page. */
import { apiRequest } from '@/lib/api-client';
import type { InvitationDto } from '@laundry-accra/domain/schemas/auth';

export type Invitation = InvitationDto;

export const getInvitation = (token: string) =>
  apiRequest<Invitation>('/auth/invitation/', { method: 'POST', body: { token }, auth: false });
