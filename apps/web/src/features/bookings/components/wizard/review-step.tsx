import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useBookingT } from '../../booking-texts';
import type { BookingDetails } from '../../wizard-booking';
import { BookingDetailsList } from './booking-details';

interface ReviewStepProps {
  details: BookingDetails;
  agreed: boolean;
  onAgree(agreed: boolean): void;
}

/** Review: every detail of the booking, then the terms box. */
export function ReviewStep({ details, agreed, onAgree }: ReviewStepProps) {
  const t = useBookingT();
  return (
    <Stack spacing={2}>
      <BookingDetailsList details={details} />
      <FormControlLabel
        control={<Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} />}
        label={t('agreeTerms')}
      />
    </Stack>
  );
}
