import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import StoreIcon from '@mui/icons-material/Store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_USER_PAGE_SIZE, groupAssignmentError, userSearchText } from '@rpos/domain';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useDeleteUsers, useUsers } from '../api/users-api';
import { AddRestaurantsDialog } from '../components/add-restaurants-dialog';
import { UsersTable } from '../components/users-table';
import { USERS_PATH, userAddPath } from '../user-paths';
import { useUsersT } from '../users-texts';

/**
 * /users (back-office.md §2.10): accounts paged on the server, search from 4 characters, checkbox
 * selection (of the page shown), delete, "Add Restaurants" (admin) and "Add user". A restaurantAdmin
 * sees its restaurant's accounts.
 */
export function UsersPage() {
  const t = useUsersT();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const me = useUser().data;
  const timezone = useRestaurantTimezone();
  const [searchInput, setSearchInput] = useState('');
  const search = userSearchText(useDeferredValue(searchInput));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_USER_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [groupDialog, setGroupDialog] = useState(false);
  const list = useUsers(page, pageSize, search);
  const remove = useDeleteUsers();
  const isAdmin = me?.role === 'admin';

  const selectedAccounts = (list.data?.users ?? []).filter((u) => selected.includes(u.username));
  const addUserPath = isAdmin ? '/user' : userAddPath(me?.restaurantId ?? '');

  const onAddRestaurants = () => {
    const refusal = groupAssignmentError(selectedAccounts, null);
    if (refusal) snackbar.error(refusal);
    else setGroupDialog(true);
  };
  const onDelete = () =>
    remove.mutate(selected, {
      onSuccess: () => {
        snackbar.success(t('deleted'));
        setSelected([]);
        setPage(0);
        navigate(USERS_PATH, { replace: true });
      },
      onError: () => snackbar.error(t('deleteFailed')),
      onSettled: () => setConfirmDelete(false),
    });

  return (
    <>
      <PageHeader
        title={t('listTitle')}
        subtitle={isAdmin ? t('listSubtitle') : t('myListSubtitle')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={selected.length === 0}
              onClick={() => setConfirmDelete(true)}
            >
              {t('delete')}
            </Button>
            {isAdmin ? (
              <Button variant="outlined" startIcon={<StoreIcon />} onClick={onAddRestaurants}>
                {t('addRestaurants')}
              </Button>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={addUserPath}>
              {t('addUser')}
            </Button>
          </Stack>
        }
      />
      <TextField
        type="search"
        label={t('search')}
        helperText={t('searchHint')}
        value={searchInput}
        onChange={(e) => {
          setSearchInput(e.target.value);
          setPage(0);
          setSelected([]);
        }}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
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
          <UsersTable
            users={list.data.users}
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            timezone={timezone}
            searching={search !== null}
            selected={selected}
            onSelectedChange={setSelected}
            onPageChange={(p) => {
              setPage(p);
              setSelected([]);
            }}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
              setSelected([]);
            }}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteTitle')}
        text={t('deleteText', { count: selected.length })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirmDelete(false)}
      />
      {groupDialog && selectedAccounts[0] ? (
        <AddRestaurantsDialog
          account={selectedAccounts[0]}
          onClose={() => {
            setGroupDialog(false);
            setSelected([]);
          }}
        />
      ) : null}
    </>
  );
}
