import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePrintingT } from '../printing-texts';

export interface EditableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** The printers' and zones' table: a row per item with Edit and Delete, or the empty text. */
export function EditableTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowName,
  empty,
  onEdit,
  onDelete,
}: {
  label: string;
  rows: readonly T[];
  columns: EditableColumn<T>[];
  rowKey: (row: T) => string;
  /** The name the row's Edit and Delete buttons are labelled with. */
  rowName: (row: T) => string;
  empty: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const t = usePrintingT();
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
            <TableCell align="right">{t('colActions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.header}>{c.cell(row)}</TableCell>
              ))}
              <TableCell align="right">
                <IconButton aria-label={t('edit', { name: rowName(row) })} onClick={() => onEdit(row)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t('remove', { name: rowName(row) })}
                  color="error"
                  onClick={() => onDelete(row)}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
