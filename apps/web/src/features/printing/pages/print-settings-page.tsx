import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPrintSettings, completePrintSettings, type PosPrintSettings } from '@rpos/domain';
import { useEffect, useMemo, useState } from 'react';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUnsavedChanges, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import {
  usePrinters,
  usePrinterZones,
  usePrintSettings,
  useSavePrintSettings,
  useUploadInvoiceImage,
} from '../api/printing-api';
import { PrintTypeCard } from '../components/print-type-card';
import { PrintingFrame } from '../components/printing-frame';
import { failureText } from '../printing-failure';
import { usePrintingT } from '../printing-texts';

const PLACEHOLDERS =
  '{{merchantName}} {{merchantAddress}} {{merchantAbn}} {{items}} {{subtotal}} {{adjustments}} {{total}} {{gst}} {{cash}} {{change}}';

/** /posPrintSettings: per print type × order type, the switch-table and invoice entries (§2.5, §3, §5). */
export const PrintSettingsPage = withUnsavedChanges(PrintSettingsPageContent);

function PrintSettingsPageContent() {
  const t = usePrintingT();
  const snackbar = useSnackbar();
  const ready = !!useUser().data?.restaurantId;
  const query = usePrintSettings(ready);
  const printers = usePrinters(ready);
  const zones = usePrinterZones(ready);
  const save = useSavePrintSettings();
  const upload = useUploadInvoiceImage();
  const [draft, setDraft] = useState<PosPrintSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setDraft(completePrintSettings(query.data.posPrintSettings as PosPrintSettings));
  }, [query.data]);
  const saved = useMemo(
    () =>
      query.data
        ? JSON.stringify(completePrintSettings(query.data.posPrintSettings as PosPrintSettings))
        : null,
    [query.data],
  );
  useUnsavedChanges(!!draft && saved !== null && JSON.stringify(draft) !== saved);

  const onSave = () => {
    if (!draft) return;
    const failure = checkPrintSettings(
      draft,
      (printers.data ?? []).map((p) => p.printerName),
    );
    setProblem(failure);
    if (failure) return;
    save.mutate(
      { posPrintSettings: draft },
      {
        onSuccess: () => snackbar.success(t('settingsSaved')),
        onError: (e) => {
          const text = failureText(e, t('saveFailed'));
          setProblem(text);
          snackbar.error(text);
        },
      },
    );
  };
  const setInvoice = (patch: Partial<PosPrintSettings['invoice']>) =>
    setDraft((d) => d && { ...d, invoice: { ...d.invoice, ...patch } });

  return (
    <PrintingFrame
      title={t('settingsTitle')}
      subtitle={t('settingsSubtitle')}
      actions={
        <Button variant="contained" onClick={onSave} disabled={!draft || save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      }
    >
      {() => (
        <QueryContent
          query={query}
          failedText={t('loadFailed')}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          {draft ? (
            <Stack spacing={2}>
              {problem ? <Alert severity="error">{problem}</Alert> : null}
              {draft.printTypes.map((setting, i) => (
                <PrintTypeCard
                  key={setting.printType}
                  setting={setting}
                  printers={printers.data ?? []}
                  zones={zones.data ?? []}
                  onChange={(next) =>
                    setDraft(
                      (d) => d && { ...d, printTypes: d.printTypes.map((p, j) => (j === i ? next : p)) },
                    )
                  }
                />
              ))}
              <Card variant="outlined">
                <CardContent>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={draft.switchTable.isPrintEnabled}
                        onChange={(e) =>
                          setDraft((d) => d && { ...d, switchTable: { isPrintEnabled: e.target.checked } })
                        }
                      />
                    }
                    label={t('switchTable')}
                  />
                </CardContent>
              </Card>
              <Card variant="outlined" component="section" aria-label={t('invoiceCard')}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t('invoiceCard')}
                  </Typography>
                  <Stack spacing={2}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={draft.invoice.excludeZeroItem}
                          onChange={(e) => setInvoice({ excludeZeroItem: e.target.checked })}
                        />
                      }
                      label={t('excludeZeroItem')}
                    />
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      {draft.invoice.printImageUrl ? (
                        <img
                          src={draft.invoice.printImageUrl}
                          alt={t('invoiceImage')}
                          style={{ maxHeight: 80 }}
                        />
                      ) : null}
                      <Button component="label" variant="outlined" disabled={upload.isPending}>
                        {t('uploadImage')}
                        <input
                          hidden
                          type="file"
                          accept="image/png,image/jpeg"
                          onChange={(e) => {
                            const file = e.target.files?.[0];
                            if (!file) return;
                            upload.mutate(file, {
                              onSuccess: ({ imageUrl }) => {
                                setInvoice({ printImageUrl: imageUrl });
                                snackbar.success(t('imageUploaded'));
                              },
                              onError: (err) => snackbar.error(failureText(err, t('imageFailed'))),
                            });
                          }}
                        />
                      </Button>
                      {draft.invoice.printImageUrl ? (
                        <Button onClick={() => setInvoice({ printImageUrl: null })}>
                          {t('removeImage')}
                        </Button>
                      ) : null}
                    </Stack>
                    <TextField
                      label={t('template')}
                      helperText={t('templateHelp', {
                        placeholders: PLACEHOLDERS,
                        interpolation: { escapeValue: false },
                      })}
                      multiline
                      minRows={6}
                      value={draft.invoice.printTemplateString ?? query.data?.defaultTemplate ?? ''}
                      onChange={(e) => setInvoice({ printTemplateString: e.target.value })}
                      slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
                    />
                    <div>
                      <Button onClick={() => setInvoice({ printTemplateString: null })}>
                        {t('useDefaultTemplate')}
                      </Button>
                    </div>
                  </Stack>
                </CardContent>
              </Card>
            </Stack>
          ) : null}
        </QueryContent>
      )}
    </PrintingFrame>
  );
}
