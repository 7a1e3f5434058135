import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Card } from '@/design-system/Card/Card';
import { CardGrid } from '@/design-system/CardGrid/CardGrid';
import { EmptyMessage } from '@/design-system/EmptyMessage/EmptyMessage';
import { Heading } from '@/design-system/Heading/Heading';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { CheckboxField, CheckboxGroupField, TextInputField, fieldMessage } from '@/lib/form/fields';
import type { OpsPackageDto } from '@laundry-accra/domain/schemas/back-office';
import { packageSchema } from '@laundry-accra/domain/forms';
import { packagePriceSuffix } from '@laundry-accra/domain/catalogue';
import { formatMoney } from '@laundry-accra/domain/format';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { OpsScreenProps } from '@/ops/screen-props';
import { categoriesQueryAtom } from '@/ops/back-office/api/get-categories';
import { FormDialog } from '@/ops/components/form-dialog';
import { packagesQueryAtom } from '../api/get-packages';
import { savePackageMutationAtom } from '../api/save-package';

/** The further allowances as the form holds them: per category id, pieces and kilos (text). */
type FurtherFields = Record<string, { piece?: string; kg?: string }>;

const furtherFields = (pack: OpsPackageDto): FurtherFields => {
  const fields: FurtherFields = {};
  for (const allowance of pack.further_allowances) {
    fields[allowance.category.id] = { ...fields[allowance.category.id], [allowance.unit]: String(allowance.quantity) };
  }
  return fields;
};

/** The form's further allowances as the API takes them; an empty or 0 field gives nothing. */
const furtherAllowancesOf = (fields: FurtherFields = {}) =>
  Object.entries(fields).flatMap(([category, units]) =>
    (['piece', 'kg'] as const)
      .map((unit) => ({ category, unit, quantity: Number(units?.[unit] ?? 0) }))
      .filter((allowance) => allowance.quantity > 0),
  );

const wholeNumber = (value: unknown) => (value === undefined || value === '' ? 0 : Number(value));

/** Add (no package) or edit a package. */
function PackageDialog({ pack, onClose }: { pack?: OpsPackageDto; onClose: () => void }) {
  const save = useAtomValue(savePackageMutationAtom);
  const categories = useAtomValue(categoriesQueryAtom);
  const categoryOptions = (categories.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A new package covers Laundry until the admin says otherwise, as the seeded ones do.
  const laundry = categories.data?.results.find((c) => c.name === 'Laundry');
  const initialValues = React.useMemo(
    () =>
      pack
        ? {
            ...pack,
            quantity: String(pack.quantity),
            position: String(pack.position),
            covered_categories: pack.covered_categories.map((c) => c.id),
            free_pickups: String(pack.free_pickups),
            express_upgrades: String(pack.express_upgrades),
            further: furtherFields(pack),
          }
        : {
            name: '',
            price: '',
            quantity: '',
            description: '',
            image: '',
            position: '0',
            is_active: true,
            covered_categories: laundry ? [laundry.id] : [],
            free_pickups: '0',
            express_upgrades: '0',
            further: {},
          },
    [pack, laundry],
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={pack ? `Edit ${pack.name}` : 'Add a package'}
      description="Running subscriptions keep the price and benefits they were bought with."
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
            further_allowances: furtherAllowancesOf(values.further as FurtherFields | undefined),
            free_pickups: wholeNumber(values.free_pickups),
            express_upgrades: wholeNumber(values.express_upgrades),
          },
        })
      }
    >
      <TextInputField name="name" label="Name" autoComplete="off" />
      <TextInputField name="price" label="Price (GHC)" inputMode="decimal" />
      <TextInputField name="quantity" label="Items allowance per month" type="number" min={1} />
      <CheckboxGroupField
        name="covered_categories"
        legend="The allowance covers"
        options={categoryOptions}
        hint="Items of these categories cost nothing until the month's allowance is used."
      />
      <Benefits>
        <legend>Further allowances a month (0 for none)</legend>
        {(categories.data?.results ?? []).map((category) => (
          <BenefitRow key={category.id}>
            <TextInputField name={`further.${category.id}.piece`} label={`${category.name}: pieces`} type="number" min={0} />
            <TextInputField name={`further.${category.id}.kg`} label={`${category.name}: kg`} inputMode="decimal" />
          </BenefitRow>
        ))}
        <BenefitRow>
          <TextInputField name="free_pickups" label="Free pickups and deliveries" type="number" min={0} />
          <TextInputField name="express_upgrades" label="Free Express upgrades" type="number" min={0} />
        </BenefitRow>
        <Field name="further_allowances" subscription={{ submitError: true }}>
          {({ meta }) => (meta.submitError ? <FieldError role="alert">{String(meta.submitError)}</FieldError> : null)}
        </Field>
      </Benefits>
      <Field<string> name="description">
        {({ input, meta }) => (
          <TextArea
            {...input}
            label="Other lines on the card"
            hint="One bullet per line. The benefits above are written on the card for you; a line here may not promise one."
            rows={3}
            error={fieldMessage(meta)}
          />
        )}
      </Field>
      <TextInputField name="image" label="Image (URL or site path)" autoComplete="off" />
      <TextInputField name="position" label="Position on the site" type="number" min={0} />
      <CheckboxField name="is_active" label="Offered (untick to archive)" />
    </FormDialog>
  );
}

