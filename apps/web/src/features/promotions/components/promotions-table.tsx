import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import {
  type BackOfficePromotion,
  PROMOTION_FORM_PATHS,
  PROMOTION_PAGE_SIZE,
  type PromotionType,
} from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { type PromotionsKey, usePromotionsT } from '../promotions-texts';

export const PROMOTION_TYPE_LABELS: Record<PromotionType, PromotionsKey> = {
  buyNFree: 'typeBuyNFree',
  newMember: 'typeNewMember',
  birthday: 'typeBirthday',
};

export interface PromotionsTableProps {
  promotions: readonly BackOfficePromotion[];
  timezone: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * Status, Type, Name, Updated (back-office.md §2.13); the name opens the type's form. 50 a page
 * (§9), paged here: a restaurant keeps a handful of promotions (decision 0254).
 */
export function PromotionsTable({ promotions, timezone, selectedId, onSelect }: PromotionsTableProps) {
  const t = usePromotionsT();
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(promotions.length / PROMOTION_PAGE_SIZE) - 1);
  const shown = Math.min(page, lastPage);
  const rows = promotions.slice(shown * PROMOTION_PAGE_SIZE, (shown + 1) * PROMOTION_PAGE_SIZE);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('colStatus')}</TableCell>
              <TableCell>{t('colType')}</TableCell>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colUpdated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((p) => (
                <TableRow key={p.id} selected={p.id === selectedId} hover>
                  <TableCell padding="checkbox">
                    <Radio
                      checked={p.id === selectedId}
                      onChange={() => onSelect(p.id)}
                      slotProps={{ input: { 'aria-label': t('select', { name: p.name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={p.isEnabled ? 'success' : 'default'}
                      label={p.isEnabled ? t('enabled') : t('disabled')}
                    />
                  </TableCell>
                  <TableCell>{t(PROMOTION_TYPE_LABELS[p.type])}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={`${PROMOTION_FORM_PATHS[p.type]}/${p.id}`}>
                      {p.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(p.updatedAt, timezone)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={promotions.length}
        page={shown}
        rowsPerPage={PROMOTION_PAGE_SIZE}
        rowsPerPageOptions={[PROMOTION_PAGE_SIZE]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => setPage(p)}
      />
    </Paper>
  );
}
