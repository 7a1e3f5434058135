import { useLocation } from '@reach/router';
import { navigate } from 'gatsby';
import { useStaffMember } from '../session/staff-member';

/** The branch a screen shows, and whether the staff member may switch it. */
export interface BranchChoice {
  /** The branch's id, or undefined for every branch the staff member works at. */
  branch: string | undefined;
  /** False for a staff member bound to one branch: theirs is the only one. */
  canSwitch: boolean;
  /** Shows another branch (undefined: all), kept in the URL so a reload keeps it. */
  choose: (branch: string | undefined) => void;
}

/** The branch of the Today screen: a bound staff member's own, else `?branch=` (none: all). */
export function useBranchChoice(): BranchChoice {
  const member = useStaffMember();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const choose = (branch: string | undefined) => {
    if (branch) params.set('branch', branch);
    else params.delete('branch');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };
  if (member.branch) return { branch: member.branch.id, canSwitch: false, choose };
  return { branch: params.get('branch') || undefined, canSwitch: true, choose };
}
