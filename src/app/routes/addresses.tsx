import * as React from 'react';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { deleteAddressMutationAtom } from '../features/addresses/api/delete-address';
import { addressesQueryAtom } from '../features/addresses/api/get-addresses';
import { AddressList } from '../features/addresses/components/address-list';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/** /app/user/address: 'Your Addresses (count)', Add Address, edit and delete with a confirmation. */
export function AddressesRoute(_props: RouteProps) {
  useDocumentTitle('Your Addresses');
  const addresses = useAtomValue(addressesQueryAtom);
  const remove = useAtomValue(deleteAddressMutationAtom);
  const [confirming, setConfirming] = React.useState<AddressDto | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        toast.success('Success');
        setConfirming(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <PageHeader
        title={addresses.data ? `Your Addresses (${addresses.data.length})` : 'Your Addresses'}
        actions={
          // A new document: the form's Permissions-Policy allows geolocation (address-list.tsx).
          <Button as="a" href={paths.app.addAddress}>
            Add Address
          </Button>
        }
      />
      <QueryView query={addresses} loadingLabel="Loading your addresses" errorTitle="We could not load your addresses.">
        {(list) => <AddressList addresses={list} onDelete={setConfirming} />}
      </QueryView>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title="Delete this address?">
        <p>
          {confirming?.address_name} ({confirming?.address}) will be removed from your saved addresses.
        </p>
        <ButtonRow>
          <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </ButtonRow>
      </Dialog>
    </>
  );
}
