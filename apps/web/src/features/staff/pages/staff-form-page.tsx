import ArrowBack from '@mui/icons-material/ArrowBack';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { StaffInput, type StaffPermission, staffFormComplete } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useNewStaffPin, useSaveStaff, useStaffMember, useStaffNumber } from '../api/staff-api';
import { PinDialog } from '../components/pin-dialog';
import { StaffForm, type StaffFormValues } from '../components/staff-form';
import { useStaffT } from '../staff-texts';

const EMPTY: StaffFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  staffNumber: '',
  permissions: [],
};

/** The field errors of the contract's check, by field. */
function fieldErrors(values: StaffFormValues): Partial<Record<keyof StaffFormValues, string>> | null {
  const parsed = StaffInput.safeParse(values);
  if (parsed.success) return null;
  const errors: Partial<Record<keyof StaffFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof StaffFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * /staff (add) and /staff/{staffId} (edit), back-office.md §2.12: every field required, the staff
 * number from GET /staffNumber read-only, the permissions from the server's list. A new staff member's
 * PIN shows once after saving; an existing one can be given a new PIN.
 */
export function StaffFormPage() {
  const t = useStaffT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const id = useParams().staffId ?? '';
  const isNew = id === '';
  const offer = useStaffNumber(isNew);
  const member = useStaffMember(id);
  const save = useSaveStaff();
  const newPin = useNewStaffPin();
  const [values, setValues] = useState<StaffFormValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof StaffFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pin, setPin] = useState<{ pin: string; name: string; staffNumber: string } | null>(null);
  const [askPin, setAskPin] = useState(false);

  const loaded = isNew ? offer.data : member.data;
  useEffect(() => {
    if (values !== null) return;
    if (isNew && offer.data) setValues({ ...EMPTY, staffNumber: offer.data.newStaffNumber });
    if (!isNew && member.data) {
      const s = member.data.staff;
      setValues({
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        phoneNumber: s.phoneNumber,
        staffNumber: s.staffNumber,
        permissions: s.permissions.map((p) => p.code),
      });
    }
  }, [isNew, offer.data, member.data, values]);

  const query = isNew ? offer : member;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/staffList">
            {t('back')}
          </Button>
        }
      >
        {t('formFailed')}
      </Alert>
    );
  }
  if (!loaded || values === null) return <PageLoader />;
  const offered: readonly StaffPermission[] = loaded.permissions;
  const name = `${values.firstName} ${values.lastName}`.trim();

  const onSave = () => {
    const invalid = fieldErrors(values);
    setErrors(invalid ?? {});
    if (invalid) return;
    setFailure(null);
    save.mutate(
      { id: isNew ? null : id, staff: values },
      {
        onSuccess: (saved) => {
          if (saved.pin) {
            setPin({ pin: saved.pin, name, staffNumber: saved.staff.staffNumber });
            return;
          }
          snackbar.success(saved.message);
          void navigate('/staffList');
        },
        onError: (e) => setFailure(isApiError(e) && e.status === 400 ? e.message : t('formFailed')),
      },
    );
  };

  const onNewPin = () =>
    newPin.mutate(id, {
      onSuccess: (saved) => {
        setAskPin(false);
        setPin({ pin: saved.pin ?? '', name, staffNumber: saved.staff.staffNumber });
      },
      onError: () => {
        setAskPin(false);
        setFailure(t('formFailed'));
      },
    });

  return (
    <>
      <PageHeader
        title={isNew ? t('newTitle') : t('editTitle')}
        subtitle={isNew ? undefined : name}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/staffList" startIcon={<ArrowBack />}>
              {t('back')}
            </Button>
            {isNew ? null : (
              <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setAskPin(true)}>
                {t('newPin')}
              </Button>
            )}
          </Box>
        }
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <StaffForm
        values={values}
        offered={offered}
        errors={errors}
        disabled={save.isPending}
        onChange={setValues}
      />
      <Button
        variant="contained"
        sx={{ mt: 3 }}
        disabled={!staffFormComplete(values) || save.isPending}
        onClick={onSave}
        startIcon={
          save.isPending ? <CircularProgress size={16} color="inherit" aria-label={t('saving')} /> : null
        }
      >
        {t('save')}
      </Button>
      <ConfirmDialog
        open={askPin}
        title={t('newPinTitle', { name })}
        text={t('newPinText')}
        confirmLabel={t('newPin')}
        busy={newPin.isPending}
        onConfirm={onNewPin}
        onClose={() => setAskPin(false)}
      />
      <PinDialog
        pin={pin?.pin ?? null}
        name={pin?.name ?? ''}
        staffNumber={pin?.staffNumber ?? ''}
        onDone={() => {
          setPin(null);
          if (isNew) void navigate('/staffList');
        }}
      />
    </>
  );
}
