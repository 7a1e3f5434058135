/** How staff accounts read on screen: roles and branches in words. */
import type { UserRole } from '@laundry-accra/domain/roles';
import type { StaffMemberDto } from '@laundry-accra/domain/schemas/ops';

/** A role as the console names it. */
export const ROLE_LABELS: Record<UserRole, string> = {
  staff: 'Staff',
  admin: 'Admin',
  customer: 'Customer',
};

/** What an account with no branch can see. */
export const EVERY_BRANCH = 'Every branch';

/** The branch an account works at, in words. */
export const branchLabel = (member: Pick<StaffMemberDto, 'branch'>): string => member.branch?.name ?? EVERY_BRANCH;

/** Why the controls of an admin's own row are off: they could lock themselves out. */
export const OWN_ACCOUNT_REASON = 'You cannot demote or deactivate your own account.';
