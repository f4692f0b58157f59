import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUsersT } from '../users-texts';

/**
 * A new user's generated password (back-office.md §2.10, §5): read-only, with a Copy button, shown
 * before saving; the save sends it (decision 0458).
 */
export function GeneratedPasswordField({ password }: { password: string }) {
  const t = useUsersT();
  const snackbar = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      snackbar.success(t('copied'));
    } catch {
      snackbar.error(t('copyFailed'));
    }
  };
  return (
    <TextField
      label={t('password')}
      value={password}
      fullWidth
      helperText={t('passwordGenerated')}
      slotProps={{
        htmlInput: {
          readOnly: true,
          'data-testid': 'generated-password',
          style: { fontFamily: 'monospace' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {t('copy')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
