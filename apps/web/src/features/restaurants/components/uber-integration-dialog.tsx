import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { merchantKeys, useUberAuthUrl, useUberConfig, useUberDisconnect } from '../api/merchants-api';
import { useRestaurantsT } from '../restaurant-texts';

/** How often the page looks whether the popup's authorisation stored the store id. */
const POLL_MS = 1500;

/**
 * The delivery-platform integration button (back-office.md §2.11): with a stored store id it opens
 * the config dialog (GET /uber/integration-config); otherwise it asks GET /uber/auth-url and opens the
 * authorisation in a popup, then follows the restaurant until the callback has stored the store id.
 * Disconnect clears the store id and closes the dialog. Errors are only logged (§8).
 */
export function UberIntegrationButton({
  restaurantId,
  storeId,
}: {
  restaurantId: string;
  storeId: string | null;
}) {
  const t = useRestaurantsT();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const popup = useRef<Window | null>(null);
  const authUrl = useUberAuthUrl();
  const config = useUberConfig(restaurantId, open && storeId !== null);
  const disconnect = useUberDisconnect(restaurantId);

  useEffect(() => {
    if (!waiting) return;
    if (storeId) {
      setWaiting(false);
      popup.current?.close();
      return;
    }
    const timer = window.setInterval(() => {
      void client.invalidateQueries({ queryKey: merchantKeys.one(restaurantId) });
      void client.invalidateQueries({ queryKey: merchantKeys.all });
      if (popup.current?.closed) {
        // One last look after the window closed, then stop.
        window.setTimeout(() => setWaiting(false), POLL_MS);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, storeId, client, restaurantId]);

  const onClick = () => {
    if (storeId) {
      setOpen(true);
      return;
    }
    setBlocked(false);
    // The window opens in the click (popup blockers allow that), then goes to Uber's page.
    const win = window.open('', 'uber-eats-authorisation', 'width=520,height=720');
    if (!win) {
      setBlocked(true);
      return;
    }
    popup.current = win;
    authUrl.mutate(restaurantId, {
      onSuccess: ({ authUrl: url }) => {
        win.location.href = url;
        setWaiting(true);
      },
      onError: (e) => {
        win.close();
        console.error('uber auth-url failed', e);
      },
    });
  };

  const c = config.data;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={onClick}
        disabled={waiting}
        loading={authUrl.isPending}
      >
        {t('tb_deliveryPlatform')}
      </Button>
      {waiting && (
        <Alert severity="info" icon={<CircularProgress size={16} />} sx={{ py: 0 }}>
          {t('uberConnecting')}
        </Alert>
      )}
      {blocked && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {t('uberPopupBlocked')}
        </Alert>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('uberTitle')}</DialogTitle>
        <DialogContent>
          {config.isPending ? (
            <CircularProgress size={24} aria-label={t('refreshing')} />
          ) : config.isError ? (
            <Alert severity="error">{t('loadFailed')}</Alert>
          ) : c ? (
            <Table size="small" aria-label={t('uberTitle')}>
              <TableBody>
                <TableRow>
                  <TableCell component="th">{t('uberStore')}</TableCell>
                  <TableCell>{c.uberStoreName ?? ''}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{t('uberStoreId')}</TableCell>
                  <TableCell>{c.store_id}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{t('uberStatus')}</TableCell>
                  <TableCell>{c.online_status ?? ''}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{t('uberIntegration')}</TableCell>
                  <TableCell>{c.integration_enabled ? t('yes') : t('no')}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{t('uberAutoAccept')}</TableCell>
                  <TableCell>{c.auto_accept_enabled ? t('yes') : t('no')}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">{t('uberWebhooks')}</TableCell>
                  <TableCell>{c.webhooks_config.webhooks_version}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
          <Button
            color="error"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => setOpen(false),
                onError: (e) => console.error('uber disconnect failed', e),
              })
            }
          >
            {t('uberDisconnect')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
