import * as React from 'react';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { formatMoney } from '@laundry-accra/domain/format';
import { itemPriceSuffix, PER_KG_ESTIMATE_HINT } from '@laundry-accra/domain/catalogue';
import { FormError, FormStack, SelectField, TextInputField } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { basketItemInputSchema, type BasketItemInput } from '../api/add-basket-item';
import type { ItemDto } from '@laundry-accra/domain/schemas/catalogue';

export interface BasketItemValues {
  item: string;
  quantity: string | number;
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

/** Item select and quantity: the add-item page and the basket's edit mode. */
export function BasketItemForm({ items, initialValues, submitLabel, onSave, onSaved, secondaryAction }: BasketItemFormProps) {
  const options = React.useMemo(
    () =>
      items.map((item) => ({
        value: item.id,
        // A per-kg item says so: 'Something Light (GHC 15.00/kg)'.
        label: `${item.name} (${formatMoney(item.price)}${itemPriceSuffix(item.unit ?? 'piece')})`,
      })),
    [items],
  );
  const unitOf = (id: string) => items.find((item) => item.id === id)?.unit ?? 'piece';
  const onSubmit = async (values: BasketItemValues) => {
    const errors = await submitWith(basketItemInputSchema, values, onSave);
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
            {unitOf(values.item) === 'kg' ? (
              <TextInputField
                name="quantity"
                label="Estimated weight (kg)"
                type="number"
                min={0.5}
                step={0.5}
                inputMode="decimal"
                hint={PER_KG_ESTIMATE_HINT}
              />
            ) : (
              <TextInputField name="quantity" label="Quantity" type="number" min={1} step={1} inputMode="numeric" />
            )}
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
