/** A customer's saved addresses: the rules of SPEC §5 (address form) on create and edit. */
import { addressSchema } from '@laundry-accra/domain/forms';
import type { Db } from '../../db/client';
import type { Address } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { validBody } from '../../lib/validate-body';
import { addressesRepository, type AddressFields } from './addresses.repository';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';

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

/** Checks a body (as the form sends it) and returns the fields to store; blank optionals become null. */
function addressFields(body: unknown): AddressFields {
  const value = validBody(addressSchema, body);
  return {
    addressName: value.address_name,
    address: value.address,
    streetName: value.street_name || null,
    city: value.city || null,
    town: value.town || null,
  };
}

export function addressesService(db: Db) {
  const repo = addressesRepository(db);
  return {
    list: repo.list,

    /** GET answers for a deleted address still on one of the customer's bookings too. */
    async get(userId: string, id: string): Promise<Address> {
      const row = await repo.findForReading(userId, id);
      if (!row) throw notFound();
      return row;
    },

    async create(userId: string, body: unknown): Promise<Address> {
      return repo.create(userId, addressFields(body));
    },

    /**
     * PATCH: the sent fields over the stored ones, checked as a whole, so a partial edit keeps the
     * rest and blanking a required field gets the form's message.
     */
    async update(userId: string, id: string, body: Record<string, unknown>): Promise<Address> {
      const current = await repo.find(userId, id);
      if (!current) throw notFound();
      const merged = { ...toAddressDto(current), ...body };
      const row = await repo.update(userId, id, addressFields(merged));
      if (!row) throw notFound();
      return row;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.softDelete(userId, id))) throw notFound();
    },
  };
}
