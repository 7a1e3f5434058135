import * as React from 'react';
import { useAtomValue } from 'jotai';
import { useForm, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { Map } from '@/design-system/Map/Map';
import { Caption } from '@/design-system/Caption/Caption';
import { formatPhone } from '@laundry-accra/domain/format';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Table, type TableColumn } from '@/design-system/Table/Table';
import { CheckboxField, TextInputField } from '@/lib/form/fields';
import type { OpsBranchDto } from '@laundry-accra/domain/schemas/back-office';
import { branchSchema } from '@laundry-accra/domain/forms';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { OpsScreenProps } from '@/ops/screen-props';
import { FormDialog } from '@/ops/components/form-dialog';
import { branchListQueryAtom } from '../api/get-branch-list';
import { saveBranchMutationAtom } from '../api/save-branch';

/** Where the map opens for a branch not placed yet: central Accra. */
const ACCRA: [number, number] = [5.6037, -0.187];

/** The map inside the branch form: a click places the branch (fills latitude and longitude). */
function PlaceOnMap({ name }: { name: string }) {
  const form = useForm();
  const { values } = useFormState<{ latitude?: string; longitude?: string }>({ subscription: { values: true } });
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  const placed = values.latitude && values.longitude && Number.isFinite(lat) && Number.isFinite(lng);
  const position: [number, number] | null = placed ? [lat, lng] : null;
  return (
    <MapBox>
      <Map
        label={`Map: click to place ${name || 'the branch'}`}
        load="now"
        center={position ?? ACCRA}
        zoom={position ? 14 : 11}
        markers={position ? [{ id: 'branch', position, label: name || 'Branch', popup: name || 'Branch' }] : []}
        onPick={([latitude, longitude]) => {
          form.change('latitude', latitude.toFixed(6));
          form.change('longitude', longitude.toFixed(6));
        }}
      />
      <Caption as="p">Click the map to place the branch, or type its latitude and longitude.</Caption>
    </MapBox>
  );
}

/** Add (no branch) or edit a branch. */
function BranchDialog({ branch, onClose }: { branch?: OpsBranchDto; onClose: () => void }) {
  const save = useAtomValue(saveBranchMutationAtom);
  const initialValues = branch
    ? { ...branch, latitude: branch.latitude ?? '', longitude: branch.longitude ?? '' }
    : { name: '', address: '', phone: '', latitude: '', longitude: '', is_active: true };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={branch ? `Edit ${branch.name}` : 'Add a branch'}
      description="An archived branch keeps its orders and takes no new checkout."
      schema={branchSchema}
      initialValues={initialValues}
      onSave={(values) =>
        save.mutateAsync({
          id: branch?.id,
          body: {
            name: values.name,
            address: values.address,
            phone: values.phone,
            latitude: values.latitude ? String(values.latitude) : null,
            longitude: values.longitude ? String(values.longitude) : null,
            is_active: Boolean(values.is_active),
          },
        })
      }
    >
      <TextInputField name="name" label="Name" autoComplete="off" />
      <TextInputField name="address" label="Address" autoComplete="off" />
      <TextInputField name="phone" label="Phone" type="tel" autoComplete="off" />
      <Coordinates>
        <TextInputField name="latitude" label="Latitude" inputMode="decimal" />
        <TextInputField name="longitude" label="Longitude" inputMode="decimal" />
      </Coordinates>
      <PlaceOnMap name={branch?.name ?? ''} />
      <CheckboxField name="is_active" label="Open for checkouts (untick to archive)" />
    </FormDialog>
  );
}

/** /ops/branches (admins): the branches, their contact details and place on the map. */
export function BranchesScreen(_props: OpsScreenProps) {
  useDocumentTitle('Branches');
  const branches = useAtomValue(branchListQueryAtom);
  const [editing, setEditing] = React.useState<{ branch?: OpsBranchDto } | null>(null);
  const columns: TableColumn<OpsBranchDto>[] = [
    {
      id: 'name',
      header: 'Branch',
      cell: (b) => (
        <>
          {b.name}
          {!b.is_active && <Caption block>Archived: no new checkouts</Caption>}
        </>
      ),
    },
    {
      id: 'address',
      header: 'Address and phone',
      cell: (b) => (
        <>
          {b.address}
          <Caption block>{formatPhone(b.phone)}</Caption>
        </>
      ),
    },
    { id: 'place', header: 'On the map', cell: (b) => (b.latitude && b.longitude ? `${b.latitude}, ${b.longitude}` : 'Not placed') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (b) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing({ branch: b })} aria-label={`Edit ${b.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Branches" actions={<Button onClick={() => setEditing({})}>Add branch</Button>} />
      <QueryView query={branches} loadingLabel="Loading branches" errorTitle="We could not load the branches.">
        {(result) => <Table caption="Branches" captionHidden columns={columns} rows={result.results} rowKey={(b) => b.id} emptyMessage="No branch yet." />}
      </QueryView>
      {editing && <BranchDialog branch={editing.branch} onClose={() => setEditing(null)} />}
    </>
  );
}

const Coordinates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr 1fr;
`;

const MapBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

