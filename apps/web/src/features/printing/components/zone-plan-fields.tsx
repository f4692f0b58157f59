import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { tableNumberKey } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { FLOOR_PLAN_PATH, useFloorPlan } from '../../floor-plan';
import { usePrintingT } from '../printing-texts';

/**
 * A floor-table zone's floor and tables, chosen from the restaurant's floor plan (decision 0481): the
 * floor is one of the plan's areas, the tables are that area's tables. A floor or table the plan no
 * longer has (a zone made before the plan) stays shown so it can be removed.
 */
export function ZonePlanFields({
  open,
  floor,
  tables,
  floorFixed,
  onFloor,
  onTables,
}: {
  open: boolean;
  floor: string;
  tables: readonly string[];
  floorFixed: boolean;
  onFloor: (floor: string) => void;
  onTables: (tables: string[]) => void;
}) {
  const t = usePrintingT();
  const plan = useFloorPlan(open);
  if (plan.isPending) return <LinearProgress aria-label={t('planLoading')} />;
  if (plan.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void plan.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('planFailed')}
      </Alert>
    );
  const areas = plan.data;
  const area = areas.find((a) => a.name.toLowerCase() === floor.trim().toLowerCase());
  const areaNames = areas.map((a) => a.name);
  const floorOptions = floor && !area ? [floor, ...areaNames] : areaNames;
  const options = (area?.tables ?? []).map((x) => x.tableNumber);
  const known = new Set(options.map(tableNumberKey));
  const missing = tables.filter((n) => !known.has(tableNumberKey(n)));
  return (
    <>
      <TextField
        select
        label={t('zoneFloor')}
        value={area?.name ?? floor}
        disabled={floorFixed}
        onChange={(e) => {
          onFloor(e.target.value);
          onTables([]);
        }}
        required
      >
        {floorOptions.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {area && options.length === 0 ? (
        <Alert severity="info">
          {t('noTablesOnFloor', { floor: area.name })}{' '}
          <Link component={RouterLink} to={FLOOR_PLAN_PATH}>
            {t('openFloorPlan')}
          </Link>
        </Alert>
      ) : null}
      <Autocomplete
        multiple
        disabled={!area}
        options={options}
        value={[...tables]}
        onChange={(_e, v) => onTables(v)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('zoneTables')}
            helperText={
              missing.length > 0
                ? t('zoneTablesMissing', { tables: missing.join(', ') })
                : t('zoneTablesHelp')
            }
            error={missing.length > 0}
          />
        )}
      />
    </>
  );
}
