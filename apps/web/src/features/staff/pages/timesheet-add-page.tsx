import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type Staff, TIMESHEET_REMARKS_MAX, type TimesheetType, toWallDateTime } from '@rpos/domain';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { timezoneLabel } from '../../../shared/format/date-time';
import { DmyDateTimeField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useStaffList } from '../api/staff-api';
import { useCreateTimesheet } from '../api/timesheets-api';
import { useStaffT } from '../staff-texts';

/**
 * /timesheet/add (back-office.md §2.12, §5): staff, checkin or checkout, the time on the restaurant's
 * clock, remarks (100 characters, counted). Save is disabled without staff, type and time; saving
 * returns to /timesheets.
 */
export function TimesheetAddPage() {
  const t = useStaffT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const [staff, setStaff] = useState<Staff | null>(null);
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const options = useStaffList(staff ? '' : search, 0, 25);
  const [type, setType] = useState<TimesheetType | ''>('');
  const [time, setTime] = useState(() => toWallDateTime(new Date(), timezone));
  const [remarks, setRemarks] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTimesheet();

  const ready = staff !== null && type !== '' && time !== '' && remarks.length <= TIMESHEET_REMARKS_MAX;
  const onSave = () => {
    if (!staff || type === '') return;
    setFailure(null);
    create.mutate(
      { staffId: staff.id, type, time, remarks },
      {
        onSuccess: (r) => {
          snackbar.success(r.message);
          void navigate('/timesheets');
        },
        onError: (e) => setFailure(isApiError(e) && e.status < 500 ? e.message : t('formFailed')),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('addTitle')} />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}>
        <Autocomplete
          options={options.data?.staffList ?? []}
          loading={options.isFetching}
          value={staff}
          onChange={(_e, value) => setStaff(value)}
          inputValue={input}
          onInputChange={(_e, value) => setInput(value)}
          filterOptions={(x) => x}
          getOptionLabel={(s) => `${s.firstName} ${s.lastName} (${s.staffNumber})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField {...params} label={t('staff')} helperText={t('staffHint')} required />
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" required>
            {t('type')}
          </FormLabel>
          <RadioGroup row value={type} onChange={(e) => setType(e.target.value as TimesheetType)}>
            <FormControlLabel value="checkin" control={<Radio />} label={t('checkin')} />
            <FormControlLabel value="checkout" control={<Radio />} label={t('checkout')} />
          </RadioGroup>
        </Box>
        <DmyDateTimeField
          label={t('time')}
          timeLabel="HH:mm"
          value={time}
          onChange={setTime}
          helperText={t('timeHint', { zone: timezoneLabel(timezone) })}
        />
        <TextField
          label={t('remarks')}
          multiline
          minRows={2}
          value={remarks}
          error={remarks.length > TIMESHEET_REMARKS_MAX}
          onChange={(e) => setRemarks(e.target.value)}
          helperText={`${remarks.length}/${TIMESHEET_REMARKS_MAX}`}
          slotProps={{ htmlInput: { maxLength: TIMESHEET_REMARKS_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={!ready || create.isPending} onClick={onSave}>
            {t('saveTimesheet')}
          </Button>
          <Button component={RouterLink} to="/timesheets">
            {t('cancel')}
          </Button>
        </Box>
      </Box>
    </>
  );
}
