import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { confirmationNumber } from '@rpos/domain';
import { useBookingT } from '../../booking-texts';

/** The confirmation number banner: the last 6 characters of the booking id (diner.md §9). */
export function ConfirmationBanner({ bookingId }: { bookingId: string }) {
  const t = useBookingT();
  return (
    <Box
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="overline" component="p">
        {t('confirmationNumber')}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{ fontWeight: 700, letterSpacing: 2 }}
        data-testid="booking-confirmation-number"
      >
        {confirmationNumber(bookingId)}
      </Typography>
    </Box>
  );
}
