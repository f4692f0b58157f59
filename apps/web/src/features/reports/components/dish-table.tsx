import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DishRow, DishSort, DishSortKey } from '../dish-rows';
import { nextSort } from '../dish-rows';
import { useReportsT } from '../reports-texts';

export interface DishTableProps {
  /** Already sorted by `sort`. */
  rows: readonly DishRow[];
  sort: DishSort;
  onSort: (sort: DishSort) => void;
  money: (cents: number) => string;
  label: string;
}

/** The dishes of a dish report with sortable columns (back-office.md §2.5); No is the row's place. */
export function DishTable({ rows, sort, onSort, money, label }: DishTableProps) {
  const t = useReportsT();
  const header = (key: DishSortKey, text: string, numeric = false) => (
    <TableCell align={numeric ? 'right' : 'left'} sortDirection={sort.key === key ? sort.direction : false}>
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.direction : numeric ? 'desc' : 'asc'}
        onClick={() => onSort(nextSort(sort, key))}
      >
        {text}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer sx={{ maxHeight: 640 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('colNo')}</TableCell>
            {header('category', t('colCategory'))}
            {header('name', t('colName'))}
            {header('count', t('colQuantity'), true)}
            {header('total', t('colTotal'), true)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.category}|${r.productId}|${r.isOption}`}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{r.category}</TableCell>
              <TableCell>
                {r.name}
                {r.altName ? ` (${r.altName})` : ''}
                {r.isOption ? ` · ${t('option')}` : ''}
              </TableCell>
              <TableCell align="right">{r.count}</TableCell>
              <TableCell align="right">{money(r.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
