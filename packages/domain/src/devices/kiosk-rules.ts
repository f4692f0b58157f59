import {
  KIOSK_MESSAGE_MAX,
  KIOSK_MESSAGES,
  KIOSK_TIMEOUT_DEFAULT,
  KIOSK_TIMEOUT_MAX,
  type KioskInput,
  type KioskTable,
  type QrTypeOption,
} from './devices.contract';

export interface KioskValue {
  code: string;
  tables: KioskTable[];
  terminalNumber: string;
  isMobilePhoneNumberRequired: boolean;
  isNameRequired: boolean;
  isPaymentRequired: boolean;
  timeoutSeconds: number;
  message: string;
  qrTypes: QrTypeOption[];
}

export type KioskChecked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Timeout in whole seconds; empty means the default 60 (§5, §9). */
export function parseKioskTimeout(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === ''))
    return KIOSK_TIMEOUT_DEFAULT;
  const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > KIOSK_TIMEOUT_MAX) return null;
  return n;
}

/** The §5 kiosk rules: a code, a tables list, message ≤ 30, integer timeout (default 60). */
export function checkKiosk(input: KioskInput): KioskChecked<KioskValue> {
  const code = input.code === null || input.code === undefined ? '' : String(input.code).trim();
  if (!code) return { ok: false, message: KIOSK_MESSAGES.codeRequired };
  if (!input.tables || input.tables.length === 0)
    return { ok: false, message: KIOSK_MESSAGES.tablesRequired };
  const message = (input.message ?? '').trim();
  if (message.length > KIOSK_MESSAGE_MAX) return { ok: false, message: KIOSK_MESSAGES.messageTooLong };
  const timeoutSeconds = parseKioskTimeout(input.timeoutSeconds);
  if (timeoutSeconds === null) return { ok: false, message: KIOSK_MESSAGES.timeout };
  return {
    ok: true,
    value: {
      code,
      tables: input.tables.map((t, i) => ({ ...t, sort: t.sort ?? i })),
      terminalNumber: (input.terminalNumber ?? '').trim(),
      isMobilePhoneNumberRequired: input.isMobilePhoneNumberRequired ?? false,
      isNameRequired: input.isNameRequired ?? false,
      isPaymentRequired: input.isPaymentRequired ?? false,
      timeoutSeconds,
      message,
      qrTypes: input.qrTypes ?? [],
    },
  };
}

/** The next kiosk code: one more than the highest numeric code, "1" for the first (decision 0306). */
export function nextKioskCode(codes: readonly string[]): string {
  const max = codes.reduce((m, c) => (/^\d+$/.test(c) ? Math.max(m, Number(c)) : m), 0);
  return String(max + 1);
}
