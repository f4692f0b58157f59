import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DinerBookingSession, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@rpos/domain';
import { formatCents } from '../../../../shared/format/money';
import { useBookingT } from '../../booking-texts';
import { timeRange } from '../../wizard-dates';

const PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => PARTY_SIZE_MIN + i);

export interface SlotsState {
  /** False until a party size and a date are chosen. */
  asked: boolean;
  loading: boolean;
  failed: boolean;
  sessions: DinerBookingSession[];
}

interface TimeStepProps {
  partySize: number | null;
  dateStr: string;
  minDate: string;
  sessionId: string | null;
  slots: SlotsState;
  currencySymbol: string;
  onPartySize(size: number | null): void;
  onDate(dateStr: string): void;
  onSession(sessionId: string): void;
}

/** Step Time: party size (1-20), date, and a time slot from the sessions of that date and party. */
export function TimeStep(props: TimeStepProps) {
  const t = useBookingT();
  const { slots } = props;
  return (
    <Stack spacing={3}>
      <TextField
        select
        label={t('partySize')}
        value={props.partySize ?? ''}
        onChange={(e) => props.onPartySize(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('date')}
        type="date"
        value={props.dateStr}
        onChange={(e) => props.onDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.minDate } }}
        fullWidth
      />
      {!slots.asked ? (
        <Typography color="text.secondary">{t('chooseDateFirst')}</Typography>
      ) : slots.loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('loadingSlots')}</Typography>
        </Box>
      ) : slots.failed ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : slots.sessions.length === 0 ? (
        <Alert severity="info">{t('noSlots')}</Alert>
      ) : (
        <FormControl>
          <FormLabel id="booking-time-slot">{t('timeSlot')}</FormLabel>
          <RadioGroup
            aria-labelledby="booking-time-slot"
            value={props.sessionId ?? ''}
            onChange={(e) => props.onSession(e.target.value)}
          >
            {slots.sessions.map((s) => (
              <FormControlLabel
                key={s.id}
                value={s.id}
                control={<Radio />}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mx: 0, mt: 1, py: 1, pr: 2 }}
                label={
                  <Box>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {s.name}
                    </Typography>{' '}
                    <Typography component="span">
                      {timeRange(s.startTime, s.endTime, s.disableEndTime)}
                    </Typography>
                    {s.depositRequired && s.deposit !== null && (
                      <Typography variant="body2" color="text.secondary">
                        {t('deposit', {
                          amount: formatCents(Math.round(s.deposit * 100), props.currencySymbol),
                        })}
                      </Typography>
                    )}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}
