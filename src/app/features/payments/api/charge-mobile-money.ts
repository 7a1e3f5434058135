/**
 * POST /finance/charge/: "Pay GHC x" by mobile money. The server charges the wallet through the
 * provider's Charge API; the answer says where the charge stands (usually pending: a prompt is on
 * the customer's phone).
 */
import { atomWithMutation } from 'jotai-tanstack-query';
import { api, data } from '@/lib/api-client';
import type { MobileMoneyNetwork } from '@laundry-accra/domain/mobile-money';
import type { PaymentTarget } from './start-payment';

/** The wallet to charge: its network and the number as the customer typed it. */
export interface Wallet {
  network: MobileMoneyNetwork;
  phone: string;
}

export const chargeMobileMoney = ({ target, wallet }: { target: PaymentTarget; wallet: Wallet }) =>
  data(
    api.POST('/api/finance/charge/', {
      body: { ...target, mobile_money: { phone: wallet.phone, provider: wallet.network } },
    }),
  );

export const chargeMobileMoneyMutationAtom = atomWithMutation(() => ({
  mutationKey: ['finance', 'charge'],
  mutationFn: chargeMobileMoney,
}));

/** GET /finance/charge/{reference}/: where the charge stands now (the server asks the provider). */
export const checkCharge = (reference: string) =>
  data(api.GET('/api/finance/charge/{reference}/', { params: { path: { reference } } }));
