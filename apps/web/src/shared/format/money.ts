/** Cents to a display price: 1280 → '$12.80', -50 → '-$0.50'. */
export function formatCents(cents: number, currencySymbol = '$'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-AU');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${currencySymbol}${dollars}.${rest}`;
}
