import * as React from 'react';
import { ITEM_UNITS, UNIT_NAMES } from '@laundry-accra/domain/units';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import toast from '@/lib/toast';
import styled from 'styled-components';
import { visuallyHidden } from '@/design-system/visuallyHidden';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { Caption } from '@/design-system/Caption/Caption';
import { FilterGrid } from '@/design-system/FilterGrid/FilterGrid';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { TextField } from '@/design-system/TextField/TextField';
import { Heading } from '@/design-system/Heading/Heading';
import { SelectField, TextInputField, CheckboxField } from '@/lib/form/fields';
import type { OpsCategoryDto, OpsItemDto } from '@laundry-accra/domain/schemas/back-office';
import { categorySchema, itemSchema } from '@laundry-accra/domain/forms';
import { backOfficeMessages, isPriceText } from '@laundry-accra/domain/rules';
import { errorMessage } from '@/lib/api-client';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageNav } from '@/ops/components/page-nav';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { OpsScreenProps } from '@/ops/screen-props';
import { categoriesQueryAtom } from '@/ops/back-office/api/get-categories';
import { FormDialog } from '@/ops/components/form-dialog';
import { ITEMS_PAGE_SIZE, itemsQueryAtom, type ItemsFilter } from '../api/get-items';
import { saveCategoryMutationAtom } from '../api/save-category';
import { saveItemMutationAtom } from '../api/save-item';

/**
 * A price typed into the table, saved with Enter or its Save button. Keyed by the item's price
 * where it is drawn: a new saved price starts the field again. (An effect setting the field to the
 * price ran, in Preact, after the page was painted, and could undo a price typed at once.)
 */
function InlinePrice({ item }: { item: OpsItemDto }) {
  const save = useAtomValue(saveItemMutationAtom);
  const [value, setValue] = React.useState(item.price);
  const [error, setError] = React.useState<string>();
  const changed = value.trim() !== item.price;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    if (!isPriceText(value)) return setError(backOfficeMessages.price);
    setError(undefined);
    // The mutation is the screen's (every row's): this row's answer is its own call's promise.
    save.mutateAsync({ id: item.id, body: { price: value.trim() } }).catch((failure: unknown) => setError(errorMessage(failure)));
  };
  return (
    <PriceForm onSubmit={submit} noValidate aria-label={`Price of ${item.name}`}>
      <TextField
        label={<HiddenLabel>{`Price of ${item.name} (GHC)`}</HiddenLabel>}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={!changed} loading={save.isPending && save.variables?.id === item.id}>
        Save
      </Button>
    </PriceForm>
  );
}

/** The item dialog: add (no item) or edit. */
function ItemDialog({ item, open, categories, onClose }: { item?: OpsItemDto; open: boolean; categories: OpsCategoryDto[]; onClose: () => void }) {
  const save = useAtomValue(saveItemMutationAtom);
  return (
    <FormDialog
      key={item?.id ?? 'new'}
      open={open}
      onClose={onClose}
      title={item ? `Edit ${item.name}` : 'Add an item'}
      description="Prices are in GHC. A new price shows in baskets at once; past orders keep theirs."
      schema={itemSchema}
      initialValues={
        item
          ? { name: item.name, category: item.category.id, price: item.price, unit: item.unit, is_active: item.is_active }
          : { name: '', category: categories[0]?.id ?? '', price: '', unit: 'piece', is_active: true }
      }
      onSave={(values) =>
        save.mutateAsync({
          id: item?.id,
          body: { name: values.name, category: values.category, price: values.price, unit: values.unit, is_active: Boolean(values.is_active) },
        })
      }
    >
      <TextInputField name="name" label="Name" autoComplete="off" />
      <SelectField name="category" label="Category" placeholder="Choose a category" options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      <TextInputField name="price" label="Price (GHC)" inputMode="decimal" />
      <SelectField name="unit" label="Sold by" placeholder="Choose what the price is for" options={ITEM_UNITS.map((unit) => ({ value: unit, label: UNIT_NAMES[unit] }))} />
      <CheckboxField name="is_active" label="On the price list (untick to archive)" />
    </FormDialog>
  );
}

/** The category dialog: add or rename and move. */
function CategoryDialog({ category, open, onClose }: { category?: OpsCategoryDto; open: boolean; onClose: () => void }) {
  const save = useAtomValue(saveCategoryMutationAtom);
  return (
    <FormDialog
      key={category?.id ?? 'new'}
      open={open}
      onClose={onClose}
      title={category ? `Edit ${category.name}` : 'Add a category'}
      description="Categories are listed on the price list by position, lowest first."
      schema={categorySchema}
      initialValues={category ? { name: category.name, position: String(category.position) } : { name: '', position: '0' }}
      onSave={(values) => save.mutateAsync({ id: category?.id, body: { name: values.name, position: Number(values.position) } })}
    >
      <TextInputField name="name" label="Name" autoComplete="off" />
      <TextInputField name="position" label="Position" type="number" min={0} />
    </FormDialog>
  );
}

