import type { Address } from './types';

/** An address as a choice in a select: its name and the address itself. */
export const addressOption = (address: Pick<Address, 'id' | 'address_name' | 'address'>) => ({
  value: address.id,
  label: `${address.address_name}: ${address.address}`,
});
