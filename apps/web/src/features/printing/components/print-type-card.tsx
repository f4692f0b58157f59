import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  NAME_DISPLAY_MODES,
  type NameDisplayMode,
  type OrderTypeSetting,
  type Printer,
  type PrinterZone,
  type PrintTypeSetting,
} from '@rpos/domain';
import { usePrintingT } from '../printing-texts';

const copiesOf = (value: string) => Math.max(1, Math.min(20, Number(value.replace(/\D/g, '')) || 1));

/** One print type's settings: default printer, name display, copies, and its order types (§3). */
export function PrintTypeCard({
  setting,
  printers,
  zones,
  onChange,
}: {
  setting: PrintTypeSetting;
  printers: readonly Printer[];
  zones: readonly PrinterZone[];
  onChange: (next: PrintTypeSetting) => void;
}) {
  const t = usePrintingT();
  const category = setting.printType === 'DishCategory';
  const zoned = setting.printType === 'OrderList' || setting.printType === 'KitchenDocket';
  const setOrderType = (name: OrderTypeSetting['name'], patch: Partial<OrderTypeSetting>) =>
    onChange({
      ...setting,
      orderTypes: setting.orderTypes.map((o) => (o.name === name ? { ...o, ...patch } : o)),
    });
  const printerOptions = [
    <MenuItem key="" value="">
      {t('noPrinter')}
    </MenuItem>,
    ...printers.map((p) => (
      <MenuItem key={p.id} value={p.printerName}>
        {p.printerName}
      </MenuItem>
    )),
  ];

  return (
    <Card variant="outlined" component="section" aria-label={t(`printType_${setting.printType}`)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(`printType_${setting.printType}`)}
        </Typography>
        {category ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('dishCategoryNote')}
          </Typography>
        ) : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {!category ? (
            <TextField
              select
              size="small"
              label={t('defaultPrinter')}
              value={setting.printer ?? ''}
              onChange={(e) => onChange({ ...setting, printer: e.target.value || null })}
              sx={{ minWidth: 200 }}
            >
              {printerOptions}
            </TextField>
          ) : null}
          <TextField
            select
            size="small"
            label={t('nameDisplayMode')}
            value={setting.nameDisplayMode ?? 'both'}
            onChange={(e) => onChange({ ...setting, nameDisplayMode: e.target.value as NameDisplayMode })}
            sx={{ minWidth: 200 }}
          >
            {NAME_DISPLAY_MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`nameMode_${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('printCopies')}
            value={setting.printCopies}
            onChange={(e) => onChange({ ...setting, printCopies: copiesOf(e.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 120 }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={setting.disablePicturePrint}
                onChange={(e) => onChange({ ...setting, disablePicturePrint: e.target.checked })}
              />
            }
            label={t('disablePicturePrint')}
          />
        </Stack>
        <Table size="small" aria-label={t(`printType_${setting.printType}`)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderType')}</TableCell>
              <TableCell>{t('enabled')}</TableCell>
              {!category ? <TableCell>{t('printer')}</TableCell> : null}
              {zoned ? <TableCell>{t('zones')}</TableCell> : null}
              <TableCell>{t('copies')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {setting.orderTypes.map((o) => (
              <TableRow key={o.name}>
                <TableCell>{o.name}</TableCell>
                <TableCell>
                  <Switch
                    checked={o.enabled}
                    onChange={(e) => setOrderType(o.name, { enabled: e.target.checked })}
                    slotProps={{
                      input: { 'aria-label': `${t(`printType_${setting.printType}`)} ${o.name}` },
                    }}
                  />
                </TableCell>
                {!category ? (
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={o.printer ?? ''}
                      onChange={(e) => setOrderType(o.name, { printer: e.target.value || null })}
                      slotProps={{ htmlInput: { 'aria-label': `${t('printer')} ${o.name}` } }}
                      sx={{ minWidth: 160 }}
                    >
                      {printerOptions}
                    </TextField>
                  </TableCell>
                ) : null}
                {zoned ? (
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={o.printerZones}
                      onChange={(e) =>
                        setOrderType(o.name, { printerZones: e.target.value as unknown as string[] })
                      }
                      slotProps={{
                        select: { multiple: true },
                        htmlInput: { 'aria-label': `${t('zones')} ${o.name}` },
                      }}
                      sx={{ minWidth: 160 }}
                    >
                      {zones.map((z) => (
                        <MenuItem key={z.id} value={z.id}>
                          {z.zoneName}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                ) : null}
                <TableCell>
                  <TextField
                    size="small"
                    value={o.printCopies}
                    onChange={(e) => setOrderType(o.name, { printCopies: copiesOf(e.target.value) })}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', 'aria-label': `${t('copies')} ${o.name}` },
                    }}
                    sx={{ width: 80 }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
