import * as React from 'react';
import styled, { css } from 'styled-components';
import { BreakAfterDashes } from '@/lib/break-after-dashes';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { Spinner } from '@/design-system/Spinner/Spinner';
import { TextField } from '@/design-system/TextField/TextField';
import { visuallyHidden } from '@/design-system/visuallyHidden';
import { formatMoney } from '@laundry-accra/domain/format';
import { fromPesewas } from '@laundry-accra/domain/money';
import { PAY_MESSAGES } from '@laundry-accra/domain/payments';
import {
  CHARGE_MESSAGES,
  MOBILE_MONEY_NETWORKS,
  ONLINE_PAY_METHOD_LABELS,
  ONLINE_PAY_METHODS,
  payButtonLabel,
  walletNumber,
  WALLET_NUMBER_MESSAGES,
  type MobileMoneyNetwork,
  type OnlinePayMethod,
} from '@laundry-accra/domain/mobile-money';
import { formatPhone } from '@laundry-accra/domain/phone';
import type { PayResponse } from '@laundry-accra/domain/schemas/finance';
import type { Wallet } from '../api/charge-mobile-money';
import type { ChargeView } from '../use-payment-flow';
import { useLastPresent } from '../use-last-present';

export interface PaymentDialogProps {
  /** The payment "Make Payment" started (or found already started). */
  payment: PayResponse | null;
  /** What is paid for, in the dialog's words. */
  kind: 'booking' | 'subscription';
  /** The mobile money charge sent from this dialog, while it is followed. */
  charge?: ChargeView;
  /** 'Pay GHC x' with Card: opens the checkout. */
  onPayByCard: (payment: PayResponse) => void;
  /** 'Pay GHC x' with Mobile money: charges the wallet. */
  onPayByMobileMoney: (payment: PayResponse, wallet: Wallet) => void;
  /** Closed without paying (or while a charge waits on the phone). */
  onClose: () => void;
  /** The way to pay chosen when the dialog opens (stories and tests); Card otherwise. */
  initialMethod?: OnlinePayMethod;
}

/**
 * The amount and reference of a payment, the way to pay (a card in the provider's checkout, or a
 * mobile money wallet: its network and number), and 'Pay GHC x'. A mobile money charge's progress
 * is told here in words: the prompt to approve, then what the network said.
 */
