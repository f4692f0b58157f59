import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AllergenDef, MAX_CUSTOM_ALLERGENS, nextCustomAllergenCode } from '@rpos/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useSaveMenuAllergens } from '../../api/menu-editor-allergens';
import { useEditorT } from './editor-t';

/**
 * "Menu's own allergens": the button and its dialog, where a restaurant names the allergens it declares
 * beyond the standard 13, in English and Chinese (decision 0566). Saved as a whole; the server refuses
 * to remove one a dish or option still carries, and says which.
 */
export function CustomAllergensButton({ menuId, allergens }: { menuId: string; allergens: AllergenDef[] }) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('menuAllergens')}</Button>
      {open ? (
        <CustomAllergensDialog menuId={menuId} saved={allergens} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function CustomAllergensDialog({
  menuId,
  saved,
  onClose,
}: {
  menuId: string;
  saved: AllergenDef[];
  onClose: () => void;
}) {
  const t = useEditorT();
  const snackbar = useSnackbar();
  const save = useSaveMenuAllergens(menuId);
  const [rows, setRows] = useState<AllergenDef[]>(saved);
  const next = nextCustomAllergenCode(rows);
  const update = (i: number, patch: Partial<AllergenDef>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = () =>
    save.mutate(
      rows.map((r) => ({ code: r.code, name: r.name.trim(), altName: r.altName?.trim() || null })),
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="menu-allergens-title" fullWidth maxWidth="sm">
      <DialogTitle id="menu-allergens-title">{t('menuAllergens')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('menuAllergensText')}</DialogContentText>
        {save.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {save.error.message || t('saveFailed')}
          </Alert>
        ) : null}
        <Stack spacing={1.5}>
          {rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noCustomAllergens')}
            </Typography>
          ) : null}
          {rows.map((r, i) => (
            <Stack key={r.code} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('allergenName', { n: i + 1 })}
                value={r.name}
                required
                onChange={(e) => update(i, { name: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 40 } }}
                sx={{ flex: 1 }}
              />
              <TextField
                size="small"
                label={t('allergenAltName', { n: i + 1 })}
                value={r.altName ?? ''}
                onChange={(e) => update(i, { altName: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 40 } }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={t('removeAllergen', { n: i + 1 })}
                onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1.5 }}
          disabled={!next || rows.length >= MAX_CUSTOM_ALLERGENS}
          onClick={() => next && setRows((list) => [...list, { code: next, name: '', altName: null }])}
        >
          {t('addAllergen')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
