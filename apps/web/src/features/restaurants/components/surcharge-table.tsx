import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SurchargeSetting } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { surchargeValueText } from '../surcharge-form-values';
import { useSurchargeT } from '../surcharge-texts';

export interface SurchargeTableProps {
  surcharges: readonly SurchargeSetting[];
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
}

/** The /surchargeSettings list: Name (link), Enabled, Value and weekday chips (restaurant-config.md §2.1). */
export function SurchargeTable({ surcharges, selected, onSelect }: SurchargeTableProps) {
  const t = useSurchargeT();
  const toggle = (id: string, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <TableContainer>
      <Table aria-label={t('table')} size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('colName')}</TableCell>
            <TableCell>{t('colEnabled')}</TableCell>
            <TableCell>{t('colValue')}</TableCell>
            <TableCell>{t('colDays')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {surcharges.map((s) => (
            <TableRow key={s.id} hover selected={selected.includes(s.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.includes(s.id)}
                  onChange={(e) => toggle(s.id, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('select', { name: s.name }) } }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/surcharge/${encodeURIComponent(s.id)}`}>
                  {s.name}
                </Link>
              </TableCell>
              <TableCell>{s.isEnabled ? t('yes') : t('no')}</TableCell>
              <TableCell>{surchargeValueText(s)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {s.weekdays.map((d) => (
                    <Chip key={d} size="small" label={t(d)} title={d} />
                  ))}
                  {s.publicHolidayDays.length > 0 ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('holidayCount', { count: s.publicHolidayDays.length })}
                      title={s.publicHolidayDays.join(', ')}
                    />
                  ) : null}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
