import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DEFAULT_STAFF_PAGE_SIZE } from '@rpos/domain';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useDeleteStaff, useStaffList } from '../api/staff-api';
import { StaffTable } from '../components/staff-table';
import { useStaffT } from '../staff-texts';

/** /staffList (back-office.md §2.12): the restaurant's staff, searched and paged on the server. */
export function StaffListPage() {
  const t = useStaffT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_STAFF_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const list = useStaffList(query, page, pageSize);
  const remove = useDeleteStaff();

  const onDelete = () =>
    remove.mutate([...selected], {
      onSuccess: () => {
        setConfirming(false);
        setSelected(new Set());
        snackbar.success(t('deleted'));
      },
      onError: () => {
        setConfirming(false);
        snackbar.error(t('deleteFailed'));
      },
    });

  return (
    <>
      <PageHeader
        title={t('listTitle')}
        subtitle={t('listSubtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <TextField
              type="search"
              size="small"
              label={t('search')}
              placeholder={t('searchHint')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
                setSelected(new Set());
              }}
            />
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => (selected.size > 0 ? setConfirming(true) : snackbar.error(t('selectToDelete')))}
            >
              {t('delete')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/staff">
              {t('addStaff')}
            </Button>
          </Box>
        }
      />
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {list.data ? (
          <StaffTable
            staff={list.data.staffList}
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            timezone={timezone}
            searching={query !== ''}
            selected={selected}
            onSelectedChange={setSelected}
            onPageChange={(p) => {
              setPage(p);
              setSelected(new Set());
            }}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
              setSelected(new Set());
            }}
          />
        ) : null}
      </QueryContent>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        text={t('deleteText', { count: selected.size })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
