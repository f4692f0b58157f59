import TableCell from '@mui/material/TableCell';
import type { SalesMonthRow } from '@rpos/domain';
import { useReportsT } from '../reports-texts';
import { useMoney } from '../use-money';

type Extras = Pick<SalesMonthRow, 'refunds' | 'tips' | 'voidCount' | 'voidAmount' | 'overShort'>;

/** The sales report's columns beside the sales (decision 0577): refunds, tips, voids, over/short. */
export function ExtrasHead() {
  const t = useReportsT();
  return (
    <>
      <TableCell align="right">{t('colRefunds')}</TableCell>
      <TableCell align="right">{t('colTips')}</TableCell>
      <TableCell align="right">{t('colVoids')}</TableCell>
      <TableCell align="right">{t('colOverShort')}</TableCell>
    </>
  );
}

/** A month's or a day's refunds, tips, voids ("2 · $17.60") and over (+) or short (−). */
export function ExtrasCells({ row }: { row: Extras }) {
  const t = useReportsT();
  const money = useMoney();
  const overShort = row.overShort ?? 0;
  return (
    <>
      <TableCell align="right">{money(row.refunds ?? 0)}</TableCell>
      <TableCell align="right">{money(row.tips ?? 0)}</TableCell>
      <TableCell align="right">
        {t('voidsCell', { count: row.voidCount ?? 0, amount: money(row.voidAmount ?? 0) })}
      </TableCell>
      <TableCell align="right" sx={{ color: overShort < 0 ? 'error.main' : undefined }}>
        {overShort > 0 ? `+${money(overShort)}` : money(overShort)}
      </TableCell>
    </>
  );
}
