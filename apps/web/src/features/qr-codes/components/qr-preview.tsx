import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { QR_ERROR_CORRECTION } from '@rpos/domain';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A small on-screen picture of a code (the download is the full template). */
export function QrPreview({ url, label, size = 120 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(url, { width: size, errorCorrectionLevel: QR_ERROR_CORRECTION, margin: 2 })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url, size]);
  return src ? (
    <Box component="img" src={src} alt={label} width={size} height={size} sx={{ display: 'block' }} />
  ) : (
    <Skeleton variant="rectangular" width={size} height={size} />
  );
}