export function PaymentDialog({ payment: current, kind, charge, onPayByCard, onPayByMobileMoney, onClose, initialMethod = 'card' }: PaymentDialogProps) {
  const payment = useLastPresent(current);
  const alreadyStarted = payment?.message === PAY_MESSAGES.alreadyInitiated;
  const [method, setMethod] = React.useState<OnlinePayMethod>(charge ? 'mobile_money' : initialMethod);
  const [network, setNetwork] = React.useState<MobileMoneyNetwork | null>(charge?.wallet.network ?? null);
  const [phone, setPhone] = React.useState(charge?.wallet.phone ?? '');
  const [errors, setErrors] = React.useState<{ network?: string; phone?: string }>({});
  const ids = React.useId();

  // A fresh payment opens on a clean form.
  const reference = payment?.data.reference;
  React.useEffect(() => {
    if (!charge) setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new payment clears the form's complaints
  }, [reference]);

  const waiting = charge?.status === 'sending' || charge?.status === 'pending';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!payment || waiting) return;
    if (method === 'card') {
      onPayByCard(payment);
      return;
    }
    const found = {
      network: network ? undefined : WALLET_NUMBER_MESSAGES.network,
      phone: !phone.trim() ? WALLET_NUMBER_MESSAGES.required : walletNumber(phone) ? undefined : WALLET_NUMBER_MESSAGES.invalid,
    };
    setErrors(found);
    if (found.network || found.phone || !network) return;
    onPayByMobileMoney(payment, { network, phone: phone.trim() });
  };

  const formId = `${ids}-form`;
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      size="sm"
      title={alreadyStarted ? 'Payment already initiated' : 'Make Payment'}
      description={
        alreadyStarted
          ? `You already started paying for this ${kind}. Choose how to pay and complete it now.`
          : `Choose how to pay for this ${kind}: by card, or from your mobile money wallet.`
      }
      footer={
        payment && (
          <>
            <Button variant="ghost" onClick={onClose}>
              {waiting ? 'Close' : 'Cancel'}
            </Button>
            <Button type="submit" form={formId} loading={waiting} disabled={waiting}>
              {payButtonLabel(payment.data.amount)}
            </Button>
          </>
        )
      }
    >
      {payment && (
        <form id={formId} onSubmit={submit} noValidate>
          <Summary>
            <dt>Amount</dt>
            <dd>{formatMoney(fromPesewas(charge && 'amount' in charge ? charge.amount : payment.data.amount))}</dd>
            <dt>Reference</dt>
            <dd>
              <Reference>
                <BreakAfterDashes text={charge && 'reference' in charge ? charge.reference : payment.data.reference} />
              </Reference>
            </dd>
          </Summary>
          {/* First under the amount, so a phone shows it without scrolling. */}
          <ChargeProgress charge={charge} />
          <Group disabled={waiting}>
            <Legend>Pay with</Legend>
            <Options $columns={2}>
              {ONLINE_PAY_METHODS.map((choice) => (
                <Option key={choice}>
                  <RadioInput
                    name={`${ids}-method`}
                    value={choice}
                    checked={method === choice}
                    onChange={() => setMethod(choice)}
                    data-autofocus={choice === method ? true : undefined}
                  />
                  {ONLINE_PAY_METHOD_LABELS[choice]}
                </Option>
              ))}
            </Options>
          </Group>
          {method === 'mobile_money' && (
            <>
              <Group disabled={waiting} aria-describedby={errors.network ? `${ids}-network-error` : undefined}>
                <Legend>Network</Legend>
                <Options $columns={3}>
                  {MOBILE_MONEY_NETWORKS.map((choice) => (
                    <Option key={choice.id}>
                      <RadioInput
                        name={`${ids}-network`}
                        value={choice.id}
                        checked={network === choice.id}
                        onChange={() => {
                          setNetwork(choice.id);
                          setErrors((was) => ({ ...was, network: undefined }));
                        }}
                        aria-invalid={errors.network ? true : undefined}
                      />
                      {choice.label}
                    </Option>
                  ))}
                </Options>
                {errors.network && (
                  <FieldError id={`${ids}-network-error`} role="alert">
                    {errors.network}
                  </FieldError>
                )}
              </Group>
              <TextField
                label="Mobile money number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="024 123 4567"
                value={phone}
                onChange={(event) => {
                  setPhone(event.target.value);
                  if (errors.phone) setErrors((was) => ({ ...was, phone: undefined }));
                }}
                error={errors.phone}
                disabled={waiting}
                hint="The prompt to approve the payment goes to this phone."
              />
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}

/** Where a mobile money charge stands, in words, read out as it changes. */
function ChargeProgress({ charge }: { charge?: ChargeView }) {
  let body: React.ReactNode = null;
  if (charge?.status === 'sending') {
    body = (
      <Progress $tone="info">
        <Spinner size="sm" decorative />
        <span>Sending the request to your phone…</span>
      </Progress>
    );
  } else if (charge?.status === 'pending') {
    body = (
      <Progress $tone="info">
        <Spinner size="sm" decorative />
        <span>
          <strong>{CHARGE_MESSAGES.pending}</strong>
          <br />
          {CHARGE_MESSAGES.pendingDetail(charge.wallet.network, formatPhone(walletNumber(charge.wallet.phone) ?? charge.wallet.phone), charge.amount)}
        </span>
      </Progress>
    );
  } else if (charge?.status === 'failed' || charge?.status === 'timed_out') {
    const failed = charge.status === 'failed';
    body = (
      <Progress $tone="danger">
        <span>
          <strong>{failed ? CHARGE_MESSAGES.failed : CHARGE_MESSAGES.timedOut}</strong>
          <br />
          {failed ? CHARGE_MESSAGES.failedDetail(charge.message) : CHARGE_MESSAGES.timedOutDetail}
        </span>
      </Progress>
    );
  }
  // The live region is always there, so a screen reader hears each change of its words.
  return (
    <div role="status" aria-live="polite" data-ui="charge-progress">
      {body}
    </div>
  );
}

/*
 * 1. The reference breaks only after its dash (BreakAfterDashes), never mid-run.
 */
const Reference = styled.code`
  overflow-wrap: normal; /* [1] */
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Amount and reference, label above value so a long reference fits a phone. */
export const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  dd:last-child {
    margin-bottom: 0;
  }
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/*
 * 1. Three networks side by side from a phone's width up; their names wrap inside their card.
 */
const Options = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)); /* [1] */
  gap: ${({ theme }) => theme.space[2]};
`;

/** A card whose whole face is its radio's label: outlined when chosen. */
const Option = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.inkSubtle};
  }
`;

const RadioInput = styled.input.attrs({ type: 'radio' })`
  ${visuallyHidden}
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Progress = styled.p<{ $tone: 'info' | 'danger' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $tone, theme }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.surfaceSunken};
          color: ${theme.colors.ink};
        `}
`;
