import { z } from 'zod';
import { Money } from './payouts.contract';

/**
 * Capital (back-office.md §2.11, §3 "Grant offer", §8; restaurant-config.md §7): GET /grantOffers
 * answers {grantOffers, grants, stauts} (spelling kept), POST /grants {grantOfferId}. Money in cents.
 */

export const CAPITAL_MESSAGES = {
  requested: 'Successfully requested a grant.',
  noOffers: 'No grant offers available at the moment.',
  offerNotFound: 'The grant offer was not found', // ours
  offerExpired: 'This grant offer has expired', // ours
  alreadyRequested: 'A grant has already been requested for this offer', // ours
  activeGrant: 'A grant is already being repaid', // ours
  noAccount: 'This restaurant has no payment-provider account yet', // ours
  failed: 'Something went wrong! Please try again.',
} as const;

/** §3: contractType "loan" reads "Cash Advance", any other "Standard Loan" (kept as written, decision 0332). */
export const contractTypeLabel = (contractType: string): string =>
  contractType === 'loan' ? 'Cash Advance' : 'Standard Loan';

export const GrantOffer = z.object({
  id: z.string(),
  accountHolderId: z.string(),
  contractType: z.string(),
  amount: Money,
  fee: z.object({ amount: Money }),
  repayment: z.object({
    /** Share of the daily net captured volume repaid, in basis points. */
    basisPoints: z.number().int(),
    term: z.object({ estimatedDays: z.number().int() }),
    threshold: z.object({ amount: Money }),
  }),
  startsAt: z.string(),
  expiresAt: z.string(),
});
export type GrantOffer = z.infer<typeof GrantOffer>;

export const Grant = z.object({
  id: z.string(),
  grantOfferId: z.string(),
  contractType: z.string(),
  status: z.string(),
  amount: Money,
  balances: z.object({
    currency: z.string(),
    fee: z.number().int(),
    principal: z.number().int(),
    total: z.number().int(),
  }),
  createdAt: z.string(),
});
export type Grant = z.infer<typeof Grant>;

export const GrantOffersResponse = z.object({
  grantOffers: z.array(GrantOffer),
  grants: z.array(Grant),
  /** Present when the capital capability was only just requested for the account holder. */
  stauts: z.string().optional(),
});
export type GrantOffersResponse = z.infer<typeof GrantOffersResponse>;

export const RequestGrantBody = z.object({ grantOfferId: z.string().min(1).max(100) });
export type RequestGrantBody = z.infer<typeof RequestGrantBody>;
export const RequestGrantResponse = z.object({ message: z.string(), grant: Grant });
export type RequestGrantResponse = z.infer<typeof RequestGrantResponse>;
