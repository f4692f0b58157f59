import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { localClock, type MemberSearchResult } from '@rpos/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useSaveVouchers } from '../api/vouchers-api';
import { MemberPicker } from '../components/member-picker';
import { VoucherFormFields } from '../components/voucher-form-fields';
import { failureMessage } from '../failure-message';
import { newVoucherValues, toVoucherForm, type VoucherField, voucherFormError } from '../voucher-form-values';
import { useVouchersT } from '../vouchers-texts';

/**
 * /newVoucher (back-office.md §2.13): the voucher and the members who get it. Save stays disabled
 * until members are added; 'Saved successfully' only when the server took it, then /vouchers
 * (decisions 0253, 0256). Members picked on /vouchers arrive in the navigation state.
 */
export function NewVoucherPage() {
  const t = useVouchersT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const currencySymbol = useUser().data?.currencySymbol ?? '$';
  const carried = (useLocation().state as { members?: MemberSearchResult[] } | null)?.members ?? [];
  const [values, setValues] = useState(() => newVoucherValues(localClock(new Date(), timezone).isoDate));
  const [error, setError] = useState<ReturnType<typeof voucherFormError>>(null);
  const [chosen, setChosen] = useState<MemberSearchResult[]>(carried);
  const save = useSaveVouchers();

  const onChange = (field: VoucherField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (error) setError(voucherFormError(next));
  };
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = voucherFormError(values);
    setError(problem);
    if (problem) return;
    if (chosen.length === 0) return snackbar.error(t('addMembers'));
    save.mutate(
      { voucher: toVoucherForm(values), members: chosen.map((m) => m.id) },
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          void navigate('/vouchers');
        },
        onError: (err) => snackbar.error(failureMessage(err, t('saveFailed'))),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('newTitle')} subtitle={t('newSubtitle')} />
      <Stack spacing={2}>
        <Card component="form" noValidate aria-label={t('form')} onSubmit={onSubmit}>
          <CardContent>
            <VoucherFormFields
              values={values}
              error={error}
              currencySymbol={currencySymbol}
              onChange={onChange}
            />
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
            <Button onClick={() => void navigate('/vouchers')} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Tooltip title={chosen.length === 0 ? t('addMembers') : ''}>
              <span>
                <Button type="submit" variant="contained" disabled={chosen.length === 0 || save.isPending}>
                  {t('save')}
                </Button>
              </span>
            </Tooltip>
          </CardActions>
        </Card>
        <MemberPicker chosen={chosen} onChange={setChosen} />
      </Stack>
    </>
  );
}
