import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { POS_MESSAGES, type PosDeliveryPartner, type PosOrderType } from '@rpos/domain';
import { useId, useState } from 'react';
import { type CustomerDetails, needsCustomer } from '../model/ticket';
import { usePosT } from '../pos-texts';

/** The customer fields' checks of POST /pos/orders (the contract's texts), before asking the server. */
export function customerErrors(
  type: PosOrderType,
  c: CustomerDetails,
): Partial<Record<keyof CustomerDetails, string>> {
  const errors: Partial<Record<keyof CustomerDetails, string>> = {};
  if (needsCustomer(type)) {
    if (!c.customerName.trim()) errors.customerName = POS_MESSAGES.customerNameRequired;
    if (!c.customerPhone.trim()) errors.customerPhone = POS_MESSAGES.customerPhoneRequired;
  }
  if (type === 'deliveryPartner' && !c.deliveryPartner.trim())
    errors.deliveryPartner = POS_MESSAGES.deliveryPartnerRequired;
  return errors;
}

/**
 * A new counter order's details before it is sent: the customer's name and phone (required for
 * pickup and delivery, optional for takeaway) or the delivery partner.
 */
export function CustomerDialog({
  open,
  type,
  partners,
  sending,
  error,
  onSend,
  onClose,
}: {
  open: boolean;
  type: PosOrderType;
  partners: readonly PosDeliveryPartner[];
  sending: boolean;
  /** The server's refusal of the last send. */
  error: string | null;
  onSend: (customer: CustomerDetails) => void;
  onClose: () => void;
}) {
  const t = usePosT();
  const titleId = useId();
  const [customer, setCustomer] = useState<CustomerDetails>({
    customerName: '',
    customerPhone: '',
    deliveryPartner: partners.length === 1 ? (partners[0]?.name ?? '') : '',
  });
  const [tried, setTried] = useState(false);
  const errors = tried ? customerErrors(type, customer) : {};
  const required = needsCustomer(type);
  const set = (field: keyof CustomerDetails) => (e: { target: { value: string } }) =>
    setCustomer((c) => ({ ...c, [field]: e.target.value }));

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {type === 'deliveryPartner' ? t('deliveryPartner') : t('customerTitle')}
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (Object.keys(customerErrors(type, customer)).length === 0) onSend(customer);
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {type === 'deliveryPartner' ? (
            <TextField
              select
              label={t('deliveryPartner')}
              value={customer.deliveryPartner}
              onChange={set('deliveryPartner')}
              error={!!errors.deliveryPartner}
              helperText={errors.deliveryPartner}
              required
            >
              {partners.map((p) => (
                <MenuItem key={p.name} value={p.name} sx={{ minHeight: 44 }}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={t('customerName')}
            value={customer.customerName}
            onChange={set('customerName')}
            error={!!errors.customerName}
            helperText={errors.customerName ?? (required ? undefined : t('optional'))}
            required={required}
            autoFocus={type !== 'deliveryPartner'}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t('customerPhone')}
            value={customer.customerPhone}
            onChange={set('customerPhone')}
            error={!!errors.customerPhone}
            helperText={errors.customerPhone ?? (required ? undefined : t('optional'))}
            required={required}
            type="tel"
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending} sx={{ minHeight: 44 }}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={
              sending ? <CircularProgress size={16} color="inherit" aria-label={t('sending')} /> : null
            }
            sx={{ minHeight: 44 }}
          >
            {t('send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
