/**
 * Which branch a booking goes to by default: the one nearest the pickup address. A branch
 * processes the laundry and its van collects and returns it, so the nearest one is usually the
 * quickest. Pure: the caller brings the branches' map points and the address's.
 */

/** A point on the map, in degrees. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A branch as the rule needs it; a branch without a map point is never 'nearest'. */
export interface BranchPlace {
  id: string;
  name: string;
  point?: MapPoint | null;
}

/** Why a branch was chosen: by distance, by the area named in the address, or by default. */
export type BranchChoiceReason = 'nearest' | 'named-in-address' | 'only-branch' | 'first-branch';

export interface BranchChoice {
  id: string;
  reason: BranchChoiceReason;
  /** The distance from the pickup point, in kilometres, when chosen by distance. */
  kilometres?: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isPoint = (point: MapPoint | null | undefined): point is MapPoint =>
  !!point && Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * The branch for a pickup: the nearest branch with a map point when the address has one; else the
 * branch whose name the address mentions ('Osu', 'East Legon'); else the only branch, or the first.
 * Undefined only when there are no branches.
 */
export function chooseBranch(
  pickup: { point?: MapPoint | null; text?: string },
  branches: readonly BranchPlace[],
): BranchChoice | undefined {
  if (branches.length === 0) return undefined;
  if (branches.length === 1) return { id: branches[0].id, reason: 'only-branch' };

  if (isPoint(pickup.point)) {
    const from = pickup.point;
    let best: BranchChoice | undefined;
    for (const branch of branches) {
      if (!isPoint(branch.point)) continue;
      const kilometres = distanceKm(from, branch.point);
      if (!best || kilometres < best.kilometres!) best = { id: branch.id, reason: 'nearest', kilometres };
    }
    if (best) return best;
  }

  if (pickup.text) {
    const address = ` ${words(pickup.text)} `;
    const named = branches.find((branch) => address.includes(` ${words(branch.name)} `));
    if (named) return { id: named.id, reason: 'named-in-address' };
  }
  return { id: branches[0].id, reason: 'first-branch' };
}
