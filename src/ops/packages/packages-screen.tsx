import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { Field } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { CheckboxField, CheckboxGroupField, TextInputField, fieldMessage } from '@/lib/form/fields';
import type { OpsPackageDto } from '@laundry-accra/domain/schemas/back-office';
import { packageSchema } from '@laundry-accra/domain/forms';
import { packageDescriptionLines, packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatMoney } from '@laundry-accra/domain/format';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { OpsScreenProps } from '../routes';
import { categoriesQuery, packagesQuery, useSaveMutation } from '../back-office/back-office-api';
import { FormDialog } from '../back-office/form-dialog';

/** Add (no package) or edit a package. */
function PackageDialog({ pack, onClose }: { pack?: OpsPackageDto; onClose: () => void }) {
  const save = useSaveMutation('packages');
  const categories = useQuery(categoriesQuery);
  const categoryOptions = (categories.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A new package covers Laundry until the admin says otherwise, as the seeded ones do.
  const laundry = categories.data?.results.find((c) => c.name === 'Laundry');
  const initialValues = React.useMemo(
    () =>
      pack
        ? { ...pack, quantity: String(pack.quantity), position: String(pack.position), covered_categories: pack.covered_categories.map((c) => c.id) }
        : { name: '', price: '', quantity: '', description: '', image: '', position: '0', is_active: true, covered_categories: laundry ? [laundry.id] : [] },
    [pack, laundry],
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={pack ? `Edit ${pack.name}` : 'Add a package'}
      description="Running subscriptions keep the price they were bought at."
      schema={packageSchema}
      initialValues={initialValues}
      onSave={(values) =>
        save.mutateAsync({
          id: pack?.id,
          body: {
            name: values.name,
            price: values.price,
            quantity: Number(values.quantity),
            description: values.description,
            image: String(values.image ?? ''),
            position: Number(values.position),
            is_active: Boolean(values.is_active),
            covered_categories: (values.covered_categories as string[] | undefined) ?? [],
          },
        })
      }
    >
      <TextInputField name="name" label="Name" autoComplete="off" />
      <TextInputField name="price" label="Price (GHS)" inputMode="decimal" />
      <TextInputField name="quantity" label="Allowance per month (kg or pieces)" type="number" min={1} />
      <CheckboxGroupField
        name="covered_categories"
        legend="The allowance covers"
        options={categoryOptions}
        hint="Items of these categories cost nothing until the month's allowance is used."
      />
      <Field<string> name="description">
        {({ input, meta }) => <TextArea {...input} label="Description" hint="One bullet per line." rows={4} error={fieldMessage(meta)} />}
      </Field>
      <TextInputField name="image" label="Image (URL or site path)" autoComplete="off" />
      <TextInputField name="position" label="Position on the site" type="number" min={0} />
      <CheckboxField name="is_active" label="Offered (untick to archive)" />
    </FormDialog>
  );
}

/** /ops/packages (admins): the monthly packages, their price, allowance and order on the site. */
export function PackagesScreen(_props: OpsScreenProps) {
  useDocumentTitle('Packages');
  const packages = useQuery(packagesQuery);
  const [editing, setEditing] = React.useState<{ pack?: OpsPackageDto } | null>(null);
  const columns: TableColumn<OpsPackageDto>[] = [
    { id: 'position', header: 'Position', cell: (p) => p.position, align: 'end' },
    { id: 'name', header: 'Package', cell: (p) => p.name },
    { id: 'price', header: 'Price', cell: (p) => `${formatMoney(p.price)}${packagePriceSuffix(p.name)}`, align: 'end' },
    { id: 'quantity', header: 'Allowance', cell: (p) => p.quantity, align: 'end' },
    { id: 'covers', header: 'Covers', cell: (p) => p.covered_categories.map((c) => c.name).join(', ') || 'Nothing' },
    { id: 'lines', header: 'Description', cell: (p) => packageDescriptionLines(p.description).join(' · ') },
    { id: 'subscriptions', header: 'Active subscriptions', cell: (p) => p.active_subscriptions, align: 'end' },
    { id: 'state', header: 'State', cell: (p) => (p.is_active ? 'Offered' : 'Archived') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing({ pack: p })} aria-label={`Edit ${p.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Packages" actions={<Button onClick={() => setEditing({})}>Add package</Button>} />
      <QueryView query={packages} loadingLabel="Loading packages" errorTitle="We could not load the packages.">
        {(result) => <Table caption="Packages" captionHidden columns={columns} rows={result.results} rowKey={(p) => p.id} emptyMessage="No package yet." />}
      </QueryView>
      {editing && <PackageDialog pack={editing.pack} onClose={() => setEditing(null)} />}
    </>
  );
}
