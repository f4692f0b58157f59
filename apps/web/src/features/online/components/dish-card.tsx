import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { MenuItem, WebsiteStyle } from '@rpos/domain';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/format/money';
import { AllergenBadges } from './allergen-badges';
import { DishTags } from './dish-tags';

export const DISH_IMAGE_SIZE = 104;

/** The price shown on the card: the dish's, or its cheapest size's when the dish price is 0. */
export function displayPrice(item: MenuItem): number {
  if (item.price > 0 || item.sizes.length === 0) return item.price;
  return Math.min(...item.sizes.map((s) => s.price));
}

export interface DishCardProps {
  item: MenuItem;
  currencySymbol: string;
  variant: WebsiteStyle;
  /** The restaurant shows big dish images (isBigMenuImageUsed). */
  bigImage: boolean;
  onOpen: (item: MenuItem) => void;
  /**
   * How its picture loads: 'high' (the first screen's largest pictures: fetched first), 'eager' (on
   * the first screen), 'lazy' (below the fold: when scrolled near). Default 'lazy'.
   */
  imageLoading?: ImageLoading;
}

export type ImageLoading = 'high' | 'eager' | 'lazy';

/** The first dishes of the first category show on the first screen: their pictures load at once. */
export function imageLoadingAt(categoryIndex: number, dishIndex: number): ImageLoading {
  if (categoryIndex > 0 || dishIndex >= 4) return 'lazy';
  return dishIndex < 2 ? 'high' : 'eager';
}

const loadingProps = (loading: ImageLoading) =>
  loading === 'lazy'
    ? ({ loading: 'lazy', decoding: 'async' } as const)
    : ({ loading: 'eager', fetchPriority: loading === 'high' ? 'high' : 'auto' } as const);

const clamp2 = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** An image with fixed dimensions (no layout shift), lazy unless on the first screen, or nothing. */
function DishImage({
  src,
  alt,
  big,
  square,
  loading,
}: {
  src: string | null;
  alt: string;
  big: boolean;
  square?: boolean;
  loading: ImageLoading;
}) {
  if (!src) return null;
  if (big || square) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        width={square ? 400 : 800}
        height={square ? 400 : 450}
        {...loadingProps(loading)}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: square ? '1 / 1' : '16 / 9',
          objectFit: 'cover',
          bgcolor: 'action.hover',
          borderRadius: square ? 0 : 1,
        }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={DISH_IMAGE_SIZE}
      height={DISH_IMAGE_SIZE}
      {...loadingProps(loading)}
      sx={{
        width: DISH_IMAGE_SIZE,
        height: DISH_IMAGE_SIZE,
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}

/**
 * The dish name as a button whose hit area stretches over the whole card (one tab stop, headings
 * kept outside the button, a large touch target).
 */
function OpenButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      disableRipple
      sx={{
        font: 'inherit',
        color: 'inherit',
        textAlign: 'left',
        justifyContent: 'flex-start',
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', zIndex: 1 },
        '&.Mui-focusVisible::after': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      {children}
    </ButtonBase>
  );
}

const cardBase = {
  position: 'relative',
  cursor: 'pointer',
  '&:active': { bgcolor: 'action.selected' },
  '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
} as const;

/**
 * One dish in the style of the restaurant's website: simple (list rows), modern (image cards in two
 * columns), classic (serif, dotted price leader, altName under the name) or step (rows, one category
 * at a time). The whole card is one button opening the dish.
 */
export function DishCard({
  item,
  currencySymbol,
  variant,
  bigImage,
  onOpen,
  imageLoading = 'lazy',
}: DishCardProps) {
  const price = formatCents(displayPrice(item), currencySymbol);
  const image = bigImage ? (item.image ?? item.thumbImage) : (item.thumbImage ?? item.image);
  const titleId = `dish-${item.id}-name`;
  const open = () => onOpen(item);
  const name = <OpenButton onClick={open}>{item.name}</OpenButton>;

  if (variant === 'modern') {
    return (
      <Box
        component="article"
        aria-labelledby={titleId}
        sx={{
          ...cardBase,
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        {image ? (
          <DishImage src={image} alt={item.name} loading={imageLoading} big={false} square />
        ) : (
          <Box sx={{ width: '100%', aspectRatio: '1 / 1', bgcolor: 'action.hover' }} aria-hidden />
        )}
        <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.25, flexGrow: 1 }}>
          <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600, ...clamp2 }}>
            {name}
          </Typography>
          {item.altName ? (
            <Typography variant="caption" color="text.secondary">
              {item.altName}
            </Typography>
          ) : null}
          <DishTags tags={item.tags} />
          <AllergenBadges codes={item.allergens} />
          <Typography variant="subtitle1" component="p" color="primary" sx={{ fontWeight: 700, mt: 'auto' }}>
            {price}
          </Typography>
        </Box>
      </Box>
    );
  }

  if (variant === 'classic') {
    return (
      <Box
        component="article"
        aria-labelledby={titleId}
        sx={{ ...cardBase, display: 'flex', flexDirection: 'column', py: 1.25, px: 0.5, minHeight: 56 }}
      >
        {bigImage ? <DishImage src={image} alt={item.name} loading={imageLoading} big /> : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, width: '100%', mt: bigImage ? 1 : 0 }}>
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontSize: '1.05rem', fontWeight: 600 }}
          >
            {name}
          </Typography>
          <Box
            aria-hidden
            sx={{ flexGrow: 1, borderBottom: '2px dotted', borderColor: 'text.disabled', mb: 0.5 }}
          />
          <Typography component="p" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700 }}>
            {price}
          </Typography>
        </Box>
        {item.altName ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {item.altName}
          </Typography>
        ) : null}
        {item.description ? (
          <Typography variant="body2" color="text.secondary" sx={clamp2}>
            {item.description}
          </Typography>
        ) : null}
        <DishTags tags={item.tags} />
        <AllergenBadges codes={item.allergens} />
      </Box>
    );
  }

  // simple and step: list rows
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        ...cardBase,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: bigImage ? 'column' : 'row',
        gap: 1.5,
        py: 1.5,
        px: 0.5,
        minHeight: 64,
      }}
    >
      {bigImage ? <DishImage src={image} alt={item.name} loading={imageLoading} big /> : null}
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {name}
        </Typography>
        {item.altName ? (
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {item.altName}
          </Typography>
        ) : null}
        {item.description ? (
          <Typography variant="body2" color="text.secondary" sx={clamp2}>
            {item.description}
          </Typography>
        ) : null}
        <DishTags tags={item.tags} />
        <AllergenBadges codes={item.allergens} />
        <Typography
          variant="subtitle1"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, mt: 'auto', pt: 0.5 }}
        >
          {price}
        </Typography>
      </Box>
      {bigImage ? null : <DishImage src={image} alt={item.name} loading={imageLoading} big={false} />}
    </Box>
  );
}
