import * as React from 'react';
import { Link, navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { paths } from '@/lib/paths';
import { createAddressMutationAtom } from '../features/addresses/api/create-address';
import { addressQueryAtom } from '../features/addresses/api/get-address';
import { updateAddressMutationAtom } from '../features/addresses/api/update-address';
import { AddressForm } from '../features/addresses/components/address-form';
import { Card } from '@/design-system/Card/Card';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

const saved = () => {
  toast.success('Success');
  void navigate(paths.app.addresses);
};

/** /app/user/address/add-address ('Add A New Address') and /app/user/address/edit-address/{id} ('Edit Address'). */
export function AddressFormRoute({ id }: RouteProps<'id'>) {
  const title = id ? 'Edit Address' : 'Add A New Address';
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} actions={<Link to={paths.app.addresses}>Back to addresses</Link>} />
      <Card width="form">{id ? <EditAddress id={id} /> : <NewAddress />}</Card>
    </>
  );
}

function NewAddress() {
  const create = useAtomValue(createAddressMutationAtom);
  return <AddressForm onSave={(input) => create.mutateAsync(input)} onSaved={saved} />;
}

function EditAddress({ id }: { id: string }) {
  const address = useAtomValue(React.useMemo(() => addressQueryAtom(id), [id]));
  const update = useAtomValue(updateAddressMutationAtom);
  return (
    <QueryView query={address} loadingLabel="Loading the address" errorTitle="We could not load this address.">
      {(data) => <AddressForm address={data} onSave={(input) => update.mutateAsync({ id, ...input })} onSaved={saved} />}
    </QueryView>
  );
}
