import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deviceTypeLabel } from '@rpos/domain';
import { Fragment, useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useMerchantPrinters } from '../api/printing-api';
import { printerSummary, searchPrinters } from '../merchant-printers';
import { usePrintingT } from '../printing-texts';

function CountTable({
  title,
  rows,
  label,
}: {
  title: string;
  rows: { name: string; count: number }[];
  label: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ flex: 1 }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right">{label}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.name}>
              <TableCell>{r.name}</TableCell>
              <TableCell align="right">{r.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /merchants/printers (admin): Summary and Details tabs of every merchant's printers (back-office.md §2.11). */
export function MerchantPrintersPage() {
  const t = usePrintingT();
  const query = useMerchantPrinters();
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState('');
  const groups = query.data ?? [];
  const summary = printerSummary(groups, t('unknownBrand'));
  const found = searchPrinters(groups, search);
  const empty = groups.length === 0;

  return (
    <>
      <PageHeader title={t('merchantTitle')} subtitle={t('merchantSubtitle')} />
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label={t('tabSummary')} />
        <Tab label={t('tabDetails')} />
      </Tabs>
      <QueryContent
        query={query}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {tab === 0 ? (
          empty ? (
            <Typography color="text.secondary">{t('noPrintersFound')}</Typography>
          ) : (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <CountTable title={t('byDeviceType')} rows={summary.byDeviceType} label={t('count')} />
              <CountTable title={t('byBrand')} rows={summary.byBrand} label={t('count')} />
            </Stack>
          )
        ) : (
          <Box>
            <TextField
              label={t('search')}
              helperText={t('searchHelp')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              size="small"
              sx={{ mb: 2, minWidth: 320 }}
            />
            {found.length === 0 ? (
              <Typography color="text.secondary">{empty ? t('noPrintersFound') : t('noMatch')}</Typography>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('tabDetails')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('colPrinterName')}</TableCell>
                      <TableCell>{t('colDeviceName')}</TableCell>
                      <TableCell>{t('colIpAddress')}</TableCell>
                      <TableCell>{t('colBrand')}</TableCell>
                      <TableCell>{t('colStatus')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {found.map((g) => (
                      <Fragment key={g.restaurantId}>
                        <TableRow>
                          <TableCell colSpan={5} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                            {`${g.restaurantName} (${g.restaurantId})`}
                          </TableCell>
                        </TableRow>
                        {g.printers.map((p) => (
                          <TableRow key={p.id}>
                            <TableCell>{p.printerName}</TableCell>
                            <TableCell>
                              {p.deviceName} <Chip size="small" label={deviceTypeLabel(p.deviceType)} />
                            </TableCell>
                            <TableCell>{p.ipAddress}</TableCell>
                            <TableCell>
                              <Chip size="small" variant="outlined" label={p.brand || t('unknownBrand')} />
                            </TableCell>
                            <TableCell>{p.isPrimary ? t('primary') : t('secondary')}</TableCell>
                          </TableRow>
                        ))}
                      </Fragment>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Box>
        )}
      </QueryContent>
    </>
  );
}
