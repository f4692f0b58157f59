import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';
import { useDevicesT } from '../devices-texts';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
}

/**
 * A restaurant's short list (kiosks, clients, devices, terminals), paged in the browser with the §9
 * page sizes (decision 0311): the server answers the whole list of one restaurant.
 */
export function PagedTable<T>({
  label,
  rows,
  columns,
  rowKey,
  empty,
  pageSizes,
  selectedKey,
}: {
  label: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
  pageSizes: readonly number[];
  selectedKey?: string | null;
}) {
  const t = useDevicesT();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSizes[0]!);
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(page, last);
  const shown = rows.slice(p * size, p * size + size);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <TableCell key={i}>{c.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((row) => (
                <TableRow key={rowKey(row)} hover selected={selectedKey === rowKey(row)}>
                  {columns.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                    <TableCell key={i}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...pageSizes]}
        labelRowsPerPage={t('rowsPerPage')}
        count={rows.length}
        page={p}
        rowsPerPage={size}
        onPageChange={(_e, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
