import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { STAFF_PAGE_SIZES, type Staff } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { useStaffT } from '../staff-texts';

export interface StaffTableProps {
  staff: readonly Staff[];
  total: number;
  page: number;
  pageSize: number;
  timezone: string;
  searching: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Name (to /staff/{id}), Staff Number, Email, Permissions, Phone, Updated; paged on the server. */
export function StaffTable(props: StaffTableProps) {
  const t = useStaffT();
  const { staff, selected } = props;
  const allChosen = staff.length > 0 && staff.every((s) => selected.has(s.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    props.onSelectedChange(next);
  };
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('staffTable')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={!allChosen && staff.some((s) => selected.has(s.id))}
                  onChange={() =>
                    props.onSelectedChange(allChosen ? new Set() : new Set(staff.map((s) => s.id)))
                  }
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colStaffNumber')}</TableCell>
              <TableCell>{t('colEmail')}</TableCell>
              <TableCell>{t('colPermissions')}</TableCell>
              <TableCell>{t('colPhone')}</TableCell>
              <TableCell>{t('colUpdated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {staff.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.searching ? t('noMatch') : t('noStaff')}
                </TableCell>
              </TableRow>
            ) : (
              staff.map((s) => {
                const name = `${s.firstName} ${s.lastName}`;
                return (
                  <TableRow key={s.id} selected={selected.has(s.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(s.id)}
                        onChange={() => toggle(s.id)}
                        slotProps={{ input: { 'aria-label': t('selectRow', { name }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/staff/${encodeURIComponent(s.id)}`}>
                        {name}
                      </Link>
                    </TableCell>
                    <TableCell>{s.staffNumber}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{s.email}</TableCell>
                    <TableCell>{s.permissions.map((p) => p.name).join(', ')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.phoneNumber}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(s.updatedAt, props.timezone)}
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
        rowsPerPageOptions={[...STAFF_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
