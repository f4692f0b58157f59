import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A visible wait: a spinner and what is happening, announced politely. */
export function PaymentProgress({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 6,
        textAlign: 'center',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography variant="body1">{label}</Typography>
      {children}
    </Box>
  );
}
