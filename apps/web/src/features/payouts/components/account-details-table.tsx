import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PayoutAccountDetails } from '@rpos/domain';
import type { ReactNode } from 'react';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { usePayoutsT } from '../payouts-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The account details table of §2.6 (balance in dollars from cents, the payout time in its zone). */
export function AccountDetailsTable({
  details,
  timezone,
}: {
  details: PayoutAccountDetails;
  timezone: string;
}) {
  const t = usePayoutsT();
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const rows: [string, ReactNode][] = [
    [t('balance'), formatCents(details.balance)],
    [t('available'), formatCents(details.available)],
    [
      t('payoutSchedule'),
      details.sweepHour === null
        ? t('noPayoutSchedule')
        : t('payoutDaily', {
            time: `${pad(details.sweepHour)}:${pad(details.sweepMinute ?? 0)}`,
            zone: details.timeZone,
          }),
    ],
    [
      t('lastPayout'),
      details.lastPayoutAt ? formatRestaurantDateTime(details.lastPayoutAt, timezone) : t('none'),
    ],
    [t('balanceAccount'), details.balanceAccount],
    [t('accountHolderId'), details.accountHolderId],
    [t('legalEntityId'), details.legalEntityId || t('none')],
    [t('isAdyenAccountValid'), yesNo(details.isAdyenAccountValid)],
    [t('isAllowed'), yesNo(details.isAllowed)],
    [t('industryCode'), details.industryCode ?? t('none')],
    [t('stores'), details.stores.map((s) => `${s.reference} (${s.description})`).join(', ') || t('none')],
  ];
  return (
    <Table size="small" aria-label={t('accountDetails')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell data-testid={`account-${label}`}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
