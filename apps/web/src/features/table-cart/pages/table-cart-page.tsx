import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isGroupOrderingAt, shortReference, type TableCartScope } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useOnlineMenu } from '../../online';
import { refusalMessage, updateTableCartLine } from '../api/table-cart-calls';
import { storeTableCart, useTableCart } from '../api/use-table-cart';
import { NicknameDialog } from '../components/nickname-dialog';
import { TableCartLines } from '../components/table-cart-lines';
import { readNickname } from '../diner-identity';
import { useTableCartT } from '../table-cart-texts';

const enc = encodeURIComponent;

/**
 * /tableCart/:menuId/:tableId — the table's one cart (issue 32): every phone's dishes with who added
 * them, live; this phone changes its own; anyone orders for the table, or pays their own items.
 */
export function TableCartPage() {
  const t = useTableCartT();
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const { menuId = '', tableId = '' } = useParams();
  const menu = useOnlineMenu(menuId, tableId);
  const group = menu.data ? isGroupOrderingAt(menu.data.restaurant.onlineSettings, menu.data.table) : false;
  const cart = useTableCart(menuId, tableId, group);
  const [busy, setBusy] = useState(false);
  const [nickname, setNickname] = useState(readNickname);
  const [naming, setNaming] = useState(false);
  const menuPath = `/online/${enc(menuId)}/${enc(tableId)}`;

  if (menu.data && !group) return <Navigate to={`/cart/${enc(menuId)}/${enc(tableId)}`} replace />;
  if (menu.isPending || (group && cart.isPending))
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  if (!menu.data || !cart.data)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert
          severity="error"
          action={
            <Button onClick={() => void (menu.isError ? menu.refetch() : cart.refetch())}>
              {t('retry')}
            </Button>
          }
        >
          {refusalMessage(cart.error) ?? t('loadFailed')}
        </Alert>
      </Container>
    );

  const data = cart.data;
  const currency = menu.data.restaurant.currencySymbol;
  const mine = data.diners.find((d) => d.dinerTag === data.you);
  const checkoutPath = (scope: TableCartScope) =>
    `/tableCheckout/${enc(menuId)}/${enc(tableId)}?scope=${scope}`;
  const change = async (lineId: string, quantity: number) => {
    setBusy(true);
    try {
      storeTableCart(
        client,
        menuId,
        tableId,
        await updateTableCartLine(menuId, tableId, lineId, { quantity }),
      );
    } catch (error) {
      snackbar.error(refusalMessage(error) ?? t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const last = data.lastOrder;

  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 12 }}>
      <Button
        component={RouterLink}
        to={menuPath}
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 48, mb: 1 }}
      >
        {t('backToMenu')}
      </Button>
      <Typography variant="h5" component="h1">
        {t('title', { table: menu.data.table.name || tableId })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('subtitle')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="body2">
          {t('yourName')}: <strong data-testid="my-nickname">{nickname || '—'}</strong>
        </Typography>
        <Button size="small" onClick={() => setNaming(true)} sx={{ minHeight: 40 }}>
          {t('editName')}
        </Button>
      </Stack>
      {last && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          data-testid="table-last-order"
          action={
            <Button
              component={RouterLink}
              to={`/orderSuccessDetail/${enc(menuId)}/${enc(tableId)}/${enc(last.reference)}`}
            >
              {t('viewOrder')}
            </Button>
          }
        >
          {t(last.scope === 'table' ? 'ordered' : 'orderedMine', {
            name: last.nickname,
            number: shortReference(last.orderNumber),
          })}
        </Alert>
      )}
      {data.round && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="table-round">
          {t('roundWaiting', {
            count: data.round.orders,
            time: formatRestaurantTime(data.round.sendsAt, menu.data.restaurant.timezone),
          })}
        </Alert>
      )}
      {data.checkoutInProgress && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('inProgress')}
        </Alert>
      )}
      {data.lines.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('empty')}</Typography>
          <Button component={RouterLink} to={menuPath} variant="contained" size="large">
            {t('backToMenu')}
          </Button>
        </Paper>
      ) : (
        <>
          <TableCartLines
            cart={data}
            currency={currency}
            busy={busy}
            onChange={(id, q) => void change(id, q)}
          />
          <Divider sx={{ my: 2 }} />
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography>{t('myTotal')}</Typography>
              <Typography data-testid="my-subtotal">{formatCents(mine?.subtotal ?? 0, currency)}</Typography>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('tableTotal')}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="table-subtotal">
                {formatCents(data.subtotal, currency)}
              </Typography>
            </Stack>
          </Stack>
          <Stack spacing={1}>
            <Button
              component={RouterLink}
              to={checkoutPath('table')}
              variant="contained"
              size="large"
              disabled={data.checkoutInProgress}
              sx={{ minHeight: 52 }}
            >
              {t('orderForTable')}
            </Button>
            <Button
              component={RouterLink}
              to={checkoutPath('mine')}
              variant="outlined"
              size="large"
              disabled={data.checkoutInProgress || !mine}
              sx={{ minHeight: 52 }}
            >
              {t('payMine')}
            </Button>
          </Stack>
        </>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        {t('live')}
      </Typography>
      <NicknameDialog
        open={naming}
        onCancel={() => setNaming(false)}
        onDone={(name) => {
          setNickname(name);
          setNaming(false);
        }}
      />
    </Container>
  );
}
