import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuItem, PublishedMenu } from '@rpos/domain';
import { useMemo, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { matchesSearch, posCategories } from '../model/pos-menu';
import { usePosT } from '../pos-texts';

const ALL = '__all__';

/** The price a dish button shows: its own, or its default (else first) size's. */
function shownPrice(item: MenuItem): number {
  if (item.sizes.length === 0) return item.price;
  const size = item.sizes.find((s) => s.default) ?? [...item.sizes].sort((a, b) => a.sort - b.sort)[0];
  return size?.price ?? item.price;
}

/**
 * The menu side of the order screen: search, the categories as tabs and the dishes as large buttons
 * with their price. A tap hands the dish to the screen (which adds it, or opens its options).
 */
export function MenuPanel({
  menu,
  timezone,
  currencySymbol,
  now,
  onPick,
}: {
  menu: PublishedMenu | null;
  timezone: string;
  currencySymbol: string;
  now: Date;
  onPick: (item: MenuItem) => void;
}) {
  const t = usePosT();
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const categories = useMemo(() => posCategories(menu, now, timezone), [menu, now, timezone]);
  if (!menu || categories.length === 0) return <Alert severity="info">{t('noMenu')}</Alert>;

  const current = categories.some((c) => c.id === category) ? category : ALL;
  const items = categories
    .filter((c) => current === ALL || c.id === current)
    .flatMap((c) => c.items)
    .filter((i) => matchesSearch(i, search));

  return (
    <Box
      component="section"
      aria-label={t('menu')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <TextField
        type="search"
        size="small"
        label={t('search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      <Tabs
        value={current}
        onChange={(_e, v: string) => setCategory(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('menu')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, '& .MuiTab-root': { minHeight: 48 } }}
      >
        <Tab value={ALL} label={t('allDishes')} />
        {categories.map((c) => (
          <Tab key={c.id} value={c.id} label={c.name} />
        ))}
      </Tabs>
      <Box sx={{ flexGrow: 1, overflow: 'auto', minHeight: 0, pb: 1 }}>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('noDishes')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: 1 }}>
            {items.map((item) => {
              const price = formatCents(shownPrice(item), currencySymbol);
              return (
                <ButtonBase
                  key={item.id}
                  focusRipple
                  onClick={() => onPick(item)}
                  aria-label={t('addDish', { name: item.name, price })}
                  sx={{
                    minHeight: 72,
                    p: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1.5,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
                  }}
                >
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.25 }}>
                    {item.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {price}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
