import * as React from 'react';
import { useLocation } from '@reach/router';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled, { createGlobalStyle } from 'styled-components';
import { Badge } from '@/design-system/Badge/Badge';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { TextField } from '@/design-system/TextField/TextField';
import { visuallyHidden } from '@/design-system/visuallyHidden';
import { Caption } from '@/design-system/Caption/Caption';
import { HANDOVER_LABELS } from '@laundry-accra/domain/handover';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { formatPickupDay } from '@laundry-accra/domain/pickup-windows';
import { formatPhone } from '@laundry-accra/domain/format';
import type { RouteSheetDto, RouteStopDto } from '@laundry-accra/domain/schemas/route-sheet';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import { telLink } from '@/ops/components/contact-links';
import { OrderQrCode } from '@/ops/components/order-qr-code';
import type { OpsScreenProps } from '@/ops/screen-props';
import { useStaffMember } from '@/ops/session/staff-member';
import { routeSheetQueryAtom } from '../api/get-route-sheet';
import { RouteSheetMap } from './route-sheet-map';

/** How the stops are ordered, in the words the screen and the printed sheet use. */
export const ORDER_NOTE =
  'Stops are in nearest-neighbour order: from the branch, each next stop is the closest one not yet visited (straight line, not roads), a good round though not always the shortest. Addresses without a map point come last because we cannot place them: call the customer on the way.';

/** The sheet's choices, kept in the URL so a reload or a shared link shows the same sheet. */
function useSheetChoice() {
  const member = useStaffMember();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const branches = useAtomValue(branchesQueryAtom);
  const canSwitch = !member.branch;
  const branch = member.branch?.id ?? (params.get('branch') || branches.data?.[0]?.id);
  const date = params.get('date') || todayInAccra();
  const pickupWindow = params.get('window') || undefined;
  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const search = next.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };
  return { branch, date, pickupWindow, canSwitch, branches: branches.data ?? [], choose };
}

/** A phone number as people read it, and a link that dials it. */
function Phone({ phone, label }: { phone: string; label: string }) {
  const shown = formatPhone(phone);
  return (
    <a href={telLink(phone)} aria-label={`Call ${label} on ${shown}`}>
      {shown}
    </a>
  );
}

/** One pickup on the sheet: who, where, how to find it and how to reach them. */
function Stop({ stop }: { stop: RouteStopDto }) {
  const a = stop.address;
  const line = [a.address, a.street_name, a.town, a.city].filter(Boolean).join(', ');
  const placed = a.latitude !== null && a.longitude !== null;
  return (
    <StopItem data-ui="route-stop">
      <StopNumber aria-hidden>{stop.position}</StopNumber>
      <StopBody>
        <StopTitle>
          <Hidden>Stop {stop.position}: </Hidden>
          <strong>{stop.customer.name}</strong>
          <Link to={paths.ops.order(stop.booking)}>{stop.order_number}</Link>
          {stop.pickup_window && stop.pickup_window_end && (
            <Caption>
              {stop.pickup_window}–{stop.pickup_window_end}
            </Caption>
          )}
          <Badge status={stop.status} />
        </StopTitle>
        <Line>{line}</Line>
        <Facts>
          {a.landmark && (
            <div>
              <dt>Landmark</dt>
              <dd>{a.landmark}</dd>
            </div>
          )}
          {a.digital_address && (
            <div>
              <dt>GhanaPost GPS</dt>
              <dd>{a.digital_address}</dd>
            </div>
          )}
          <div>
            <dt>Coming back</dt>
            <dd>{stop.handover === 'collection' ? `${HANDOVER_LABELS.collection}: no dropoff` : `${HANDOVER_LABELS.delivery} to the dropoff address`}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>{stop.customer.phone ? <Phone phone={stop.customer.phone} label={stop.customer.name} /> : 'No phone given'}</dd>
          </div>
          {stop.rider_phone && stop.rider_phone !== stop.customer.phone && (
            <div>
              <dt>Call on arrival</dt>
              <dd>
                <Phone phone={stop.rider_phone} label={`the contact for ${stop.customer.name}`} />
              </dd>
            </div>
          )}
        </Facts>
        <StopFoot>
          <a href={stop.map_link} target="_blank" rel="noopener">
            Open in Google Maps
          </a>
          <Caption>
            {placed
              ? stop.leg_km !== null
                ? `${stop.leg_km.toFixed(1)} km from the ${stop.position === 1 ? 'branch' : 'stop before'}`
                : 'On the map'
              : 'No map point: call ahead'}
          </Caption>
        </StopFoot>
      </StopBody>
      <PaperOnly>
        <OrderQrCode url={stop.map_link} label={`QR code: stop ${stop.position} in Google Maps`} />
      </PaperOnly>
    </StopItem>
  );
}

