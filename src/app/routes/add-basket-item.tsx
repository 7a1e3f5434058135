import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { paths } from '@/lib/paths';
import { addBasketItemMutationAtom } from '../features/basket/api/add-basket-item';
import { itemsQueryAtom } from '../features/basket/api/get-items';
import { BasketItemForm } from '../features/basket/components/basket-item-form';
import { Card } from '@/design-system/Card/Card';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/basket/add-basket: pick an item and a quantity, then back to the basket. */
export function AddBasketItemRoute(_props: RouteProps) {
  useDocumentTitle('Add Item');
  const items = useAtomValue(itemsQueryAtom);
  const add = useAtomValue(addBasketItemMutationAtom);
  return (
    <>
      <PageHeader title="Add Item" actions={<Link to={paths.app.basket}>Back to basket</Link>} />
      <Card width="form">
        <QueryView query={items} loadingLabel="Loading the items" errorTitle="We could not load the items.">
          {(catalogue) => (
            <BasketItemForm
              items={catalogue}
              submitLabel="Add Item"
              onSave={(input) => add.mutateAsync(input)}
              onSaved={() => {
                toast.success('Success');
                void navigate(paths.app.basket);
              }}
            />
          )}
        </QueryView>
      </Card>
    </>
  );
}
