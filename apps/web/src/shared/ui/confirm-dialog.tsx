import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  children?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action (back-office screens: its texts come with the back-office bundle); the
 * confirm button shows a spinner while the call runs.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.text ? (
          <DialogContentText sx={{ mb: props.children ? 2 : 0 }}>{props.text}</DialogContentText>
        ) : null}
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {t('confirmDialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.busy || props.confirmDisabled}
          startIcon={
            props.busy ? (
              <CircularProgress size={16} color="inherit" aria-label={t('confirmDialog.working')} />
            ) : null
          }
        >
          {props.confirmLabel ?? t('confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
