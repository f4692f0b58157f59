import Box from '@mui/material/Box';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of a text (the sandbox wallet page's own URL, scanned by a phone's wallet app). */
export function WalletQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { margin: 1, width: 220 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 2, minHeight: 220 }}>
      {src && <img src={src} alt={label} width={220} height={220} />}
    </Box>
  );
}
