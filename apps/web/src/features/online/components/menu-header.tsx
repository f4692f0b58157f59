import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DinerRestaurant, OnlineTable } from '@rpos/domain';
import { useTranslation } from 'react-i18next';

/** 'Table 5' for a dine-in table; the type's own name (Takeaway, Pickup...) otherwise. */
export function useTableLabel(table: OnlineTable): string {
  const { t } = useTranslation();
  if (table.type !== 'dinein' || /table/i.test(table.name)) return table.name;
  return t('diner.table', { name: table.name });
}

/** The restaurant's logo, name (and its second-language name) and the table, in the theme colour. */
export function MenuHeader({ restaurant, table }: { restaurant: DinerRestaurant; table: OnlineTable }) {
  const { t } = useTranslation();
  const tableLabel = useTableLabel(table);
  return (
    <Box
      component="header"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Avatar
        src={restaurant.logo ?? undefined}
        alt={t('diner.logoAlt', { name: restaurant.name })}
        sx={{ width: 56, height: 56, bgcolor: 'background.paper', color: 'primary.main', flexShrink: 0 }}
        slotProps={{ img: { width: 56, height: 56, loading: 'eager' } }}
      >
        {restaurant.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, lineHeight: 1.2, wordBreak: 'break-word' }}
        >
          {restaurant.name}
        </Typography>
        {restaurant.altName ? (
          <Typography variant="subtitle1" component="p" sx={{ opacity: 0.9, lineHeight: 1.3 }}>
            {restaurant.altName}
          </Typography>
        ) : null}
      </Box>
      <Chip
        icon={<TableRestaurant />}
        label={tableLabel}
        sx={{
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          flexShrink: 0,
          '& .MuiChip-icon': { color: 'primary.main' },
        }}
      />
    </Box>
  );
}
