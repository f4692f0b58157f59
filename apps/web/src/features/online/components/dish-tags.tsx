import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import { chiliCount } from '@rpos/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';

const CHILI_KEYS = ['chili-1', 'chili-2', 'chili-3'];

/** One tag; hotness tags (Spicy, Hotter, Hottest) carry 1 to 3 chili icons. */
function Tag({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const chilis = chiliCount([tag]);
  return (
    <Box
      component="span"
      role={chilis > 0 ? 'img' : undefined}
      aria-label={chilis > 0 ? `${tag}, ${t('diner.hotness', { count: chilis })}` : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        px: 1,
        height: 24,
        borderRadius: 12,
        border: 1,
        fontSize: 13,
        lineHeight: 1,
        borderColor: chilis > 0 ? 'error.main' : 'divider',
        color: chilis > 0 ? 'error.main' : 'text.secondary',
      }}
    >
      {tag}
      {CHILI_KEYS.slice(0, chilis).map((key) => (
        <LocalFireDepartment key={key} data-testid="chili" aria-hidden sx={{ fontSize: 14 }} />
      ))}
    </Box>
  );
}

export function DishTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {tags.map((tag) => (
        <Tag key={tag} tag={tag} />
      ))}
    </Box>
  );
}
