import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { StaffCookingCategory } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useCookingCategories } from '../api/cooking-categories';
import { useDeleteCookingCategory } from '../api/cooking-delete';
import { useMyMenus } from '../api/menu-admin-list';
import { CookingCategoryDialog } from '../components/admin/cooking-category-dialog';
import { failureMessage, useMenusAdminT } from '../components/admin/use-menus-admin-t';

/**
 * /menuCookingCategoryList[?menuId=]: a menu's print/cooking categories (Name, Items, Printer, KDS,
 * Label Print, Print Copies, delete) and 'New Print/Cooking Category'. The menu is chosen at the top.
 */
export function CookingCategoriesPage() {
  const t = useMenusAdminT();
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const menuId = params.get('menuId');
  const menus = useMyMenus({ page: 1, pageSize: 25 });
  const categories = useCookingCategories(menuId);
  const remove = useDeleteCookingCategory();
  const [editing, setEditing] = useState<StaffCookingCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCookingCategory | null>(null);

  // Without a menu in the address, take the main menu (or the newest).
  const firstMenu = menus.data?.menus.find((m) => m.isMainMenu) ?? menus.data?.menus[0];
  useEffect(() => {
    if (!menuId && firstMenu) setParams({ menuId: firstMenu.id }, { replace: true });
  }, [menuId, firstMenu, setParams]);

  const menuOptions = menus.data?.menus ?? [];
  const list = categories.data ?? [];

  return (
    <>
      <PageHeader
        title={t('cookingTitle')}
        subtitle={t('cookingSubtitle')}
        actions={
          <Button
            variant="contained"
            disabled={!menuId || categories.isPending}
            onClick={() => setEditing('new')}
          >
            {t('newCooking')}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('cookingMenu')}
          value={menuOptions.some((m) => m.id === menuId) ? menuId : ''}
          onChange={(e) => setParams({ menuId: e.target.value })}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
          disabled={menus.isPending}
        >
          {menuOptions.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.menuName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {menus.isPending || (menuId && categories.isPending) ? (
        <PageLoader />
      ) : menus.isError || categories.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void (menus.isError ? menus.refetch() : categories.refetch())}
            >
              {t('retry')}
            </Button>
          }
        >
          {failureMessage(menus.error ?? categories.error, t('loadFailed'))}
        </Alert>
      ) : !menuId ? (
        <Alert severity="info">{menuOptions.length === 0 ? t('noMenus') : t('cookingChooseMenu')}</Alert>
      ) : (
        <Paper sx={{ position: 'relative' }}>
          {categories.isFetching ? (
            <LinearProgress
              aria-label={t('working')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            />
          ) : null}
          <TableContainer>
            <Table size="small" aria-label={t('cookingTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('cookingName')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('cookingItems')}
                  </TableCell>
                  <TableCell>{t('printer')}</TableCell>
                  <TableCell align="center">{t('kds')}</TableCell>
                  <TableCell align="center" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('labelPrint')}
                  </TableCell>
                  <TableCell align="center" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('printCopies')}
                  </TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                      {t('noCooking')}
                    </TableCell>
                  </TableRow>
                ) : (
                  list.map((c) => (
                    <TableRow key={c.id} hover onClick={() => setEditing(c)} sx={{ cursor: 'pointer' }}>
                      <TableCell sx={{ fontWeight: 500 }}>{c.name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {c.items.map((name) => (
                            <Chip key={name} size="small" label={name} />
                          ))}
                        </Box>
                      </TableCell>
                      <TableCell>{c.printer || '—'}</TableCell>
                      <TableCell align="center">{c.isForKDS ? t('yes') : t('no')}</TableCell>
                      <TableCell align="center" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {c.isForLabelPrint ? t('yes') : t('no')}
                      </TableCell>
                      <TableCell align="center" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {c.printCopies}
                      </TableCell>
                      <TableCell align="right">
                        <IconButton
                          aria-label={t('deleteCooking', { name: c.name })}
                          color="error"
                          onClick={(e) => {
                            e.stopPropagation();
                            setDeleting(c);
                          }}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      {editing && menuId ? (
        <CookingCategoryDialog
          menuId={menuId}
          editing={editing}
          others={list}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={t('deleteCookingTitle')}
        text={t('deleteCookingText', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          menuId &&
          remove.mutate(
            { menuId, id: deleting.id },
            {
              onSuccess: () => {
                snackbar.success(t('deleted'));
                setDeleting(null);
              },
              onError: (e) => snackbar.error(failureMessage(e, t('deletingFailed'))),
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
