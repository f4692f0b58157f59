import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The POS order screen's frame, online (OrderScreen) and offline (PosOfflineBillPage): the menu on the
 * left; on the right the bill's title, a scrolling body and a footer; dialogs after them.
 */
export function OrderLayout({
  menuPanel,
  title,
  children,
  footer,
  dialogs,
}: {
  menuPanel: ReactNode;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  dialogs?: ReactNode;
}) {
  return (
    <Box
      sx={{
        flexGrow: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 42%)',
        gap: 1.5,
        p: 1.5,
      }}
    >
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {menuPanel}
      </Paper>
      <Paper variant="outlined" sx={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ px: 1.5, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }} noWrap>
            {title}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1, minHeight: 0, overflow: 'auto', px: 1.5, py: 1 }}>{children}</Box>
        {footer}
      </Paper>
      {dialogs}
    </Box>
  );
}
