import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { StaffMenu } from '@rpos/domain';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import type { MenuCsvKind } from '../../api/menu-files-download';
import { useUploadMenuCsv } from '../../api/menu-files-upload';
import { useMenusAdminT } from './use-menus-admin-t';

/** Upload CSV: groups or items, a .csv file ('Please choose a csv file.'), all rows or none. */
export function UploadCsvDialog({ menu, onClose }: { menu: StaffMenu | null; onClose: () => void }) {
  const t = useMenusAdminT();
  const snackbar = useSnackbar();
  const [kind, setKind] = useState<MenuCsvKind>('item');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadMenuCsv();
  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!menu) return;
    if (!file) {
      setError(t('csvFileRequired'));
      return;
    }
    upload.mutate(
      { menuId: menu.id, kind, file },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || t('uploaded'));
          close();
        },
        onError: (e) => {
          // The server names the wrong line; other failures get §8's text with the format hint.
          const text =
            isApiError(e) && e.status === 400 && e.message
              ? e.message
              : `${t('postingFailed')}. ${t('csvFormatHint')}`;
          setError(text);
          snackbar.error(t('uploadingFailed'));
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={!!menu}
      title={t('uploadTitle', { name: menu?.menuName ?? '' })}
      text={t('uploadText')}
      confirmLabel={t('upload')}
      busy={upload.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <FormLabel id="csv-kind-label">{t('csvKind')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="csv-kind-label"
        value={kind}
        onChange={(e) => setKind(e.target.value as MenuCsvKind)}
      >
        <FormControlLabel value="group" control={<Radio />} label={t('groups')} />
        <FormControlLabel value="item" control={<Radio />} label={t('items')} />
      </RadioGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label">
          {t('chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={t('chooseFile')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {file?.name ?? t('noFileChosen')}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
