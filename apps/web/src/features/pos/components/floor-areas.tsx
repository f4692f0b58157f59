import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PosFloorResponse, PosTable } from '@rpos/domain';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { boxPlacement, FLOOR_PLAN_PATH, FloorCanvas } from '../../floor-plan';
import { usePosT } from '../pos-texts';

/**
 * The POS floor's plan: one tab per area (with how many of its tables are in use), the area's tables
 * drawn where the floor plan puts them. No tables at all: says so, with the editor's link for those
 * who may edit the plan.
 */
export function FloorAreas({
  floor,
  canEdit,
  renderTable,
}: {
  floor: PosFloorResponse;
  canEdit: boolean;
  renderTable: (table: PosTable) => ReactNode;
}) {
  const t = usePosT();
  const [chosen, setChosen] = useState<string | null>(null);
  const areas = floor.areas.filter((a) => floor.tables.some((x) => x.areaId === a.id));
  const area = areas.find((a) => a.id === chosen) ?? areas[0];
  if (!area)
    return (
      <Typography color="text.secondary">
        {t('noTables')}{' '}
        {canEdit ? (
          <Link component={RouterLink} to={FLOOR_PLAN_PATH}>
            {t('drawFloorPlan')}
          </Link>
        ) : null}
      </Typography>
    );
  const tables = floor.tables.filter((x) => x.areaId === area.id);
  return (
    <Box>
      <Tabs value={area.id} onChange={(_e, id: string) => setChosen(id)} variant="scrollable" sx={{ mb: 1 }}>
        {areas.map((a) => {
          const own = floor.tables.filter((x) => x.areaId === a.id);
          const busy = own.filter((x) => x.status !== 'free').length;
          return (
            <Tab key={a.id} value={a.id} label={t('areaTab', { name: a.name, busy, total: own.length })} />
          );
        })}
      </Tabs>
      <FloorCanvas label={t('areaPlan', { name: area.name })} minWidth={960}>
        {tables.map((table) => (
          <Box key={table.tableNumber} sx={{ ...boxPlacement(table), p: '3px' }}>
            {renderTable(table)}
          </Box>
        ))}
      </FloorCanvas>
      {canEdit ? (
        <Link
          component={RouterLink}
          to={FLOOR_PLAN_PATH}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('drawFloorPlan')}
        </Link>
      ) : null}
    </Box>
  );
}
