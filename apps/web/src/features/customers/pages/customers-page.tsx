import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { DEFAULT_CUSTOMER_PAGE_SIZE } from '@rpos/domain';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useCustomers, useDownloadCustomersCsv } from '../api/customers-api';
import { CustomersTable } from '../components/customers-table';
import { useCustomersT } from '../customers-texts';

/** /customers (back-office.md §2.9): the restaurant's customers, paged, and all of them as customers.csv. */
export function CustomersPage() {
  const t = useCustomersT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_CUSTOMER_PAGE_SIZE);
  const list = useCustomers(page, pageSize);
  const download = useDownloadCustomersCsv();

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: (count) =>
        count > 0 ? snackbar.success(t('downloaded')) : snackbar.error(t('nothingToDownload')),
      onError: () => snackbar.error(t('downloadFailed')),
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={onDownload}
            disabled={download.isPending || !list.data || list.data.total === 0}
          >
            {t('downloadCsv')}
          </Button>
        }
      />
      {download.isPending ? <LinearProgress aria-label={t('downloading')} sx={{ mb: 1 }} /> : null}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <Box sx={{ position: 'relative' }}>
          {list.isFetching ? (
            <LinearProgress
              aria-label={t('refreshing')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          ) : null}
          <CustomersTable
            customers={list.data.customers}
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            timezone={timezone}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </Box>
      )}
    </>
  );
}
