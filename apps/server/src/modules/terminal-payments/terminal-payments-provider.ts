/**
 * Card payments on a payment terminal (decision 0571): the sandbox's simulated terminal by default,
 * Adyen's Terminal API (cloud) when Adyen takes the cards. The service keeps the record; a provider
 * only talks to the terminal.
 */

/** One payment as the terminal is asked for it. */
export interface TerminalPaymentOrder {
  /** Our terminal payment's id: the sale's transaction id on the terminal. */
  id: string;
  /** The provider's id of the message pair (10 characters at most). */
  serviceId: string;
  terminalId: string;
  /** The sale system's id (one per restaurant). */
  saleId: string;
  /** Cents the terminal charges (the part, its surcharge and the tip). */
  total: number;
  currency: string;
  createdAt: Date;
}

/** What the terminal answered. */
export type TerminalOutcome =
  | { result: 'approved'; amount: number; reference: string }
  | { result: 'declined' | 'cancelled' | 'failed'; message: string };

export interface TerminalPaymentsProvider {
  readonly name: 'sandbox' | 'adyen';
  /**
   * Sends the payment to the terminal. Answers the terminal's outcome when this call carries it (the
   * cloud's synchronous answer, once the shopper is done), or null when the outcome is to be asked
   * for with status() (the sandbox, or a call whose answer was lost).
   */
  send(order: TerminalPaymentOrder): Promise<TerminalOutcome | null>;
  /** The payment's outcome as the terminal knows it now; null while it is still in progress. */
  status(order: TerminalPaymentOrder): Promise<TerminalOutcome | null>;
  /** Asks the terminal to stop; answers the outcome when stopping settled it at once. */
  abort(order: TerminalPaymentOrder): Promise<TerminalOutcome | null>;
  /** Gives back an approved payment the bill could not take (the whole amount). */
  reverse(order: TerminalPaymentOrder, reference: string): Promise<void>;
}

/** Ten characters for the provider's ServiceID. */
export function newServiceId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
