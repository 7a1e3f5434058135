import * as React from 'react';
import { JOB_TO_PRICE, priceInWords, quantityInWords, quantityRange, quantityStep } from '@laundry-accra/domain/unit-rules';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { QuantityStepper, RoundButton } from '@/design-system/QuantityStepper/QuantityStepper';
import { formatMoney } from '@laundry-accra/domain/format';
import { quoteHandOffPath } from '@/lib/quote-hand-off';
import type { CatalogueItem } from '@/site/catalogue/catalogue-types';
import { Icon } from '@/site/common/icon';
import { ItemPicker } from './item-picker';
import { lineAmount, MIN_QUANTITY, quoteReducer, quoteTotal } from './quote-basket';

const Calculator = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/*
 * 1. Phones: name and amount on one row, the quantity controls under them. Wide screens: one row.
 */
const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto auto auto; /* [1] */
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const LineName = styled.div`
  strong {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[10]};
  border: ${({ theme }) => theme.borderWidths.medium} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Book = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The Quote Form: Add Item opens a searchable list; each picked item is a line with plus, minus
 * (disabled at 1) and remove; the total shows once it is above zero, with 'Book these items',
 * which hands the quote to the app's basket.
 */
export function QuoteCalculator({ items }: { items: readonly CatalogueItem[] }) {
  const [lines, dispatch] = React.useReducer(quoteReducer, []);
  const [picking, setPicking] = React.useState(false);
  const pickerId = React.useId();
  const addButton = React.useRef<HTMLButtonElement>(null);
  const total = quoteTotal(lines);

  const closePicker = () => {
    setPicking(false);
    addButton.current?.focus();
  };

  return (
    <Calculator data-ui="quote-calculator">
      {lines.length === 0 ? (
        <Empty>Your Basket is Empty.</Empty>
      ) : (
        <Lines aria-label="Your quote">
          {lines.map((line) => (
            <Line key={line.id}>
              <LineName>
                <strong>{line.name}</strong>
                <span>{priceInWords(line.unit, line.price)}</span>
              </LineName>
              <Amount>{quantityStep(line.unit) > 0 ? formatMoney(lineAmount(line)) : priceInWords(line.unit, lineAmount(line))}</Amount>
              {quantityStep(line.unit) > 0 ? (
                <QuantityStepper
                  name={line.name}
                  value={line.quantity}
                  valueText={quantityInWords(line.unit ?? 'piece', line.quantity)}
                  min={MIN_QUANTITY}
                  max={quantityRange(line.unit).max}
                  onLess={() => dispatch({ type: 'decrement', id: line.id })}
                  onMore={() => dispatch({ type: 'increment', id: line.id })}
                />
              ) : (
                <span>{JOB_TO_PRICE}</span>
              )}
              <RoundButton type="button" $danger onClick={() => dispatch({ type: 'remove', id: line.id })} aria-label={`Remove ${line.name}`}>
                <Icon name="trash" size={18} />
              </RoundButton>
            </Line>
          ))}
        </Lines>
      )}

      {Number(total) > 0 && (
        <Total role="status">
          <span>Total</span>
          <span>{formatMoney(total)}</span>
        </Total>
      )}

      {lines.length > 0 && (
        <Book>
          {/* A plain link carrying the quote: the app signs the visitor in or up first (?next= keeps it). */}
          <Button as={Link} to={quoteHandOffPath(lines)} size="lg">
            Book these items
          </Button>
          <span>Sign in or create an account and these items go straight into your basket.</span>
        </Book>
      )}

      <div>
        <Button
          ref={addButton}
          type="button"
          variant="secondary"
          aria-expanded={picking}
          aria-controls={picking ? pickerId : undefined}
          onClick={() => setPicking((open) => !open)}
        >
          <Icon name="plus" size={18} />
          Add Item
        </Button>
      </div>
      {picking && (
        <ItemPicker
          id={pickerId}
          items={items}
          onClose={closePicker}
          onPick={(item: CatalogueItem) => {
            dispatch({ type: 'add', item });
            closePicker();
          }}
        />
      )}
    </Calculator>
  );
}
