import * as React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { formatMoney } from '@laundry-accra/domain/format';
import { estimateNote, priceChangeInWords, priceInWords, quantityInWords, quantityRange, quantityStep } from '@laundry-accra/domain/units';
import { QuantityStepper } from '@/design-system/QuantityStepper/QuantityStepper';
import { paths } from '@/lib/paths';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Row, RowList, RowMain, RowMeta, RowTitle } from '@/design-system/RowList/RowList';
import { basketTotal } from '../api/get-basket';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';

export interface BasketViewProps {
  lines: readonly BasketEntryDto[];
  onEdit: (line: BasketEntryDto) => void;
  /** − and + on a line: its new quantity (never below 1; Delete takes a line out). */
  onQuantity: (line: BasketEntryDto, quantity: number) => void;
  /** The line whose quantity is being saved, to hold its stepper. */
  updatingId?: string;
  onDelete: (line: BasketEntryDto) => void;
  /** The line being deleted, to show its button busy. */
  deletingId?: string;
  onCheckout: () => void;
}

/**
 * 'Your Basket': the total, each line with its unit price, − quantity +, edit and delete, Add
 * Item, and Checkout when not empty.
 */
export function BasketView({ lines, onEdit, onQuantity, updatingId, onDelete, deletingId, onCheckout }: BasketViewProps) {
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
        <EmptyMessage next={<Link to={paths.app.addBasket}>Add your first item</Link>}>YOUR BASKET IS EMPTY.</EmptyMessage>
      ) : (
        <RowList aria-label="Basket items">
          {lines.map((line) => {
            // − and + step in the line's unit: whole pieces and pairs, half a kilo or square metre; a job has none.
            const step = quantityStep(line.unit);
            const note = estimateNote(line.unit);
            return (
            <Row key={line.id}>
              <RowMain>
                <RowTitle>{line.item_name}</RowTitle>
                {/* 'GHC 15.00 per kg · about 3.5 kg (estimate) · GHC 52.50'; a job's "from" price is its total until priced. */}
                <RowMeta>
                  {step > 0 ? (
                    <>
                      {priceInWords(line.unit, line.unit_price)} ·{' '}
                      {line.estimate && <>{quantityInWords(line.unit, line.quantity, true)} · </>}
                      <strong>{formatMoney(line.total)}</strong>
                    </>
                  ) : (
                    <strong>{priceInWords(line.unit, line.total)}</strong>
                  )}
                </RowMeta>
                {line.note && <RowMeta>“{line.note}”</RowMeta>}
                {note && <RowMeta role="note">{note}</RowMeta>}
                {line.price_changed_from && (
                  <RowMeta role="note">{priceChangeInWords(line.unit, line.price_changed_from, line.unit_price)}</RowMeta>
                )}
              </RowMain>
              {step > 0 && (
                <QuantityStepper
                  name={line.item_name}
                  value={line.quantity}
                  valueText={quantityInWords(line.unit, line.quantity)}
                  min={quantityRange(line.unit).min}
                  max={quantityRange(line.unit).max}
                  busy={updatingId === line.id}
                  onLess={() => onQuantity(line, line.quantity - step)}
                  onMore={() => onQuantity(line, line.quantity + step)}
                />
              )}
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
            );
          })}
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
