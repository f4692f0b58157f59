import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { cookingPrintCopies, type StaffCookingCategory } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useSaveCookingCategory } from '../../api/cooking-categories';
import { type CookingFormValues, cookingCategoryError } from './cooking-rules';
import { failureMessage, useMenusAdminT } from './use-menus-admin-t';

/** New or edit a print/cooking category; checks §5's rules first, then shows the server's answer. */
export function CookingCategoryDialog({
  menuId,
  editing,
  others,
  onClose,
}: {
  menuId: string;
  /** The category to edit, or 'new'. */
  editing: StaffCookingCategory | 'new';
  others: readonly StaffCookingCategory[];
  onClose: () => void;
}) {
  const t = useMenusAdminT();
  const snackbar = useSnackbar();
  const saveCategory = useSaveCookingCategory();
  const existing = editing === 'new' ? null : editing;
  const [values, setValues] = useState<CookingFormValues>({
    name: existing?.name ?? '',
    printer: existing?.printer ?? '',
    printCopies: String(existing?.printCopies ?? 1),
    isForKDS: existing?.isForKDS ?? false,
    isForLabelPrint: existing?.isForLabelPrint ?? false,
  });
  const [error, setError] = useState<{ field: 'name' | 'printCopies'; message: string } | null>(null);
  const set = <K extends keyof CookingFormValues>(key: K, value: CookingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };

  const confirm = () => {
    const problem = cookingCategoryError(values, others, existing?.id ?? null);
    if (problem) {
      setError(problem);
      return;
    }
    const copies = cookingPrintCopies(values.printCopies, values.isForKDS);
    saveCategory.mutate(
      {
        id: existing?.id,
        menuId,
        name: values.name.trim(),
        printer: values.printer.trim() || null,
        printCopies: typeof copies === 'number' ? copies : 1,
        isForKDS: values.isForKDS,
        isForLabelPrint: values.isForLabelPrint,
      },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || (existing ? t('updated') : t('saved')));
          onClose();
        },
        onError: (e) => {
          const message = failureMessage(e, existing ? t('updatingFailed') : t('savingFailed'));
          snackbar.error(message);
          if (message !== t('updatingFailed') && message !== t('savingFailed'))
            setError({ field: message.toLowerCase().includes('cop') ? 'printCopies' : 'name', message });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={existing ? t('editCooking') : t('newCooking')}
      confirmLabel={t('save')}
      busy={saveCategory.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('cookingName')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={error?.field === 'name'}
            helperText={error?.field === 'name' ? error.message : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            label={t('printer')}
            value={values.printer}
            onChange={(e) => set('printer', e.target.value)}
            helperText={values.printer.trim() ? ' ' : t('noPrinterHint')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            label={t('printCopies')}
            value={values.printCopies}
            onChange={(e) => set('printCopies', e.target.value)}
            error={error?.field === 'printCopies'}
            helperText={error?.field === 'printCopies' ? error.message : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Switch checked={values.isForKDS} onChange={(e) => set('isForKDS', e.target.checked)} />}
            label={t('kds')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isForLabelPrint}
                onChange={(e) => set('isForLabelPrint', e.target.checked)}
              />
            }
            label={t('labelPrint')}
          />
        </Grid>
      </Grid>
    </ConfirmDialog>
  );
}
