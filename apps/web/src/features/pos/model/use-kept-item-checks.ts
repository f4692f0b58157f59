import { assignmentOfKept, splitLinesOf, type Transaction } from '@rpos/domain';
import { useRef, useState } from 'react';
import { useKeepChecks } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { checksOf } from './split-checks';

/** Which checks each dish is in, and how many checks there are (a split by dish). */
export interface ItemChecks {
  count: number;
  assigned: Record<string, number[]>;
}

const NEW_CHECKS: ItemChecks = { count: 2, assigned: {} };

/** The bill's kept checks as the dialog assigns them (decision 0583); two empty checks when none are kept. */
export function keptItemChecks(bill: Transaction): ItemChecks {
  const dishIds = new Set(splitLinesOf(bill).map((l) => l.lineId));
  return assignmentOfKept(bill.splitChecks, dishIds) ?? NEW_CHECKS;
}

/**
 * A split by dish that outlives the pay dialog (decision 0583): it starts from the checks kept on the
 * bill, and each change is saved to the bill (one save at a time). A save the server refuses (a paid
 * check keeps its dishes) puts back the checks the bill keeps, and says why.
 */
export function useKeptItemChecks(
  bill: Transaction,
): [ItemChecks, (next: ItemChecks) => void, string | null] {
  const keep = useKeepChecks(bill.uuid);
  const latest = useRef(bill);
  latest.current = bill;
  const [value, setValue] = useState<ItemChecks>(() => keptItemChecks(bill));
  const change = (next: ItemChecks) => {
    setValue(next);
    keep.mutate(
      { checks: checksOf(next.assigned, next.count) },
      { onError: () => setValue(keptItemChecks(latest.current)) },
    );
  };
  return [value, change, keep.error ? errorText(keep.error, '') : null];
}