/** The sheet itself: what it covers, the stops in order, and the map. */
function Sheet({ sheet }: { sheet: RouteSheetDto }) {
  const windowLabel = sheet.window ? `${sheet.window}–${sheet.windows.find((w) => w.start === sheet.window)?.end ?? ''}` : 'Whole day';
  const unplaced = sheet.stops.filter((s) => s.address.latitude === null || s.address.longitude === null).length;
  return (
    <>
      <Covers data-ui="route-sheet-title">
        <strong>{sheet.branch.name}</strong> · {formatPickupDay(sheet.date)} · {windowLabel} ·{' '}
        {sheet.stops.length === 1 ? '1 pickup' : `${sheet.stops.length} pickups`}
        {sheet.total_km !== null && ` · about ${sheet.total_km.toFixed(1)} km between map points`}
        {unplaced > 0 && ` · ${unplaced} without a map point`}
      </Covers>
      <OrderNote>{ORDER_NOTE}</OrderNote>
      {sheet.stops.length === 0 ? (
        <Empty>{sheet.window ? 'No pickups in this window. Choose another window or day.' : 'No pickups on this day. Choose another day.'}</Empty>
      ) : (
        <Columns>
          <StopList aria-label="Pickups in riding order">
            {sheet.stops.map((stop) => (
              <Stop key={stop.booking} stop={stop} />
            ))}
          </StopList>
          <MapColumn>
            <RouteSheetMap sheet={sheet} />
          </MapColumn>
        </Columns>
      )}
    </>
  );
}

/** /ops/routes: the route sheet of a branch, day and pickup window, to ride or to print. */
export function RouteSheetScreen(_props: OpsScreenProps) {
  useDocumentTitle('Route sheet');
  const choice = useSheetChoice();
  const query = React.useMemo(() => ({ branch: choice.branch, date: choice.date, window: choice.pickupWindow }), [choice.branch, choice.date, choice.pickupWindow]);
  const sheetAtom = React.useMemo(() => routeSheetQueryAtom(query, Boolean(query.branch)), [query]);
  const sheet = useAtomValue(sheetAtom);
  const windows = sheet.data?.windows ?? [];

  return (
    <>
      <PrintSheet />
      <PageHeader
        title="Route sheet"
        actions={
          <Button onClick={() => window.print()} disabled={!sheet.data}>
            Print
          </Button>
        }
      />
      <Controls data-ui="route-sheet-controls">
        {choice.canSwitch && (
          <Select label="Branch" value={choice.branch ?? ''} onChange={(event) => choice.choose({ branch: event.target.value, window: undefined })}>
            {choice.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </Select>
        )}
        <TextField label="Day" type="date" value={choice.date} onChange={(event) => choice.choose({ date: event.target.value || undefined })} />
        <Select label="Window" value={choice.pickupWindow ?? ''} onChange={(event) => choice.choose({ window: event.target.value || undefined })}>
          <option value="">Whole day</option>
          {windows.map((w) => (
            <option key={w.start} value={w.start}>
              {w.start}–{w.end} ({w.pickups === 1 ? '1 pickup' : `${w.pickups} pickups`})
            </option>
          ))}
          {choice.pickupWindow && !windows.some((w) => w.start === choice.pickupWindow) && <option value={choice.pickupWindow}>{choice.pickupWindow}</option>}
        </Select>
      </Controls>
      <QueryView query={sheet} loadingLabel="Loading the route sheet" errorTitle="We could not load the route sheet.">
        {(loaded) => <Sheet sheet={loaded} />}
      </QueryView>
    </>
  );
}

/*
 * On paper: the list alone, full width, without the console's top bar, navigation, the choices,
 * the Print button or the map (tiles rarely print well, and the list says everything).
 * 1. The console's frame lays the navigation beside the content in a grid; on paper the content
 *    takes the page. !important: the frame's own rules are more specific than a global one.
 * 2. A toast still on screen (fixed over the page) would print over the list.
 */
const PrintSheet = createGlobalStyle`
  @media print {
    html,
    body,
    [data-ui='app-frame'] {
      background: white !important;
      color: black;
    }
    [data-ui='app-frame'] > header,
    [data-ui='drawer'],
    [data-ui='drawer-toggle'],
    [data-ui='route-sheet-controls'],
    [data-ui='page-header'] button,
    [data-ui='map'],
    [data-ui='toaster'] {
      display: none !important; /* [2] */
    }
    [data-ui='app-frame'] > div {
      display: block !important; /* [1] */
      background: none !important;
    }
    [data-ui='app-frame'] main {
      padding: 0 !important;
    }
  }
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[4]};
  input,
  select {
    min-width: 0;
  }
`;

const Covers = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const OrderNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  max-width: 60rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

/* The list beside the map from laptop width; the map sticks while a long list scrolls. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: start;
  }
  @media print {
    display: block;
  }
`;

const MapColumn = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.topBar} + ${({ theme }) => theme.space[4]});
    [data-ui='map'] {
      aspect-ratio: 4 / 5;
    }
  }
`;

const StopList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StopItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  break-inside: avoid;
  @media print {
    grid-template-columns: auto minmax(0, 1fr) auto;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-width: 0 0 ${({ theme }) => theme.borderWidths.thin};
    border-radius: 0;
  }
`;

const StopNumber = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  @media print {
    border: ${({ theme }) => theme.borderWidths.thick} solid black;
    background: none;
    color: black;
  }
`;

/*
 * On paper a link cannot be tapped: each stop carries a QR code of its map link for the rider's
 * phone camera instead. 1. The ticket's code is sized for a bag; a sheet's stop needs less.
 */
const PaperOnly = styled.div`
  display: none;
  @media print {
    display: block;
    & > * {
      width: 22mm; /* [1] */
      height: 22mm;
    }
  }
`;

const StopBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StopTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Line = styled.p`
  margin: 0;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StopFoot = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

