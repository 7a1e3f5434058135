import * as React from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { nextStatuses, type BookingStatus } from '@laundry-accra/domain/statuses';
import type { OpsBookingRowDto } from '@laundry-accra/domain/schemas/ops';
import { changeStatusMutationAtom } from '../api/orders';

export interface MoveOrderMenuProps {
  order: Pick<OpsBookingRowDto, 'id' | 'order_number' | 'status' | 'version'>;
  /** Cancelling needs a reason: the screen opens its dialog for this order. */
  onCancel: () => void;
}

/** What a menu item says for a move to `status`. */
export const moveLabel = (status: BookingStatus): string =>
  status === 'cancelled' ? 'Cancel order…' : `Move to ${statusLook(status).label}`;

/**
 * A card's menu of the moves the pipeline allows from the order's status (a keyboard opens it
 * with Enter or Space and walks it with the arrows). Each move sends the version the card shows.
 */
export function MoveOrderMenu({ order, onCancel }: MoveOrderMenuProps) {
  const changeStatus = useAtomValue(changeStatusMutationAtom);
  const moves = nextStatuses(order.status);
  const pending = changeStatus.isPending && changeStatus.variables?.id === order.id;
  if (moves.length === 0) return null;

  const move = (status: BookingStatus) => {
    if (status === 'cancelled') onCancel();
    else changeStatus.mutate({ id: order.id, body: { status, version: order.version } });
  };

  return (
    <Menu as={MenuRoot}>
      <Trigger aria-label={`Move ${order.order_number}`} disabled={pending}>
        {pending ? <Spinner size="sm" label={`Moving ${order.order_number}`} /> : <>Move <span aria-hidden="true">▾</span></>}
      </Trigger>
      <Items anchor="bottom end">
        {moves.map((status) => (
          <MenuItem key={status}>
            <Item type="button" onClick={() => move(status)} $danger={status === 'cancelled'}>
              {moveLabel(status)}
            </Item>
          </MenuItem>
        ))}
      </Items>
    </Menu>
  );
}

const MenuRoot = styled.div`
  position: relative;
`;

const Trigger = styled(MenuButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Items = styled(MenuItems)`
  z-index: ${({ theme }) => theme.zIndices.overlay};
  min-width: 12rem;
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    outline: none;
  }
`;

const Item = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.ink)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-focus] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
