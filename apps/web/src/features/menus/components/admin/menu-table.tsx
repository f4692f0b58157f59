import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MENU_PAGE_SIZES, type StaffMenu } from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../../shared/format/date-time';
import { useRestaurantTimezone } from '../../../restaurants/api/use-restaurant-timezone';
import { menuKindLabel, qrTypeLabel } from './menu-labels';
import { useMenusAdminT } from './use-menus-admin-t';

export interface MenuTableProps {
  menus: StaffMenu[];
  total: number;
  page: number;
  pageSize: number;
  selected: ReadonlySet<string>;
  searching: boolean;
  onToggle: (menu: StaffMenu) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (menu: StaffMenu) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** The menu list: a checkbox per row, name, kind, QR type, published state and version, created. */
export function MenuTable(props: MenuTableProps) {
  const t = useMenusAdminT();
  const { menus, selected } = props;
  // Created and published times show on the restaurant's clock.
  const timezone = useRestaurantTimezone();
  const zone = timezoneLabel(timezone);
  const allOnPage = menus.length > 0 && menus.every((m) => selected.has(m.id));
  const someOnPage = menus.some((m) => selected.has(m.id));
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={(e) => props.onToggleAll(e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('kind')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('qrType')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {t('createdIn', { zone })}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {menus.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.searching ? t('noMatches') : t('noMenus')}
                </TableCell>
              </TableRow>
            ) : (
              menus.map((m) => {
                const isSelected = selected.has(m.id);
                return (
                  <TableRow
                    key={m.id}
                    hover
                    selected={isSelected}
                    onClick={() => props.onToggle(m)}
                    onDoubleClick={() => props.onOpen(m)}
                    sx={{ cursor: 'pointer' }}
                    data-menu-id={m.id}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={isSelected}
                        onClick={(e) => e.stopPropagation()}
                        onChange={() => props.onToggle(m)}
                        slotProps={{ input: { 'aria-label': t('selectMenuRow', { name: m.menuName }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {m.menuName}
                      </Typography>
                      {m.menuDescription ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: { xs: 'none', sm: 'block' } }}
                        >
                          {m.menuDescription}
                        </Typography>
                      ) : null}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xs: 'block', md: 'none' } }}
                      >
                        {[menuKindLabel(m, t), m.qrCodeType !== 'none' ? qrTypeLabel(m.qrCodeType, t) : '']
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {menuKindLabel(m, t) || '—'}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {qrTypeLabel(m.qrCodeType, t)}
                    </TableCell>
                    <TableCell data-testid="menu-status">
                      <Box
                        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}
                      >
                        <Chip
                          size="small"
                          color={m.status === 'published' ? 'success' : 'default'}
                          variant={m.status === 'published' ? 'filled' : 'outlined'}
                          label={
                            m.status === 'published'
                              ? t('published', { version: m.version })
                              : t('unpublished')
                          }
                        />
                        {m.publishTime ? (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            title={t('publishedAtIn', {
                              time: formatRestaurantDateTime(m.publishTime, timezone),
                              zone,
                            })}
                          >
                            {t('publishedAt', { time: formatRestaurantDateTime(m.publishTime, timezone) })}
                          </Typography>
                        ) : m.status !== 'published' && m.version === 0 ? (
                          <Typography variant="caption" color="text.secondary">
                            {t('notPublishedYet')}
                          </Typography>
                        ) : null}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(m.createdAt, timezone)}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={Math.min(props.page, Math.max(0, Math.ceil(props.total / props.pageSize) - 1))}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...MENU_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
