import * as React from 'react';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { estimateHint, isCounted, listedPrice, quantityLabel, quantityRange, quantityStep } from '@laundry-accra/domain/units';
import { FormError, FormStack, SelectField, TextAreaField, TextInputField } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { basketItemInputSchema, type BasketItemInput } from '../api/add-basket-item';
import type { ItemDto } from '@laundry-accra/domain/schemas/catalogue';
import type { ItemUnit } from '@laundry-accra/domain/units';

export interface BasketItemValues {
  item: string;
  quantity: string | number;
  /** What needs doing, for a job (mending). */
  note?: string;
}

export interface BasketItemFormProps {
  /** The catalogue to pick from. */
  items: readonly ItemDto[];
  initialValues?: BasketItemValues;
  /** 'Add Item' on the add page, 'Save' in edit mode. */
  submitLabel: string;
  /** Sends the checked values; a thrown ApiError becomes field messages. */
  onSave: (input: BasketItemInput) => Promise<unknown>;
  /** Called once saved. */
  onSaved: () => void;
  /** Extra buttons beside submit (Cancel in edit mode). */
  secondaryAction?: React.ReactNode;
}

/**
 * The quantity in the picked item's unit: whole pieces or pairs, an estimated weight or size in
 * tenths, or for a job (booked once) what needs doing.
 */
function QuantityField({ unit }: { unit: ItemUnit }) {
  const hint = estimateHint(unit);
  if (quantityStep(unit) === 0) return <TextAreaField name="note" label="What needs doing" hint={hint} />;
  const counted = isCounted(unit);
  return (
    <TextInputField
      name="quantity"
      label={quantityLabel(unit)}
      type="number"
      min={quantityRange(unit).min}
      step={quantityStep(unit)}
      inputMode={counted ? 'numeric' : 'decimal'}
      hint={hint}
    />
  );
}

/** Item select and quantity: the add-item page and the basket's edit mode. */
export function BasketItemForm({ items, initialValues, submitLabel, onSave, onSaved, secondaryAction }: BasketItemFormProps) {
  const options = React.useMemo(
    () =>
      items.map((item) => ({
        value: item.id,
        // Each price in its unit: 'Something Light (GHC 15.00 per kg)', 'Zip Replacement (from GHC 30.00)'.
        label: `${item.name} (${listedPrice(item.unit, item.price)})`,
      })),
    [items],
  );
  const unitOf = (id: string): ItemUnit => items.find((item) => item.id === id)?.unit ?? 'piece';
  const onSubmit = async (values: BasketItemValues) => {
    // A job is booked once; its note says what needs doing (other units send none).
    const unit = unitOf(values.item);
    const sent = quantityStep(unit) > 0 ? { ...values, note: undefined } : { ...values, quantity: 1 };
    const errors = await submitWith(basketItemInputSchema, sent, onSave);
    if (!errors) onSaved();
    return errors;
  };
  return (
    <Form<BasketItemValues> onSubmit={onSubmit} initialValues={initialValues ?? { item: '', quantity: 1 }}>
      {({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormStack>
            <FormError />
            <SelectField name="item" label="Item" options={options} placeholder="Select an item" />
            <QuantityField unit={unitOf(values.item)} />
            <div>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>{' '}
              {secondaryAction}
            </div>
          </FormStack>
        </form>
      )}
    </Form>
  );
}
