import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type InvoiceResponse, ORDER_MESSAGES } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../../shared/api/api-client';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { invoiceKey } from '../api/order-page-queries';
import { OrderLines } from '../order-lines';

/** Renders the element at scale 2 with html2canvas and saves it as a PDF (both loaded on demand). */
export async function downloadElementAsPdf(element: HTMLElement, filename: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas'), import('jspdf')]);
  const canvas = await html2canvas(element, { scale: 2, backgroundColor: '#ffffff', useCORS: true });
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const margin = 24;
  const width = pageWidth - margin * 2;
  const height = (canvas.height * width) / canvas.width;
  const image = canvas.toDataURL('image/png');
  let offset = 0;
  pdf.addImage(image, 'PNG', margin, margin, width, height);
  while (height - offset > pageHeight - margin * 2) {
    offset += pageHeight - margin * 2;
    pdf.addPage();
    pdf.addImage(image, 'PNG', margin, margin - offset, width, height);
  }
  pdf.save(filename);
}

/** /invoice/:restaurantId/:orderId — the tax invoice with Download as PDF (diner.md §2 "Invoice"). */
export function InvoicePage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { restaurantId = '', orderId = '' } = useParams();
  const sheet = useRef<HTMLDivElement>(null);
  const [rendering, setRendering] = useState(false);
  const query = useQuery({
    queryKey: invoiceKey(restaurantId, orderId),
    queryFn: ({ signal }) =>
      api.get<InvoiceResponse>('/invoice', { query: { restaurantId, orderId }, signal }),
    retry: 1,
  });
  // A prerendered copy (decision 0605) gives way once the invoice (or its error) shows.
  usePrerenderedPageReady(!query.isPending);

  async function download() {
    if (!sheet.current || !query.data) return;
    setRendering(true);
    try {
      await downloadElementAsPdf(sheet.current, `invoice-${query.data.invoiceNumber}.pdf`);
    } catch {
      snackbar.error(t('common.somethingWentWrong'));
    } finally {
      setRendering(false);
    }
  }

  if (query.isPending) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error">{ORDER_MESSAGES.invoiceNotFound}</Alert>
      </Container>
    );
  }
  const inv = query.data;
  const money = (c: number) => formatCents(c, inv.currencySymbol);
  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 8 }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={download}
          disabled={rendering}
          startIcon={rendering ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
          sx={{ minHeight: 48 }}
        >
          {t('order.downloadPdf')}
        </Button>
      </Stack>
      <Paper ref={sheet} variant="outlined" sx={{ p: 3, bgcolor: '#fff', color: '#000' }}>
        <Typography variant="h5" component="h1">
          {inv.restaurant.name}
        </Typography>
        {inv.restaurant.altName && <Typography>{inv.restaurant.altName}</Typography>}
        {inv.restaurant.address && <Typography variant="body2">{inv.restaurant.address}</Typography>}
        {inv.restaurant.phone && (
          <Typography variant="body2">{t('order.phone', { phone: inv.restaurant.phone })}</Typography>
        )}
        {inv.restaurant.abn && (
          <Typography variant="body2">
            {inv.restaurant.taxName === 'GST' ? 'ABN' : inv.restaurant.taxName}: {inv.restaurant.abn}
          </Typography>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {t('order.taxInvoice')} #<span data-testid="invoice-number">{inv.invoiceNumber}</span>
        </Typography>
        <Typography variant="body2">{inv.orderTimeText}</Typography>
        {inv.realTableId && (
          <Typography variant="body2">{t('order.table', { table: inv.realTableId })}</Typography>
        )}
        <Divider sx={{ my: 2 }} />
        <OrderLines items={inv.items} currency={inv.currencySymbol} />
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>{t('order.subtotal')}</Typography>
          <Typography>{money(inv.subtotal)}</Typography>
        </Stack>
        {inv.discountTotal > 0 && (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid="invoice-discount">
            <Typography>{inv.discountName ?? t('order.voucherDiscount')}</Typography>
            <Typography>-{money(inv.discountTotal)}</Typography>
          </Stack>
        )}
        {inv.surcharges.map((s) => (
          <Stack key={s.name} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{s.name}</Typography>
            <Typography>{money(s.amount)}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('order.total')}</Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="invoice-total">
            {money(inv.total)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">{t('order.gstIncluded', { tax: inv.restaurant.taxName })}</Typography>
          <Typography variant="body2">{money(inv.gst)}</Typography>
        </Stack>
      </Paper>
    </Container>
  );
}