/** /ops/packages (admins): the monthly packages, their price, allowance, what it covers and order on the site. */
export function PackagesScreen(_props: OpsScreenProps) {
  useDocumentTitle('Packages');
  const packages = useAtomValue(packagesQueryAtom);
  const [editing, setEditing] = React.useState<{ pack?: OpsPackageDto } | null>(null);
  return (
    <>
      <PageHeader title="Packages" actions={<Button onClick={() => setEditing({})}>Add package</Button>} />
      <QueryView query={packages} loadingLabel="Loading packages" errorTitle="We could not load the packages.">
        {(result) =>
          result.results.length ? (
            <CardGrid $columns={3} aria-label="Packages">
              {result.results.map((pack) => (
                <li key={pack.id}>
                  <PackageCard pack={pack} onEdit={() => setEditing({ pack })} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyMessage>No package yet.</EmptyMessage>
          )
        }
      </QueryView>
      {editing && <PackageDialog pack={editing.pack} onClose={() => setEditing(null)} />}
    </>
  );
}

/** One package as the owner reads it: price, allowance, what it covers, its bullets, and Edit. */
function PackageCard({ pack, onEdit }: { pack: OpsPackageDto; onEdit: () => void }) {
  const headingId = React.useId();
  return (
    <Card as="article" aria-labelledby={headingId} data-archived={!pack.is_active || undefined}>
      <CardHead>
        <Heading level={2} id={headingId}>
          {pack.name}
        </Heading>
        {!pack.is_active && <State>Archived</State>}
      </CardHead>
      <Price>
        {formatMoney(pack.price)}
        {packagePriceSuffix(pack.name)}
      </Price>
      <Facts>
        {[
          ['Items allowance', `${pack.quantity} a month`],
          ['Covers', pack.covered_categories.map((c) => c.name).join(', ') || 'Nothing'],
          ['Free pickups', `${pack.free_pickups} a month`],
          ['Express upgrades', `${pack.express_upgrades} a month`],
          ['Active subscriptions', String(pack.active_subscriptions)],
          ['Position on the site', String(pack.position)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {/* The card as the site and the app show it: written from the benefits, then the other lines. */}
      <Bullets aria-label={`${pack.name} card`}>
        {pack.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Bullets>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${pack.name}`}>
        Edit
      </Button>
    </Card>
  );
}

const CardHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  justify-content: space-between;
`;

const State = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/* Label and value on one line each, the value at the right: a card is too narrow for two columns. */
const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  > div {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    justify-content: space-between;
  }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    min-width: 0;
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Bullets = styled.ul`
  margin: ${({ theme }) => theme.space[3]} 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Benefits = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const BenefitRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
