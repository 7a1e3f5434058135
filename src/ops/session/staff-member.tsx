import * as React from 'react';
import type { SignedInUser } from '@/lib/signed-in-user';

/** The staff member using the console, as the gate let them in. */
export type StaffMember = SignedInUser;

const StaffMemberContext = React.createContext<StaffMember | null>(null);

/** Provides the staff member the gate let in to every screen below it. */
export const StaffMemberProvider = StaffMemberContext.Provider;

/** The staff member using the console; only screens behind the gate may ask. */
export function useStaffMember(): StaffMember {
  const member = React.useContext(StaffMemberContext);
  if (!member) throw new Error('useStaffMember is used outside the staff gate');
  return member;
}

/** True for an admin, who also manages the staff. */
export const isAdmin = (member: StaffMember): boolean => member.role === 'admin';
