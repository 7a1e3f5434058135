import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { paths } from '@/lib/paths';
import { EmptyMessage, Muted, Row, RowList, RowMain, RowTitle } from '@/app/components/page';
import type { Address } from '../types';

export interface AddressListProps {
  addresses: readonly Address[];
  /** Asks to delete one (the route confirms first). */
  onDelete: (address: Address) => void;
}

/** The saved addresses, each with its name, the address, an edit link and a delete button. */
export function AddressList({ addresses, onDelete }: AddressListProps) {
  if (addresses.length === 0) return <EmptyMessage>YOU HAVE NO SAVED ADDRESSES.</EmptyMessage>;
  return (
    <RowList aria-label="Addresses">
      {addresses.map((address) => (
        <Row key={address.id}>
          <RowMain>
            <RowTitle>{address.address_name}</RowTitle>
            <Muted>{[address.address, address.street_name, address.town, address.city].filter(Boolean).join(', ')}</Muted>
          </RowMain>
          <LineActions>
            <Button as={Link} to={paths.app.editAddress(address.id)} size="sm" variant="secondary" aria-label={`Edit ${address.address_name}`}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(address)} aria-label={`Delete ${address.address_name}`}>
              Delete
            </Button>
          </LineActions>
        </Row>
      ))}
    </RowList>
  );
}

const LineActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
