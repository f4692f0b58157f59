import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MenuCategory } from '@rpos/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DishCard } from './dish-card';

const TABS_HEIGHT = 48;
const sectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * Category tabs that stay at the top while the diner scrolls one long list of dishes; a tab scrolls
 * to its category, and scrolling moves the selected tab.
 */
export function CategoryMenu({
  categories,
  currencySymbol,
}: {
  categories: MenuCategory[];
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(categories[0]?.id ?? '');
  const lockUntil = useRef(0);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (Date.now() < lockUntil.current) return;
        const top = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        const id = top?.target.getAttribute('data-category');
        if (id) setActive(id);
      },
      { rootMargin: `-${TABS_HEIGHT + 8}px 0px -60% 0px` },
    );
    for (const c of categories) {
      const el = document.getElementById(sectionId(c.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);

  const select = (id: string) => {
    setActive(id);
    lockUntil.current = Date.now() + 800;
    document.getElementById(sectionId(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={categories.some((c) => c.id === active) ? active : false}
          onChange={(_e, id: string) => select(id)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('diner.categories')}
          sx={{ minHeight: TABS_HEIGHT }}
        >
          {categories.map((c) => (
            <Tab
              key={c.id}
              value={c.id}
              label={c.altName ? `${c.name} ${c.altName}` : c.name}
              aria-controls={sectionId(c.id)}
              sx={{ minHeight: TABS_HEIGHT }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 3 }}>
        {categories.map((c) => (
          <Box
            component="section"
            key={c.id}
            id={sectionId(c.id)}
            data-category={c.id}
            aria-labelledby={`${sectionId(c.id)}-title`}
            sx={{ scrollMarginTop: TABS_HEIGHT + 8, pt: 2 }}
          >
            <Typography id={`${sectionId(c.id)}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {c.name}
              {c.altName ? (
                <Typography component="span" variant="subtitle1" color="text.secondary" sx={{ ml: 1 }}>
                  {c.altName}
                </Typography>
              ) : null}
            </Typography>
            {c.description ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {c.description}
              </Typography>
            ) : null}
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
                gap: 1.5,
              }}
            >
              {c.items.map((item) => (
                <DishCard key={item.id} item={item} currencySymbol={currencySymbol} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
