import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';

export interface AddressListProps {
  addresses: readonly AddressDto[];
  /** Asks to delete one (the route confirms first). */
  onDelete: (address: AddressDto) => void;
}

/** What the rider has to go on, besides the words: 'On the map · GA-183-8164 · Opposite the Shell station'. */
function riderLine(address: AddressDto): string {
  const onMap = address.latitude !== null && address.latitude !== undefined ? 'On the map' : '';
  return [onMap, address.digital_address, address.landmark].filter(Boolean).join(' · ');
}

/**
 * The saved addresses, each with its name, the address, an edit link and a delete button. The
 * links to the address form load it as a new document: only that document may ask for the
 * position ('Use my location'), and a browser fixes a document's Permissions-Policy when it loads
 * (docs/decisions/016-content-security-policy.md).
 */
export function AddressList({ addresses, onDelete }: AddressListProps) {
  if (addresses.length === 0) return <EmptyMessage next={<a href={paths.app.addAddress}>Add an address</a>}>YOU HAVE NO SAVED ADDRESSES.</EmptyMessage>;
  return (
    <RowList aria-label="Addresses">
      {addresses.map((address) => (
        <Row key={address.id}>
          <RowMain>
            <RowTitle>{address.address_name}</RowTitle>
            <RowMeta>{[address.address, address.street_name, address.town, address.city].filter(Boolean).join(', ')}</RowMeta>
            {riderLine(address) && <RowMeta>{riderLine(address)}</RowMeta>}
          </RowMain>
          <ButtonRow gap={2} wrap={false}>
            <Button as="a" href={paths.app.editAddress(address.id)} size="sm" variant="secondary" aria-label={`Edit ${address.address_name}`}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(address)} aria-label={`Delete ${address.address_name}`}>
              Delete
            </Button>
          </ButtonRow>
        </Row>
      ))}
    </RowList>
  );
}
