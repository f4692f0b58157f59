import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MERCHANT_PAGE_SIZE } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useUser } from '../../auth/api/use-user';
import { useMerchants } from '../api/merchants-api';
import { MerchantsTable } from '../components/merchants-table';
import { useRestaurantsT } from '../restaurant-texts';

/** /restaurants (back-office.md §2.11): search, server pages of 25, admin-only add buttons. */
export function RestaurantsPage() {
  const t = useRestaurantsT();
  const isAdmin = useUser().data?.role === 'admin';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(MERCHANT_PAGE_SIZE);
  const list = useMerchants(search, page, pageSize);

  // The server searches: wait until typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [typed]);

  return (
    <>
      <PageHeader
        title={t('restaurantsTitle')}
        subtitle={t('restaurantsSubtitle')}
        actions={
          isAdmin ? (
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/restaurant" variant="contained" startIcon={<AddIcon />}>
                {t('addRestaurant')}
              </Button>
              <Button component={RouterLink} to="/restaurantGroup" variant="outlined" startIcon={<AddIcon />}>
                {t('addRestaurantGroup')}
              </Button>
            </Stack>
          ) : null
        }
      />
      <TextField
        label={t('search')}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        size="small"
        sx={{ mb: 2, minWidth: 280 }}
      />
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {list.data && (
          <MerchantsTable
            rows={list.data.restaurants}
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        )}
      </QueryContent>
    </>
  );
}
