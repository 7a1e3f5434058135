import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { formatMoney } from '@laundry-accra/domain/format';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import { basketTotal } from '../api/get-basket';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

export interface BasketViewProps {
  lines: readonly BasketEntryDto[];
  onEdit: (line: BasketEntryDto) => void;
  onDelete: (line: BasketEntryDto) => void;
  /** The line being deleted, to show its button busy. */
  deletingId?: string;
  onCheckout: () => void;
}

/** 'Your Basket': the total, each line with edit and delete, Add Item, and Checkout when not empty. */
export function BasketView({ lines, onEdit, onDelete, deletingId, onCheckout }: BasketViewProps) {
  const empty = lines.length === 0;
  return (
    <section aria-labelledby="basket-title">
      <Heading>
        <Title id="basket-title">Your Basket</Title>
        <Total>
          Total: <strong>{formatMoney(basketTotal(lines))}</strong>
        </Total>
      </Heading>
      {empty ? (
        <EmptyMessage>YOUR BASKET IS EMPTY.</EmptyMessage>
      ) : (
        <RowList aria-label="Basket items">
          {lines.map((line) => (
            <Row key={line.id}>
              <RowMain>
                <RowTitle>{line.item_name}</RowTitle>
                <RowMeta>
                  Quantity {line.quantity} · {formatMoney(line.total)}
                </RowMeta>
                {line.price_changed_from && (
                  <RowMeta role="note">
                    Price changed from {formatMoney(line.price_changed_from)} to {formatMoney(line.unit_price)} each.
                  </RowMeta>
                )}
              </RowMain>
              <ButtonRow gap={2} wrap={false}>
                <Button size="sm" variant="secondary" onClick={() => onEdit(line)} aria-label={`Edit ${line.item_name}`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDelete(line)}
                  loading={deletingId === line.id}
                  aria-label={`Delete ${line.item_name}`}
                >
                  Delete
                </Button>
              </ButtonRow>
            </Row>
          ))}
        </RowList>
      )}
      <Footer>
        <Button as={Link} to={paths.app.addBasket} variant="secondary">
          Add Item
        </Button>
        {!empty && <Button onClick={onCheckout}>Checkout</Button>}
      </Footer>
    </section>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin: 0;
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Footer = styled(ButtonRow)`
  margin-top: ${({ theme }) => theme.space[6]};
`;
