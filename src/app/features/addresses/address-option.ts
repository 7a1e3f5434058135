import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';

/** An address as a choice in a select: its name and the address itself. */
export const addressOption = (address: Pick<AddressDto, 'id' | 'address_name' | 'address'>) => ({
  value: address.id,
  label: `${address.address_name}: ${address.address}`,
});
