/**
 * Paying online by mobile money, as Paystack's Charge API does it (decision 076): the customer
 * picks their network and types their number, the server asks the provider to charge that wallet,
 * the network sends a prompt to the phone, and the charge stays pending until the customer
 * approves it (success), the network refuses it (declined, insufficient funds) or the prompt
 * expires (timed out). Shared by the payment dialog and the API.
 */
import { formatMoney } from './format';
import { fromPesewas } from './money';
import { normaliseGhanaMobile } from './rules';

/** The ways the payment dialog offers: a card (Paystack's checkout) or a mobile money wallet. */
export const ONLINE_PAY_METHODS = ['card', 'mobile_money'] as const;
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

/**
 * The channel Paystack's checkout opens with when the customer chose Card (mobile money never
 * goes through the checkout: the server charges the wallet the dialog named).
 */
export const CARD_CHECKOUT_CHANNELS = ['card'] as const;

/** The dialog's words for each way to pay. */
export const ONLINE_PAY_METHOD_LABELS: Record<OnlinePayMethod, string> = {
  card: 'Card',
  mobile_money: 'Mobile money',
};

/**
 * Ghana's mobile money networks, by Paystack's `mobile_money.provider` code: `mtn`, `vod`
 * (Vodafone Cash, now Telecel Cash) and `atl` (AirtelTigo Money).
 */
export const MOBILE_MONEY_NETWORKS = [
  { id: 'mtn', label: 'MTN MoMo' },
  { id: 'vod', label: 'Telecel Cash' },
  { id: 'atl', label: 'AirtelTigo Money' },
] as const;
export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number]['id'];
export const MOBILE_MONEY_NETWORK_IDS = MOBILE_MONEY_NETWORKS.map(
  (n) => n.id,
) as unknown as readonly [MobileMoneyNetwork, ...MobileMoneyNetwork[]];

/** A network's name as the customer knows it ('MTN MoMo'). */
export const mobileMoneyNetworkLabel = (id: MobileMoneyNetwork): string =>
  MOBILE_MONEY_NETWORKS.find((n) => n.id === id)?.label ?? id;

/** The pay button: 'Pay GHC 120.00' (the money format of decision 015). */
export const payButtonLabel = (amountPesewas: number): string =>
  `Pay ${formatMoney(fromPesewas(amountPesewas))}`;

/**
 * A wallet number as the provider takes it: the ten local digits ('0241234567'), however it was
 * typed ('+233 24 123 4567', '024-123-4567'); undefined when it is not a Ghana mobile number.
 */
export function walletNumber(typed: string): string | undefined {
  const international = normaliseGhanaMobile(typed);
  return international && `0${international.slice(4)}`;
}

/** What the number field says when the number will not do. */
export const WALLET_NUMBER_MESSAGES = {
  required: 'Enter the mobile money number to charge.',
  invalid: 'Enter a Ghana mobile number, like 024 123 4567.',
  network: 'Choose your mobile money network.',
} as const;

/**
 * Where a mobile money charge stands, as the customer reads it: waiting for the prompt to be
 * approved, paid, refused by the network, or expired unapproved.
 */
export const CHARGE_STATUSES = ['pending', 'success', 'failed', 'timed_out'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The dialog's words for each state (the provider's own words follow a refusal). */
export const CHARGE_MESSAGES = {
  pending: 'Approve the prompt on your phone',
  pendingDetail: (network: MobileMoneyNetwork, phone: string, amountPesewas: number) =>
    `${mobileMoneyNetworkLabel(network)} sent a request for ${formatMoney(fromPesewas(amountPesewas))} to ${phone}. ` +
    'Enter your PIN on the phone to approve it. This window updates by itself.',
  failed: 'The payment did not go through',
  failedDetail: (providerWords: string | null) =>
    `${providerWords ? `Your network said: ${providerWords}. ` : ''}No money was taken. You can try again, with this number or another.`,
  timedOut: 'The prompt timed out',
  timedOutDetail:
    'The request on your phone was not approved in time, so no money was taken. Try again and approve the prompt when it appears.',
} as const;

/**
 * How long the dialog waits for a charge's answer before it tells the customer it timed out
 * (networks let a prompt stand for about a minute; a margin for a slow network).
 */
export const CHARGE_PATIENCE_MS = 150_000;

/**
 * The sandbox's test numbers (there is no real phone to approve a prompt): each charge waits as a
 * real one would, then ends as its number says; any other Ghana number approves.
 */
export const SANDBOX_WALLETS = {
  declined: '0551234001',
  insufficientFunds: '0551234002',
  timesOut: '0551234003',
} as const;

/** What the sandbox's network does with a charge to `phone` (ten local digits). */
export function sandboxWalletOutcome(
  phone: string,
): 'approved' | 'declined' | 'insufficient_funds' | 'timed_out' {
  if (phone === SANDBOX_WALLETS.declined) return 'declined';
  if (phone === SANDBOX_WALLETS.insufficientFunds) return 'insufficient_funds';
  if (phone === SANDBOX_WALLETS.timesOut) return 'timed_out';
  return 'approved';
}
