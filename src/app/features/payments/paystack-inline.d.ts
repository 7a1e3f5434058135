/** The part of @paystack/inline-js (which ships no types) the checkout uses. */
declare module '@paystack/inline-js' {
  interface PaystackCallbacks {
    onSuccess?: (transaction: { id?: number; reference: string; message?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
    onLoad?: (response: { id?: number; accessCode?: string }) => void;
  }
  interface PaystackTransactionOptions extends PaystackCallbacks {
    key: string;
    email: string;
    amount: number;
    currency?: string;
    reference?: string;
    channels?: string[];
  }
  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): unknown;
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
  }
}
