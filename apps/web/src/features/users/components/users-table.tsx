import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { ROLE_LABELS, USER_PAGE_SIZES, type UserAccount } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { userPath } from '../user-paths';
import { useUsersT } from '../users-texts';

export interface UsersTableProps {
  users: readonly UserAccount[];
  total: number;
  /** From 0. */
  page: number;
  pageSize: number;
  timezone: string;
  searching: boolean;
  /** Usernames checked. */
  selected: readonly string[];
  onSelectedChange: (usernames: string[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Username (link to /user/{username}), Name, Email, Role, Restaurant, Phone, Created At; checkboxes; paged on the server. */
export function UsersTable(props: UsersTableProps) {
  const t = useUsersT();
  const { users, total, page, pageSize, timezone, selected } = props;
  const onPage = users.map((u) => u.username);
  const checkedOnPage = onPage.filter((u) => selected.includes(u));
  const toggle = (username: string) =>
    props.onSelectedChange(
      selected.includes(username) ? selected.filter((u) => u !== username) : [...selected, username],
    );
  const toggleAll = () =>
    props.onSelectedChange(
      checkedOnPage.length === onPage.length
        ? selected.filter((u) => !onPage.includes(u))
        : [...new Set([...selected, ...onPage])],
    );

  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={onPage.length > 0 && checkedOnPage.length === onPage.length}
                  indeterminate={checkedOnPage.length > 0 && checkedOnPage.length < onPage.length}
                  disabled={onPage.length === 0}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('colUsername')}</TableCell>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colEmail')}</TableCell>
              <TableCell>{t('colRole')}</TableCell>
              <TableCell>{t('colRestaurant')}</TableCell>
              <TableCell>{t('colPhone')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('colCreatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.searching ? t('noMatch') : t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              users.map((u) => (
                <TableRow key={u.username} hover selected={selected.includes(u.username)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(u.username)}
                      onChange={() => toggle(u.username)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { username: u.username }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={userPath(u.username)}>
                      {u.username}
                    </Link>
                    {u.mustChangePassword ? (
                      <Chip label={t('pendingPassword')} size="small" variant="outlined" sx={{ ml: 1 }} />
                    ) : null}
                  </TableCell>
                  <TableCell>{u.name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{u.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[u.role]}</TableCell>
                  <TableCell>
                    {[u.restaurantName, ...u.restaurants.map((r) => r.name)]
                      .filter((name, i, all) => name && all.indexOf(name) === i)
                      .join(', ')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.phone}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(u.createdAt, timezone)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...USER_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
