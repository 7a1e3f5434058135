import * as React from 'react';
import { Router, type RouteComponentProps } from '@reach/router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/lib/app-providers';
import { ConsoleErrorBoundary, ConsoleMessage, ConsoleNotFound } from './components/screen-states';
import { useLiveUpdates } from './live/use-live-updates';
import { opsRoutePath } from './route-path';
import { OPS_ROUTES, type OpsRoute } from './routes';
import { StaffGate } from './session/staff-gate';
import { isAdmin, useStaffMember } from './session/staff-member';
import { OpsShell } from './shell/ops-shell';

/** One screen of the route map, as the router renders it: the admin check, then the screen. */
function RouteEntry({ route, id }: RouteComponentProps<{ id: string }> & { route: OpsRoute }) {
  const member = useStaffMember();
  if (route.access === 'admin' && !isAdmin(member)) {
    return <ConsoleMessage title="For admins only" detail="Ask an admin if you need this page." />;
  }
  const { Screen } = route;
  return <Screen id={id} />;
}

/** The framed part of the console: the shell around the routed screens. */
function ShellArea({ children, location }: RouteComponentProps & { children: React.ReactNode }) {
  const pathname = location?.pathname ?? '';
  return (
    <OpsShell pathname={pathname}>
      <ConsoleErrorBoundary resetKey={pathname}>{children}</ConsoleErrorBoundary>
    </OpsShell>
  );
}

/** Listens to the live stream for as long as a staff member is in the console. */
function LiveUpdates() {
  useLiveUpdates();
  return null;
}

const entry = (route: OpsRoute) => <RouteEntry key={route.path} path={opsRoutePath(route.path)} route={route} />;

/** Every /ops route of the route map: 'bare' screens stand alone, the rest share the shell. */
export function OpsRoutes() {
  return (
    <Router basepath="/ops" primary={false}>
      {OPS_ROUTES.filter((route) => route.frame === 'bare').map(entry)}
      <ShellArea path="/">
        {OPS_ROUTES.filter((route) => route.frame !== 'bare').map(entry)}
        <ConsoleNotFound default />
      </ShellArea>
    </Router>
  );
}

export interface OpsConsoleProps {
  /** Tests hand in their own client; the page makes a fresh one per mount. */
  queryClient?: QueryClient;
}

/** The staff console, mounted by src/pages/ops/[...].tsx in the browser only. */
export default function OpsConsole({ queryClient }: OpsConsoleProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <ConsoleErrorBoundary>
        <StaffGate>
          <LiveUpdates />
          <OpsRoutes />
        </StaffGate>
      </ConsoleErrorBoundary>
    </AppProviders>
  );
}