/**
 * /ops/catalogue (admins): the price list by category, with search, a price edited in place,
 * archive and restore, and the categories (add, rename, order).
 */
export function CatalogueScreen(_props: OpsScreenProps) {
  useDocumentTitle('Catalogue');
  const [search, setSearch] = React.useState('');
  const [category, setCategory] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [editing, setEditing] = React.useState<{ item?: OpsItemDto } | null>(null);
  const [editingCategory, setEditingCategory] = React.useState<{ category?: OpsCategoryDto } | null>(null);
  const debounced = useDebouncedValue(search, 300);
  // One query atom for every search and page: the screen hands it the filter as it changes.
  const [filterAtom] = React.useState(() => atom<ItemsFilter>({ search: debounced, category, page }));
  const [itemsAtom] = React.useState(() => itemsQueryAtom(filterAtom));
  const setFilter = useSetAtom(filterAtom);
  React.useEffect(() => setFilter({ search: debounced, category, page }), [debounced, category, page, setFilter]);
  const items = useAtomValue(itemsAtom);
  const categories = useAtomValue(categoriesQueryAtom);
  const save = useAtomValue(saveItemMutationAtom);
  const categoryList = categories.data?.results ?? [];

  const toggle = (item: OpsItemDto) =>
    save.mutateAsync({ id: item.id, body: { is_active: !item.is_active } }).catch((failure: unknown) => toast.error(errorMessage(failure)));

  const columns: TableColumn<OpsItemDto>[] = [
    // The category and an archived item's state go under its name, so the price and the buttons
    // keep their room on a counter tablet.
    {
      id: 'name',
      header: 'Item',
      cell: (item) => (
        <>
          {item.name}
          <Caption block>
            {item.category.name}
            {item.unit === 'piece' ? '' : ` · ${UNIT_NAMES[item.unit]}`}
            {item.is_active ? '' : ' · Archived'}
          </Caption>
        </>
      ),
    },
    { id: 'price', header: 'Price (GHC)', cell: (item) => <InlinePrice key={`${item.id}:${item.price}`} item={item} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (item) => (
        <ButtonRow gap={2} wrap={false}>
          <Button size="sm" variant="secondary" onClick={() => setEditing({ item })} aria-label={`Edit ${item.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => toggle(item)} aria-label={`${item.is_active ? 'Archive' : 'Restore'} ${item.name}`}>
            {item.is_active ? 'Archive' : 'Restore'}
          </Button>
        </ButtonRow>
      ),
    },
  ];

  const categoryColumns: TableColumn<OpsCategoryDto>[] = [
    { id: 'position', header: 'Position', cell: (c) => c.position, align: 'end' },
    { id: 'name', header: 'Category', cell: (c) => c.name },
    { id: 'items', header: 'Items', cell: (c) => c.item_count, align: 'end' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => setEditingCategory({ category: c })} aria-label={`Edit category ${c.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Catalogue"
        actions={
          <ButtonRow gap={2}>
            <Button variant="secondary" onClick={() => setEditingCategory({})}>
              Add category
            </Button>
            <Button onClick={() => setEditing({})} disabled={!categoryList.length}>
              Add item
            </Button>
          </ButtonRow>
        }
      />
      <FilterGrid>
        <TextField label="Search items" type="search" value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} />
        <Select label="Category" value={category} onChange={(event) => { setCategory(event.target.value); setPage(1); }}>
          <option value="">Every category</option>
          {categoryList.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </FilterGrid>
      <QueryView query={items} loadingLabel="Loading the price list" errorTitle="We could not load the price list.">
        {(result) => (
          <>
            <Table caption="Price list" captionHidden columns={columns} rows={result.results} rowKey={(item) => item.id} emptyMessage="No item matches." />
            <PageNav page={page} pageSize={ITEMS_PAGE_SIZE} count={result.count} noun={['item', 'items']} onPage={setPage} />
          </>
        )}
      </QueryView>
      <SectionHeading level={2}>Categories</SectionHeading>
      <Table caption="Categories" captionHidden columns={categoryColumns} rows={categoryList} rowKey={(c) => c.id} emptyMessage="No category yet." />
      {editing && <ItemDialog open item={editing.item} categories={categoryList} onClose={() => setEditing(null)} />}
      {editingCategory && <CategoryDialog open category={editingCategory.category} onClose={() => setEditingCategory(null)} />}
    </>
  );
}

/* The price box keeps room for 'GHC 100,000.00' however narrow the table gets. */
const PriceForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;

  > :first-child {
    flex: 0 0 7rem;
  }
`;


const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

const SectionHeading = styled(Heading)`
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
`;
