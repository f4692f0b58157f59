import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StaffItem } from '@rpos/domain';
import { useState } from 'react';
import { centsToDollars } from './editor-logic';
import { useEditorT } from './editor-t';
import { VisibilityBadge } from './visibility-badge';

export type SoldOutChoice = 'today' | 'always' | 'lift';

/** An item's display row: image, name, price, sizes; edit, image, sold out, delete. */
export function ItemRow({
  item,
  onEdit,
  onDelete,
  onImage,
  onSoldOut,
}: {
  item: StaffItem;
  onEdit: () => void;
  onDelete: () => void;
  onImage: () => void;
  onSoldOut: (choice: SoldOutChoice) => void;
}) {
  const t = useEditorT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The entries count today or later; the server only writes today's date or null (until further notice).
  const soldOutNow: SoldOutChoice =
    item.unavailable.length === 0
      ? 'lift'
      : item.unavailable.some((u) => u.effectiveDate === null)
        ? 'always'
        : 'today';
  const sizes = item.sizes
    .map((s) => `${s.name} $${centsToDollars(s.price)}${s.default ? ' *' : ''}`)
    .join(' · ');
  return (
    <Stack
      direction="row"
      spacing={1}
      data-item-id={item.id}
      aria-label={item.name}
      role="group"
      sx={{ alignItems: 'center', py: 0.75, px: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Avatar
        variant="rounded"
        src={item.thumbImage ?? item.image ?? undefined}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: item.colorHex ?? undefined }}
      >
        <ImageIcon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {item.displayNumber ? `${item.displayNumber}. ` : ''}
          {item.name}
          {item.altName ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              {item.altName}
            </Typography>
          ) : null}
          <VisibilityBadge value={item} hideForWeb={item.hideForWeb} />
          {soldOutNow !== 'lift' ? (
            <Chip
              component="span"
              size="small"
              color="warning"
              label={t(soldOutNow === 'today' ? 'soldOutToday' : 'soldOut')}
              sx={{ ml: 1 }}
            />
          ) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          ${centsToDollars(item.price)}
          {sizes ? ` — ${sizes}` : ''}
        </Typography>
        {item.tags.length > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.25, flexWrap: 'wrap' }} useFlexGap>
            {item.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Stack>
        ) : null}
      </Box>
      <Tooltip title={item.image ? t('changeImage') : t('uploadImage')}>
        <IconButton size="small" aria-label={`${t('uploadImage')}: ${item.name}`} onClick={onImage}>
          <ImageIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('soldOut')}>
        <IconButton
          size="small"
          aria-label={t('soldOutOf', { name: item.name })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <RemoveShoppingCartIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(['today', 'always', 'lift'] as const).map((choice) => (
          <MenuItem
            key={choice}
            selected={choice === soldOutNow}
            disabled={choice === soldOutNow}
            onClick={() => {
              setAnchor(null);
              onSoldOut(choice);
            }}
          >
            {t(choice === 'today' ? 'soldOutToday' : choice === 'always' ? 'soldOutAlways' : 'backOnSale')}
          </MenuItem>
        ))}
      </Menu>
      <IconButton size="small" aria-label={t('editNamed', { name: item.name })} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('deleteNamed', { name: item.name })} onClick={onDelete}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
