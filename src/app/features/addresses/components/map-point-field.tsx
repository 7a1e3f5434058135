import * as React from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Map, OPEN_STREET_MAP } from '@/design-system/Map/Map';
import { fieldMessage } from '@/lib/form/fields';
import { addressMessages, isInGreaterAccra } from '@laundry-accra/domain/rules';

/** Where the map opens before a point is placed: over Accra, as on the contact page. */
const ACCRA: [number, number] = [5.6, -0.17];
const ACCRA_ZOOM = 11;
/** Close enough to see the street once a point is placed. */
const STREET_ZOOM = 16;

/** Degrees to 6 decimals (about 10 cm), as the address stores them. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** What the customer is told about their location: a calm note, or a problem with the point. */
type Note = { tone: 'note' | 'problem'; text: string };

/** The messages of 'Use my location' when the phone cannot give it. */
export const LOCATION_NOTES = {
  refused: 'You chose not to share your location, and that is fine. Tap the map where the rider should come instead.',
  unavailable: 'We could not find your location just now. Tap the map where the rider should come instead.',
  unsupported: 'This browser cannot share your location. Tap the map where the rider should come instead.',
} as const;

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The address's map point (the form's `latitude` and `longitude`): tapping the map places it, and
 * 'Use my location' asks the browser for the phone's position (a refusal only says to tap the
 * map). Leaflet loads only when this field is on screen (the Map component loads it lazily).
 */
export function MapPointField() {
  const form = useForm();
  const latitude = useField('latitude', { subscription: { value: true, submitError: true, dirtySinceLastSubmit: true } });
  const longitude = useField('longitude', { subscription: { value: true, submitError: true, dirtySinceLastSubmit: true } });
  const lat = asNumber(latitude.input.value);
  const lng = asNumber(longitude.input.value);
  const point: [number, number] | null = lat !== null && lng !== null ? [lat, lng] : null;
  const [note, setNote] = React.useState<Note | null>(null);
  const [locating, setLocating] = React.useState(false);
  const map = React.useRef<LeafletMap | null>(null);
  // The map opens where the point was when the form opened; later moves pan it instead.
  const [opening] = React.useState(() => ({ center: point ?? ACCRA, zoom: point ? STREET_ZOOM : ACCRA_ZOOM }));

  const place = (la: number, ln: number) => {
    form.batch(() => {
      form.change('latitude', rounded(la));
      form.change('longitude', rounded(ln));
    });
    setNote(isInGreaterAccra(la, ln) ? null : { tone: 'problem', text: addressMessages.mapPoint });
  };

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setNote({ tone: 'note', text: LOCATION_NOTES.unsupported });
      return;
    }
    setLocating(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        place(position.coords.latitude, position.coords.longitude);
        map.current?.setView([position.coords.latitude, position.coords.longitude], STREET_ZOOM);
      },
      (error) => {
        setLocating(false);
        setNote({ tone: 'note', text: error.code === error.PERMISSION_DENIED ? LOCATION_NOTES.refused : LOCATION_NOTES.unavailable });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const remove = () => {
    form.batch(() => {
      form.change('latitude', null);
      form.change('longitude', null);
    });
    setNote(null);
  };

  const problem = fieldMessage(latitude.meta) ?? fieldMessage(longitude.meta) ?? (note?.tone === 'problem' ? note.text : undefined);
  const calm = note?.tone === 'note' ? note.text : undefined;

  return (
    <Fieldset data-ui="map-point-field">
      <Legend>Pickup point on the map (optional)</Legend>
      <Hint id="map-point-hint">Tap the map where the rider should come, or use your phone&apos;s location.</Hint>
      <Map
        label="Map: tap to place your pickup point"
        center={opening.center}
        zoom={opening.zoom}
        markers={point ? [{ id: 'pickup', position: point, label: 'Your pickup point', popup: 'Your pickup point' }] : []}
        onPick={([la, ln]) => place(la, ln)}
        mapRef={map}
        tileUrl={process.env.GATSBY_MAP_TILE_URL || OPEN_STREET_MAP.tileUrl}
        attribution={OPEN_STREET_MAP.attribution}
      />
      <Actions>
        <Button type="button" variant="secondary" size="sm" onClick={locate} loading={locating} aria-describedby="map-point-hint">
          Use my location
        </Button>
        {point && (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            Remove the point
          </Button>
        )}
        <Status aria-live="polite">{point ? `Placed at ${point[0].toFixed(5)}, ${point[1].toFixed(5)}` : 'No point placed yet'}</Status>
      </Actions>
      {problem && <Problem role="alert">{problem}</Problem>}
      {calm && <Calm role="status">{calm}</Calm>}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  [data-ui='map'] {
    aspect-ratio: 4 / 3;
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Calm = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
