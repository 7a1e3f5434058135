import * as React from 'react';
import { useLocation } from '@reach/router';
import { navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { isStaffRole } from '@laundry-accra/domain/roles';
import { paths } from '@/lib/paths';
import { LoadError, Loading } from '@/lib/query-view';
import { loginPathFor } from '@/lib/signed-in-user';
import { hasSession } from '@/lib/token-storage';
import { staffMemberQueryAtom } from '../api/get-staff-member';
import { StaffMemberProvider } from './staff-member';

/**
 * Who gets into the console: a signed-out visitor goes to log in (and comes back to the page they
 * asked for), a customer goes to their dashboard, staff and admins get in. The role is read from
 * the server each time the console opens.
 */
export function StaffGate({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const signedIn = hasSession();
  const me = useAtomValue(staffMemberQueryAtom);
  const isCustomer = me.data !== undefined && !isStaffRole(me.data.role);

  React.useEffect(() => {
    if (!signedIn) void navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
    else if (isCustomer) void navigate(paths.app.dashboard, { replace: true });
  }, [signedIn, isCustomer, location.pathname, location.search]);

  if (!signedIn || isCustomer) return null;
  if (me.data) return <StaffMemberProvider value={me.data}>{children}</StaffMemberProvider>;
  if (me.isError) {
    return <LoadError title="We could not open the console." error={me.error} onRetry={() => me.refetch()} retrying={me.isRefetching} />;
  }
  return <Loading label="Opening the console" />;
}
