/**
 * A customer's saved addresses. The request schema has already checked the address form's rules
 * (SPEC §5) and trimmed the text; here an edit is applied over the stored address, and a blank
 * optional field is stored as null.
 */
import type { AddressBody, AddressChanges, AddressDto } from '@laundry-accra/domain/schemas/addresses';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Address } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
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
    user: row.userId,
  };
}

/** The fields to store for a checked body: blank optionals become null. */
const addressFields = (body: AddressBody): AddressFields => ({
  addressName: body.address_name,
  address: body.address,
  streetName: body.street_name || null,
  city: body.city || null,
  town: body.town || null,
});

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
