import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { MenuCategory, MenuItem, WebsiteStyle } from '@rpos/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RenderAfterPage } from '../../../shared/ui/first-screen-handover';
import { DishCard, imageLoadingAt } from './dish-card';

const TABS_HEIGHT = 48;
/** The sections rendered with the page while it takes over from the server's copy; the rest a task later. */
const FIRST_SECTIONS = 2;
const sectionId = (categoryId: string) => `category-${categoryId}`;

export interface CategoryMenuProps {
  categories: MenuCategory[];
  currencySymbol: string;
  variant: WebsiteStyle;
  bigImage: boolean;
  onOpen: (item: MenuItem) => void;
}

const SERIF = 'Georgia, "Times New Roman", serif';

function CategorySection({
  category,
  props,
  index,
  watch,
}: {
  category: MenuCategory;
  props: Omit<CategoryMenuProps, 'categories'>;
  /** Its place on the page: the first section's first dishes are on the first screen. */
  index: number;
  /** Tells the tabs' scroll watcher of the section (one that renders after the watcher started). */
  watch?: (section: HTMLElement | null) => void;
}) {
  const { variant } = props;
  const c = category;
  return (
    <Box
      ref={watch}
      component="section"
      id={sectionId(c.id)}
      data-category={c.id}
      aria-labelledby={`${sectionId(c.id)}-title`}
      sx={{ scrollMarginTop: TABS_HEIGHT + 8, pt: 2 }}
    >
      <Typography
        id={`${sectionId(c.id)}-title`}
        variant="h6"
        component="h2"
        sx={
          variant === 'classic'
            ? {
                fontFamily: SERIF,
                textAlign: 'center',
                letterSpacing: 1,
                borderBottom: 1,
                borderColor: 'divider',
                pb: 0.5,
                mb: 1,
              }
            : { mb: 1 }
        }
      >
        {c.name}
        {c.altName ? (
          <Typography
            component="span"
            variant="subtitle1"
            color="text.secondary"
            sx={variant === 'classic' ? { display: 'block', fontFamily: SERIF } : { ml: 1 }}
          >
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
        sx={
          variant === 'modern'
            ? {
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
                gap: 1.5,
              }
            : { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }
        }
      >
        {c.items.map((item, i) => (
          <DishCard
            key={item.id}
            item={item}
            currencySymbol={props.currencySymbol}
            variant={variant}
            bigImage={props.bigImage}
            onOpen={props.onOpen}
            imageLoading={imageLoadingAt(index, i)}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * Category tabs that stay at the top. For simple, modern and classic one long list: a tab scrolls to
 * its category and scrolling moves the tab. For step one category at a time with Previous / Next.
 */
export function CategoryMenu(props: CategoryMenuProps) {
  const { categories, variant } = props;
  const { t } = useTranslation();
  const [active, setActive] = useState(categories[0]?.id ?? '');
  const lockUntil = useRef(0);
  const isStep = variant === 'step';

  const watcher = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (isStep || typeof IntersectionObserver === 'undefined') return;
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
    watcher.current = observer;
    return () => {
      observer.disconnect();
      watcher.current = null;
    };
  }, [categories, isStep]);
  // A section rendered after the watcher started (RenderAfterPage) joins it as it mounts.
  const watch = useCallback((section: HTMLElement | null) => {
    if (section) watcher.current?.observe(section);
  }, []);

  const activeIndex = Math.max(
    0,
    categories.findIndex((c) => c.id === active),
  );
  const current = categories[activeIndex];

  const select = (id: string) => {
    setActive(id);
    if (isStep) {
      window.scrollTo?.({ top: 0 });
      return;
    }
    lockUntil.current = Date.now() + 800;
    document.getElementById(sectionId(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 3,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={current ? current.id : false}
          onChange={(_e, id: string) => select(id)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('diner.categories')}
          sx={{ minHeight: TABS_HEIGHT }}
        >
          {categories.map((c, i) => (
            <Tab
              key={c.id}
              value={c.id}
              label={`${isStep ? `${i + 1}. ` : ''}${c.altName ? `${c.name} ${c.altName}` : c.name}`}
              aria-controls={sectionId(c.id)}
              sx={{ minHeight: TABS_HEIGHT, ...(variant === 'classic' ? { fontFamily: SERIF } : null) }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 3 }}>
        {isStep ? (
          current ? (
            <>
              <Typography variant="overline" component="p" color="text.secondary" sx={{ pt: 1 }}>
                {t('diner.stepOf', { step: activeIndex + 1, total: categories.length })}
              </Typography>
              <CategorySection category={current} props={props} index={0} />
              <Box sx={{ display: 'flex', gap: 1.5, pt: 2 }}>
                <Button
                  variant="outlined"
                  size="large"
                  fullWidth
                  disabled={activeIndex === 0}
                  onClick={() => select(categories[activeIndex - 1]?.id ?? '')}
                >
                  {t('diner.previous')}
                </Button>
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={activeIndex >= categories.length - 1}
                  onClick={() => select(categories[activeIndex + 1]?.id ?? '')}
                >
                  {t('diner.next')}
                </Button>
              </Box>
            </>
          ) : null
        ) : (
          <>
            {categories.slice(0, FIRST_SECTIONS).map((c, i) => (
              <CategorySection key={c.id} category={c} props={props} index={i} />
            ))}
            <RenderAfterPage>
              {categories.slice(FIRST_SECTIONS).map((c, i) => (
                <CategorySection
                  key={c.id}
                  category={c}
                  props={props}
                  index={FIRST_SECTIONS + i}
                  watch={watch}
                />
              ))}
            </RenderAfterPage>
          </>
        )}
      </Box>
    </>
  );
}
