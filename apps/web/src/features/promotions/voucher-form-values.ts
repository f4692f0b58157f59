import {
  dollarsToCents,
  formatVoucherDate,
  isCalendarDate,
  VOUCHER_MESSAGES as M,
  type VoucherForm,
  validateVoucherForm,
  voucherExpireDate,
} from '@rpos/domain';

/** What the voucher form's fields hold: numbers as typed (dollars for money), the date YYYY-MM-DD. */
export interface VoucherFormValues {
  name: string;
  description: string;
  isPercentage: boolean;
  percents: string;
  amount: string;
  maxPrice: string;
  effectiveFrom: string;
  expiryDays: string;
  forOneItem: boolean;
  isFreeItem: boolean;
}
export type VoucherField = keyof VoucherFormValues;

export const newVoucherValues = (today: string): VoucherFormValues => ({
  name: '',
  description: '',
  isPercentage: false,
  percents: '',
  amount: '',
  maxPrice: '',
  effectiveFrom: today,
  expiryDays: '',
  forOneItem: false,
  isFreeItem: false,
});

const wholeNumber = (text: string): number | null =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;

/** The body's voucher: cents, the computed expiry, type 'online' and status 'active' (§4). */
export function toVoucherForm(v: VoucherFormValues): VoucherForm {
  const expiryDays = wholeNumber(v.expiryDays);
  const percents = wholeNumber(v.percents);
  return {
    name: v.name,
    description: v.description,
    forOneItem: v.forOneItem,
    isPercentage: v.isPercentage,
    percents: percents !== null && percents <= 100 ? percents : null,
    amount: dollarsToCents(v.amount),
    maxPrice: dollarsToCents(v.maxPrice),
    effectiveFrom: v.effectiveFrom,
    expiryDays,
    expireDate: voucherExpiryText(v),
    type: 'online',
    isFreeItem: v.isFreeItem,
    status: 'active',
  };
}

/** §5: effectiveFrom plus expiryDays as DD/MM/YYYY; '' until both are given. */
export function voucherExpiryText(v: Pick<VoucherFormValues, 'effectiveFrom' | 'expiryDays'>): string {
  const days = wholeNumber(v.expiryDays);
  if (!days || !isCalendarDate(v.effectiveFrom)) return '';
  return formatVoucherDate(voucherExpireDate(v.effectiveFrom, days));
}

const FIELD_OF_MESSAGE: Record<string, VoucherField> = {
  [M.nameRequired]: 'name',
  [M.nameTooLong]: 'name',
  [M.descriptionRequired]: 'description',
  [M.descriptionTooLong]: 'description',
  [M.percentsRequired]: 'percents',
  [M.amountRequired]: 'amount',
  [M.maxPriceRequired]: 'maxPrice',
  [M.expiryDaysRequired]: 'expiryDays',
  [M.effectiveFromRequired]: 'effectiveFrom',
};

/** The server's §5 check as the field to mark and its text; null when the form is fine. */
export function voucherFormError(v: VoucherFormValues): { field: VoucherField; message: string } | null {
  const check = validateVoucherForm(toVoucherForm(v));
  if (check.ok) return null;
  return { field: FIELD_OF_MESSAGE[check.message] ?? 'name', message: check.message };
}
