import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { chiliCount, type MenuItem } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';

export const DISH_IMAGE_SIZE = 104;

/** The price shown on the card: the dish's, or its cheapest size's when the dish price is 0. */
export function displayPrice(item: MenuItem): number {
  if (item.price > 0 || item.sizes.length === 0) return item.price;
  return Math.min(...item.sizes.map((s) => s.price));
}

const CHILI_KEYS = ['chili-1', 'chili-2', 'chili-3'];

function Tag({ tag }: { tag: string }) {
  const chilis = chiliCount([tag]);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={chilis > 0 ? 'error' : 'default'}
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
          {tag}
          {CHILI_KEYS.slice(0, chilis).map((key) => (
            <LocalFireDepartment key={key} aria-hidden sx={{ fontSize: 14 }} />
          ))}
        </Box>
      }
    />
  );
}

/** One dish: name, second-language name, description, tags, price, and a fixed-size lazy image. */
export function DishCard({ item, currencySymbol }: { item: MenuItem; currencySymbol: string }) {
  const image = item.thumbImage ?? item.image;
  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', gap: 1.5, p: 1.5, height: '100%' }}>
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {item.name}
        </Typography>
        {item.altName ? (
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {item.altName}
          </Typography>
        ) : null}
        {item.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.description}
          </Typography>
        ) : null}
        {item.tags.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {item.tags.map((tag) => (
              <Tag key={tag} tag={tag} />
            ))}
          </Box>
        ) : null}
        <Typography
          variant="subtitle1"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, mt: 'auto', pt: 0.5 }}
        >
          {formatCents(displayPrice(item), currencySymbol)}
        </Typography>
      </Box>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={item.name}
          width={DISH_IMAGE_SIZE}
          height={DISH_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          sx={{
            width: DISH_IMAGE_SIZE,
            height: DISH_IMAGE_SIZE,
            flexShrink: 0,
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
    </Card>
  );
}
