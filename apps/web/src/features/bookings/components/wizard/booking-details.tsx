import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isoToDmy } from '@rpos/domain';
import { useBookingT } from '../../booking-texts';
import type { BookingDetails } from '../../wizard-booking';
import { timeRange } from '../../wizard-dates';

/** The booking's details as the review step and the confirmation view list them (diner.md §2). */
export function BookingDetailsList({ details }: { details: BookingDetails }) {
  const t = useBookingT();
  const rows: [string, string][] = [
    [t('restaurant'), details.restaurant.name],
    [t('address'), details.restaurant.address ?? ''],
    [t('phone'), details.restaurant.phone ?? ''],
    [t('date'), isoToDmy(details.bookDateStr)],
    [t('time'), timeRange(details.startTime, details.endTime, details.disableEndTime)],
    [t('tables'), details.hideTable ? '' : details.tables.join(', ')],
    [t('partySize'), String(details.partySize)],
    [t('guestName'), details.name],
    [t('email'), details.email],
    [t('mobilePhone'), details.mobilePhone],
    [t('specialRequirement'), details.specialRequirement],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
