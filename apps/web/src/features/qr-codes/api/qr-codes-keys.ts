/** Query keys of the QR codes page. */
export const qrCodesKeys = {
  all: ['qr-codes'] as const,
  page: () => [...qrCodesKeys.all, 'page'] as const,
};
