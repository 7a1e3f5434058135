/**
 * What the checkout's branch rule (chooseBranch in the domain) reads, gathered from what the app
 * has: the API's branches joined by name with their map points on the contact page's map
 * (content/site.yaml), and an address's text and map point.
 */
import type { BranchPlace, MapPoint } from '@laundry-accra/domain/nearest-branch';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import type { BranchDto } from '@laundry-accra/domain/schemas/catalogue';

/** A branch's map point as a source gives it (site.yaml now; the API's branch itself once it carries one). */
export interface BranchPoint {
  name: string;
  latitude: number;
  longitude: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Each branch with its point: the API's own when it sends one, else the site's branch of the same name. */
export function branchPlaces(branches: readonly BranchDto[], points: readonly BranchPoint[]): BranchPlace[] {
  return branches.map((branch) => {
    const own = pointOf(branch);
    const known = points.find((point) => sameName(point.name, branch.name));
    return { id: branch.id, name: branch.name, point: own ?? (known ? { latitude: known.latitude, longitude: known.longitude } : null) };
  });
}

/** What the branch rule reads of an address: its text, and its map point when the customer placed one. */
export function addressPlace(address: Pick<AddressDto, 'address' | 'street_name' | 'town' | 'city'> & Partial<Pick<AddressDto, 'latitude' | 'longitude'>>): { text: string; point: MapPoint | null } {
  const text = [address.address, address.street_name, address.town, address.city].filter(Boolean).join(', ');
  return { text, point: pointOf(address) };
}

/**
 * A map point from an optional latitude and longitude on a record (numbers, or the API's decimal
 * strings): an address's (AddressDto.latitude, .longitude), or a branch's when the API sends one.
 */
function pointOf(record: object): MapPoint | null {
  const { latitude, longitude } = record as { latitude?: number | string | null; longitude?: number | string | null };
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : null;
}
