/**
 * The sandbox gateway's checkout pages: one row per payment reference in sandbox_payments, so
 * every copy of the API sees the same one.
 */
import type { SandboxOutcome } from '@laundry-accra/domain/payments';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { sandboxPayments, type SandboxPayment } from '../../../db/schema';

/** The sandbox's checkouts on `db`. */
export function sandboxPaymentsRepository(db: Db | Tx) {
  return {
    /** Opens the checkout of a reference (once: opening it again leaves it as it is). */
    async open(checkout: { reference: string; amountPesewas: number; currency: string; email: string }): Promise<void> {
      await db.insert(sandboxPayments).values(checkout).onConflictDoNothing({ target: sandboxPayments.reference });
    },

    /** Opens a mobile money charge of a wallet (once, like a checkout), asked now. */
    async charge(charge: {
      reference: string;
      amountPesewas: number;
      currency: string;
      email: string;
      walletPhone: string;
      walletNetwork: string;
    }): Promise<void> {
      await db
        .insert(sandboxPayments)
        .values({ ...charge, chargedAt: new Date() })
        .onConflictDoNothing({ target: sandboxPayments.reference });
    },

    /** The checkout of a reference, or undefined. */
    async find(reference: string): Promise<SandboxPayment | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      return row;
    },

    /** The customer's choice, if none was recorded yet; false when the checkout is absent or already completed. */
    async complete(reference: string, outcome: SandboxOutcome, gatewayResponse: string | null = null): Promise<boolean> {
      const updated = await db
        .update(sandboxPayments)
        .set({ outcome, completedAt: new Date(), gatewayResponse })
        .where(and(eq(sandboxPayments.reference, reference), isNull(sandboxPayments.outcome)))
        .returning({ outcome: sandboxPayments.outcome });
      return updated.length > 0;
    },
  };
}
