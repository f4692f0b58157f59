import { useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useQrCodesT } from '../qr-codes-texts';
import { type QrTemplateInput, renderQrTemplatePng, saveBlob } from '../qr-template-canvas';

/** Draws a template and saves it as a PNG; busy while drawing, a toast when it fails. */
export function usePngDownload() {
  const t = useQrCodesT();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async (input: QrTemplateInput, fileName: string) => {
    setBusy(true);
    try {
      saveBlob(await renderQrTemplatePng(input), fileName);
    } catch {
      snackbar.error(t('drawFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
