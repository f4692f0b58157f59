/** The diner's payment screens and where a payment ends (diner.md §2). Path segments are encoded. */
const seg = (value: string): string => encodeURIComponent(value);

export interface TablePlace {
  menuId: string;
  tableId: string;
}

export const paymentPaths = {
  /** Card payment screen (drop-in). */
  card: (p: TablePlace, reference: string) =>
    `/adyenPayment/${seg(p.menuId)}/${seg(p.tableId)}/${seg(reference)}`,
  /** Till-provider card payment screen. */
  till: (p: TablePlace, reference: string) =>
    `/tillPayment/${seg(p.menuId)}/${seg(p.tableId)}/${seg(reference)}`,
  /** Thank-you screen; `?type=success` after an online payment (tells a framing parent). */
  success: (p: TablePlace, reference: string, paid = false) =>
    `/orderSuccess/${seg(p.menuId)}/${seg(p.tableId)}/${seg(reference)}${paid ? '?type=success' : ''}`,
  /** The menu after a failed (error) or cancelled payment: it alerts and tells a framing parent. */
  menuAfterFailure: (p: TablePlace, reference: string | null, type: 'error' | 'cancel' = 'error') =>
    `/online/${seg(p.menuId)}/${seg(p.tableId)}${reference ? `/${seg(reference)}` : ''}?type=${type}`,
  /** The plain menu. */
  menu: (p: TablePlace) => `/online/${seg(p.menuId)}/${seg(p.tableId)}`,
  /** Result pages of app orders. */
  obSuccess: (orderNumber: string) => `/obPaymentSuccess/${seg(orderNumber)}`,
  obError: (orderNumber: string) => `/obPaymentError/${seg(orderNumber)}`,
} as const;

/** True for a path of this site ('/x', not '//host'): followed inside the app instead of reloading. */
export function isLocalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * A URL the server gave, as a path of this site when it points here (same origin), else null.
 * Lets the app follow its own pages (sandbox pages, status page, success screen) without a reload.
 */
export function sameOriginPath(url: string, origin: string = window.location.origin): string | null {
  if (isLocalPath(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
