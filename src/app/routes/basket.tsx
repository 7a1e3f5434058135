import * as React from 'react';
import { estimateNotes } from '@laundry-accra/domain/units';
import { navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import toast from '@/lib/toast';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { BasketEntryDto } from '@laundry-accra/domain/schemas/basket';
import { addressesQueryAtom } from '../features/addresses/api/get-addresses';
import { deleteBasketItemMutationAtom } from '../features/basket/api/delete-basket-item';
import { basketQueryAtom, basketQueryKey, basketTotal } from '../features/basket/api/get-basket';
import { itemsQueryAtom } from '../features/basket/api/get-items';
import { updateBasketItemMutationAtom } from '../features/basket/api/update-basket-item';
import { addBasketItemMutationAtom } from '../features/basket/api/add-basket-item';
import { useQuoteHandOff } from '../features/basket/use-quote-hand-off';
import { showUndoToast } from '@/design-system/Toaster/UndoToast';
import { BasketItemForm } from '../features/basket/components/basket-item-form';
import { BasketView } from '../features/basket/components/basket-view';
import { BasketCover } from '../features/basket/components/basket-cover';
import { basketCoverQueryAtom } from '../features/basket/api/get-basket-cover';
import { addDays, todayInAccra } from '@laundry-accra/domain/dates';
import { checkOutMutationAtom } from '../features/bookings/api/check-out';
import { branchesQueryAtom } from '../features/bookings/api/get-branches';
import { CheckoutForm, type CheckoutValues } from '../features/bookings/components/checkout-form';
import { addressPlace, branchPlaces } from '../features/bookings/branch-places';
import { addressOption } from '../features/addresses/address-option';
import { createAddressMutationAtom } from '../features/addresses/api/create-address';
import { AddressForm } from '../features/addresses/components/address-form';
import { CHECKOUT_FORM, checkoutOwner } from '../features/bookings/checkout-kept';
import { sendKeepingForm, takeKeptForm } from '@/lib/kept-form';
import { getStoredUser } from '@/lib/token-storage';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import { useSiteInfo } from '@/site/site-facts';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import type { JustBookedState } from './bookings';
import { Card } from '@/design-system/Card/Card';
import { Heading } from '@/design-system/Heading/Heading';
import { LoadError, Loading, QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RouteProps } from '../lib/route-props';

/**
 * /app/basket: the basket in view mode, 'Edit Basket' for one line, and the 'Confirm Checkout'
 * dialog that turns the basket into a booking. Arriving with a quote from /get-quote
 * (`?quote=…`), it first puts the quote's items in.
 */
export function BasketRoute({ location }: RouteProps) {
  useDocumentTitle('Your Basket');
  const handingOff = useQuoteHandOff(location?.search);
  const basket = useAtomValue(basketQueryAtom);
  const deleteLine = useAtomValue(deleteBasketItemMutationAtom);
  const [editing, setEditing] = React.useState<BasketEntryDto | null>(null);
  const [checkingOut, setCheckingOut] = React.useState(false);
  // A checkout the session ended in the middle of, back from the login page: opened again, filled in.
  const [resumed, setResumed] = React.useState<CheckoutValues>();
  React.useEffect(() => {
    const user = getStoredUser()?.id;
    if (!basket.data || !user) return;
    const kept = takeKeptForm<CheckoutValues>(CHECKOUT_FORM, checkoutOwner(user, basket.data));
    if (kept && basket.data.length > 0) {
      setResumed(kept);
      setCheckingOut(true);
    }
  }, [basket.data]);

  const updateLine = useAtomValue(updateBasketItemMutationAtom);
  const addLine = useAtomValue(addBasketItemMutationAtom);

  // Deleting asks nothing first; the toast's Undo puts the same item and quantity back.
  const handleDelete = (line: BasketEntryDto) =>
    deleteLine.mutate(line.id, {
      onSuccess: () =>
        showUndoToast(`${line.item_name} removed from your basket.`, () =>
          addLine.mutate(
            { item: line.item, quantity: line.quantity },
            { onSuccess: () => toast.success(`${line.item_name} is back in your basket.`), onError: (error) => toast.error(errorMessage(error)) },
          ),
        ),
      onError: (error) => toast.error(errorMessage(error)),
    });

  const handleQuantity = (line: BasketEntryDto, quantity: number) => {
    if (quantity < 1) return;
    updateLine.mutate({ id: line.id, item: line.item, quantity }, { onError: (error) => toast.error(errorMessage(error)) });
  };

  if (handingOff) return <Loading label="Adding the items from your quote" />;
  return (
    <QueryView query={basket} loadingLabel="Loading your basket" errorTitle="We could not load your basket.">
      {(lines) =>
        editing ? (
          <EditBasket line={editing} onDone={() => setEditing(null)} />
        ) : (
          <>
            <BasketView
              lines={lines}
              onEdit={setEditing}
              onQuantity={handleQuantity}
              updatingId={updateLine.isPending ? updateLine.variables?.id : undefined}
              onDelete={handleDelete}
              deletingId={deleteLine.isPending ? deleteLine.variables : undefined}
              onCheckout={() => setCheckingOut(true)}
            />
            {lines.length > 0 && <PackageCover />}
            <Dialog open={checkingOut} onClose={() => setCheckingOut(false)} title="Confirm Checkout">
              <Checkout lines={lines} resumed={resumed} onDone={() => setCheckingOut(false)} />
            </Dialog>
          </>
        )
      }
    </QueryView>
  );
}

/**
 * What the package would cover for the earliest pickup (tomorrow in Accra). A failure leaves the
 * basket as it is: the checkout works out the cover again anyway.
 */
function PackageCover() {
  const { pickupDate, cover } = useEarliestCover();
  return cover.data ? <BasketCover cover={cover.data} pickupDate={pickupDate} /> : null;
}

/** The package's cover of the basket for the earliest pickup (tomorrow in Accra). */
function useEarliestCover() {
  const pickupDate = React.useMemo(() => addDays(todayInAccra(), 1), []);
  const cover = useAtomValue(React.useMemo(() => basketCoverQueryAtom(pickupDate), [pickupDate]));
  return { pickupDate, cover };
}

/** Edit mode: the line's item and quantity, saved in place. */
function EditBasket({ line, onDone }: { line: BasketEntryDto; onDone: () => void }) {
  const items = useAtomValue(itemsQueryAtom);
  const update = useAtomValue(updateBasketItemMutationAtom);
  return (
    <Card width="form" aria-labelledby="edit-basket-title">
      <Heading level={1} id="edit-basket-title">Edit Basket</Heading>
      <QueryView query={items} loadingLabel="Loading the items" errorTitle="We could not load the items.">
        {(catalogue) => (
          <BasketItemForm
            items={catalogue}
            initialValues={{ item: line.item, quantity: line.quantity, note: line.note ?? '' }}
            submitLabel="Save"
            onSave={(input) => update.mutateAsync({ id: line.id, ...input })}
            onSaved={() => {
              toast.success('Success');
              onDone();
            }}
            secondaryAction={
              <Button variant="ghost" onClick={onDone}>
                Cancel
              </Button>
            }
          />
        )}
      </QueryView>
    </Card>
  );
}

/**
 * The dialog's content: the bookings feature's checkout form, fed with the saved addresses and
 * the branches, booking these basket lines.
 */
function Checkout({ lines, resumed, onDone }: { lines: readonly BasketEntryDto[]; resumed?: CheckoutValues; onDone: () => void }) {
  const addresses = useAtomValue(addressesQueryAtom);
  const createAddress = useAtomValue(createAddressMutationAtom);
  const [addingAddress, setAddingAddress] = React.useState(false);
  const [newAddress, setNewAddress] = React.useState<string>();
  const saved = React.useRef<string | undefined>(undefined);
  const branches = useAtomValue(branchesQueryAtom);
  const checkOut = useAtomValue(checkOutMutationAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const site = useSiteInfo();
  const { cover } = useEarliestCover();

  if (addresses.isError) {
    return (
      <LoadError
        title="We could not load your addresses."
        error={addresses.error}
        onRetry={() => addresses.refetch()}
        retrying={addresses.isRefetching}
      />
    );
  }
  if (branches.isError) {
    return (
      <LoadError
        title="We could not load our branches."
        error={branches.error}
        onRetry={() => branches.refetch()}
        retrying={branches.isRefetching}
      />
    );
  }
  if (!addresses.data || !branches.data) return <Loading label="Loading your addresses and our branches" />;

  // Kept while it is sent: if the session has ended, the customer finishes it after signing in.
  const submit = (values: CheckoutValues) => {
    const user = getStoredUser()?.id;
    return sendKeepingForm(CHECKOUT_FORM, user ? checkoutOwner(user, lines) : null, values, (v) => checkOut.mutateAsync(v));
  };
  // What is left to pay once the package covers what it can (as the basket shows it), so the total
  // and an Express fee are not worked out on items that will cost nothing.
  const done = (booking: BookingDto) => {
    // Checkout empties the basket on the server; the checkout mutation refreshes the bookings.
    void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    toast.success('Success!');
    onDone();
    const state: JustBookedState = { justBooked: booking };
    void navigate(paths.app.bookings, { state });
  };
  return (
    <>
      <CheckoutForm
        addresses={addresses.data.map(checkoutAddress)}
        branches={branchPlaces(branches.data, site.facts.branches)}
        total={cover.data?.sub_total ?? basketTotal(lines)}
        estimate={lines.some((line) => line.estimate)}
        estimateNotes={estimateNotes(lines)}
        pickupLines={lines.map((line) => ({ unit: line.unit, quantity: line.quantity }))}
        benefitsLeft={cover.data ? { freePickups: cover.data.free_pickups_left, expressUpgrades: cover.data.express_upgrades_left } : undefined}
        onSubmit={submit}
        onDone={done}
        resumed={resumed}
        onAddAddress={() => setAddingAddress(true)}
        newAddress={newAddress}
      />
      {/* Inside the checkout dialog, so it stacks on it; the address list is refreshed before it closes. */}
      <Dialog
        open={addingAddress}
        onClose={() => setAddingAddress(false)}
        title="Add A New Address"
        description="Saved to your addresses, then chosen for this checkout."
        size="lg"
      >
        <AddressForm
          onSave={async (input) => {
            saved.current = (await createAddress.mutateAsync(input)).id;
          }}
          onSaved={() => {
            toast.success('Address saved.');
            setNewAddress(saved.current);
            setAddingAddress(false);
          }}
        />
      </Dialog>
    </>
  );
}

/** A saved address as the checkout's choice: its option, and what the branch rule reads. */
const checkoutAddress = (address: AddressDto) => ({ ...addressOption(address), ...addressPlace(address) });
