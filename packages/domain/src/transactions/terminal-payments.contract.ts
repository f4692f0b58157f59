import { z } from 'zod';
import { POS_MESSAGES, SplitRequest } from './pos.contract';
import { TIP_MESSAGES } from './tips';
import { TRANSACTION_MESSAGES, Transaction } from './transaction.contract';

/**
 * A card payment taken on a payment terminal from the POS (issue 28; decisions 0570–0575): the till
 * sends the part's amount (with the card type's surcharge and the tip) to one of the restaurant's
 * assigned terminals, polls the terminal payment, and the bill records what the terminal approved,
 * once.
 */

export const TERMINAL_PAYMENT_MESSAGES = {
  terminalRequired: 'Choose a terminal',
  terminalUnknown: 'That terminal is not one of this restaurant’s',
  terminalNotAssigned: 'That terminal is not assigned to this restaurant’s store',
  terminalBusy: 'That terminal is already taking a payment: finish or cancel it first',
  cardOnly: 'A terminal takes card payments: choose a card payment type',
  notFound: 'Terminal payment not found',
  declined: 'The card was declined',
  cancelled: 'The payment was cancelled',
  timedOut: 'The terminal did not answer in time',
  unreachable: 'The terminal could not be reached',
  paidMeanwhile: 'Approved on the terminal, but the bill could not take it: the card payment was reversed',
  amountMismatch: 'The terminal approved a different amount: the card payment was reversed',
  finished: 'This terminal payment has already finished',
  sandboxOnly: 'Only a sandbox terminal can be told how to answer',
} as const;

export const TerminalPaymentStatus = z.enum([
  'pending',
  /** Approved by the terminal, being recorded on the bill (a moment). */
  'recording',
  'approved',
  'declined',
  'cancelled',
  'failed',
  /** Approved by the terminal but refused by the bill (paid meanwhile): reversed on the terminal. */
  'reversed',
]);
export type TerminalPaymentStatus = z.infer<typeof TerminalPaymentStatus>;

const cents = (message: string) => z.number({ error: message }).int(message);

/** POST /transactions/{id}/terminal-payments: the part to charge on a terminal. */
export const StartTerminalPaymentRequest = z.object({
  terminalId: z.string().trim().min(1, TERMINAL_PAYMENT_MESSAGES.terminalRequired).max(100),
  /** The card payment type (its surcharge rate is the server's). */
  type: z.string().trim().min(1, POS_MESSAGES.paymentTypeUnknown).max(100),
  /** What the payment settles, cents, before the surcharge and the tip. */
  amount: cents(TRANSACTION_MESSAGES.amountRequired).positive(TRANSACTION_MESSAGES.amountRequired),
  tip: cents(TIP_MESSAGES.tipInvalid).min(0, TIP_MESSAGES.tipInvalid).nullish(),
  split: SplitRequest.nullish(),
  portion: z.string().trim().min(1).max(50).nullish(),
  /** Made when the till prepares the payment: a repeat answers the same terminal payment. */
  requestId: z.string().trim().min(8).max(100),
});
export type StartTerminalPaymentRequest = z.infer<typeof StartTerminalPaymentRequest>;

export const TerminalPayment = z.object({
  id: z.string(),
  billId: z.string(),
  terminalId: z.string(),
  provider: z.enum(['sandbox', 'adyen']),
  status: TerminalPaymentStatus,
  type: z.string(),
  amount: z.number().int(),
  surcharge: z.number().int(),
  tip: z.number().int(),
  /** What the terminal charges: amount + surcharge + tip. */
  total: z.number().int(),
  portion: z.string().nullable(),
  /** Why it did not go through (declined, cancelled, reversed...), null otherwise. */
  message: z.string().nullable(),
  /** The provider's reference of the approved transaction. */
  reference: z.string().nullable(),
  /** A cancel was asked for and the terminal has not answered yet. */
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  /** The bill as it now is, once the payment is recorded (status approved). */
  transaction: Transaction.nullable(),
});
export type TerminalPayment = z.infer<typeof TerminalPayment>;

export const TerminalPaymentResponse = z.object({ terminalPayment: TerminalPayment });
export type TerminalPaymentResponse = z.infer<typeof TerminalPaymentResponse>;

/** GET /pos/terminals: the assigned terminals the till may send a payment to. */
export const PosTerminalsResponse = z.object({
  provider: z.enum(['sandbox', 'adyen']),
  terminals: z.array(z.object({ id: z.string(), description: z.string() })),
});
export type PosTerminalsResponse = z.infer<typeof PosTerminalsResponse>;

/** POST /terminal-payments/{id}/sandbox: how the simulated terminal answers (sandbox only). */
export const SandboxTerminalAnswer = z.object({ outcome: z.enum(['approve', 'decline']) });
export type SandboxTerminalAnswer = z.infer<typeof SandboxTerminalAnswer>;

/** Whether a terminal payment has finished (nothing more will happen to it). */
export const isTerminalPaymentFinal = (s: TerminalPaymentStatus) => s !== 'pending' && s !== 'recording';
