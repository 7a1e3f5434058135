/**
 * The order a rider takes a window's pickups in (the route sheet, GET /api/ops/routes/): nearest
 * neighbour from the branch. From the branch, the next stop is always the closest one not yet
 * visited (straight-line distance, distanceKm). It is quick to work out and easy for a rider to
 * follow; it is usually good, not always the shortest (docs/decisions/018-route-order.md).
 * Addresses without a map point cannot be placed, so they come last, in the order given.
 */
import { distanceKm, type MapPoint } from './nearest-branch';

/** A stop in its place on the route, with the distance from the stop (or the branch) before it. */
export interface RoutedStop<T> {
  /** 1 for the first stop. */
  position: number;
  stop: T;
  /** Straight-line kilometres from the previous point; null for a stop without a point, or the first when the branch has none. */
  legKm: number | null;
}

const isPoint = (point: MapPoint | null | undefined): point is MapPoint =>
  !!point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

/**
 * `stops` in nearest-neighbour order from `start` (the branch's point). Ties and stops without a
 * point keep the order they were given in (the caller gives them by order number). Without a
 * start, the route begins at the first stop that has a point.
 */
export function nearestNeighbourRoute<T extends { point?: MapPoint | null }>(start: MapPoint | null | undefined, stops: readonly T[]): RoutedStop<T>[] {
  const placed = stops.filter((stop) => isPoint(stop.point));
  const unplaced = stops.filter((stop) => !isPoint(stop.point));
  const route: RoutedStop<T>[] = [];
  let here: MapPoint | null = isPoint(start) ? start : null;
  const left = [...placed];
  while (left.length) {
    let best = 0;
    let bestKm = here ? distanceKm(here, left[0].point!) : Number.POSITIVE_INFINITY;
    if (here) {
      for (let i = 1; i < left.length; i += 1) {
        const km = distanceKm(here, left[i].point!);
        if (km < bestKm) {
          best = i;
          bestKm = km;
        }
      }
    }
    const [next] = left.splice(best, 1);
    route.push({ position: route.length + 1, stop: next, legKm: here ? bestKm : null });
    here = next.point!;
  }
  for (const stop of unplaced) route.push({ position: route.length + 1, stop, legKm: null });
  return route;
}

/**
 * A link that opens the pickup in Google Maps on the rider's phone: the map point when there is
 * one, else the GhanaPost GPS address, else the address's words with 'Accra, Ghana'.
 */
export function riderMapLink(place: { point?: MapPoint | null; digitalAddress?: string | null; text?: string }): string {
  const base = 'https://www.google.com/maps?q=';
  if (isPoint(place.point)) return `${base}${place.point.latitude},${place.point.longitude}`;
  if (place.digitalAddress) return `${base}${encodeURIComponent(place.digitalAddress)}`;
  return `${base}${encodeURIComponent([place.text, 'Accra, Ghana'].filter(Boolean).join(', '))}`;
}
