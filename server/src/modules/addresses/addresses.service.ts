/**
 * A customer's saved addresses. The request schema has already checked the address form's rules
 * (SPEC §5) and trimmed the text; here an edit is applied over the stored address, a blank
 * optional field is stored as null, the map point is checked whole (both coordinates or neither,
 * inside Greater Accra), and the GhanaPost GPS address and the rider's phone are stored in one
 * spelling ('GA-183-8164', '+233241234567').
 */
import type { AddressBody, AddressChanges, AddressDto } from '@laundry-accra/domain/schemas/addresses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Address } from '../../db/schema';
import { mapPointProblem, normaliseGhanaMobile, normaliseGhanaPostGps } from '@laundry-accra/domain/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AddressFields, AddressesRepository } from './addresses.repository';

/** The API shape of an address row. */
export function toAddressDto(row: Address): AddressDto {
  return {
    id: row.id,
    address_name: row.addressName,
    address: row.address,
    street_name: row.streetName,
    city: row.city,
    town: row.town,
    latitude: degrees(row.latitude),
    longitude: degrees(row.longitude),
    digital_address: row.digitalAddress,
    landmark: row.landmark,
    contact_phone: row.contactPhone,
    user: row.userId,
  };
}

/** A stored coordinate ('5.612300') as the API's number, or null. */
const degrees = (stored: string | null): number | null => (stored === null ? null : Number(stored));

/**
 * The fields to store for a checked body: blank optionals become null, the digital address and
 * the phone take their one spelling; a map point that is half there or outside Greater Accra is
 * the 400 of its field (the schema checked each coordinate alone).
 */
function addressFields(body: AddressBody): AddressFields {
  const latitude = body.latitude ?? null;
  const longitude = body.longitude ?? null;
  const problem = mapPointProblem(latitude, longitude);
  if (problem) throw badRequest(problem);
  return {
    addressName: body.address_name,
    address: body.address,
    streetName: body.street_name || null,
    city: body.city || null,
    town: body.town || null,
    latitude: latitude === null ? null : latitude.toFixed(6),
    longitude: longitude === null ? null : longitude.toFixed(6),
    digitalAddress: body.digital_address ? (normaliseGhanaPostGps(body.digital_address) ?? null) : null,
    landmark: body.landmark || null,
    contactPhone: body.contact_phone ? (normaliseGhanaMobile(body.contact_phone) ?? null) : null,
  };
}

/** The addresses service over its repository. */
export function addressesService(repository: AddressesRepository) {
  return {
    /** The service of one customer's addresses. */
    forCustomer(userId: string) {
      const repo = repository.forCustomer(userId);
      return {
        async list(limit: number, offset: number): Promise<{ count: number; results: AddressDto[] }> {
          const { count, rows } = await repo.list(limit, offset);
          return { count, results: rows.map(toAddressDto) };
        },

        /** GET answers for a deleted address still on one of the customer's bookings too. */
        async get(id: string): Promise<AddressDto> {
          const row = await repo.findForReading(id);
          if (!row) throw notFound();
          return toAddressDto(row);
        },

        async create(body: AddressBody): Promise<AddressDto> {
          return toAddressDto(await repo.create(addressFields(body)));
        },

        /** PATCH: the sent fields over the stored ones; those left out keep their value. */
        async update(id: string, changes: AddressChanges): Promise<AddressDto> {
          const current = await repo.find(id);
          if (!current) throw notFound();
          const row = await repo.update(id, addressFields({ ...toAddressDto(current), ...changes }));
          if (!row) throw notFound();
          return toAddressDto(row);
        },

        async remove(id: string): Promise<void> {
          if (!(await repo.softDelete(id))) throw notFound();
        },
      };
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' saved addresses: `app.savedAddresses.forCustomer(id)` (`app.addresses` is Fastify's own). */
    savedAddresses: AddressesService;
  }
}

/** Decorates `app.savedAddresses`. */
export default fp(
  async function addressesServicePlugin(app: FastifyInstance) {
    app.decorate('savedAddresses', addressesService(app.addressesRepository));
  },
  { name: 'addresses-service', dependencies: ['addresses-repository'] },
);
