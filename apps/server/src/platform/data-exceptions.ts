/** PostgreSQL's data exceptions (class 22) that an input can still cause: a 400, never a 500. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'A value contains a character that is not allowed.',
  '22P02': 'A value has the wrong format.',
  '22P05': 'A value contains a character that is not allowed.',
};

/** The 400 message of a database data exception in `err` (or its cause), else null. */
export function dataExceptionMessage(err: unknown, depth = 0): string | null {
  const e = err as { code?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 4) return null;
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code))
    return DATA_EXCEPTIONS[e.code] ?? 'A value is not valid.';
  return e.cause ? dataExceptionMessage(e.cause, depth + 1) : null;
}
