import { useTranslation } from '../../../shared/i18n/use-translation';
import { DISH_IMAGE_SIZE } from './dish-card';

// The skeleton is the first thing a phone renders, and renders again when the restaurant's colour
// arrives: plain elements and one fixed style sheet, no styled components, keep those renders short
// (each one is a main-thread task a slow phone feels; Lighthouse's total blocking time).
const CSS = `
.rpos-skel{animation:rpos-skel-pulse 2s ease-in-out .5s infinite;background:rgba(0,0,0,.11);border-radius:4px}
.rpos-skel-text{height:.9em;margin:.35em 0}
@keyframes rpos-skel-pulse{0%{opacity:1}50%{opacity:.4}100%{opacity:1}}
@media (prefers-reduced-motion:reduce){.rpos-skel{animation:none}}
.rpos-skel-head{display:flex;align-items:center;gap:16px;padding:16px}
.rpos-skel-tabs{display:flex;gap:16px;padding:8px 16px}
.rpos-skel-grid{display:grid;grid-template-columns:1fr;gap:12px;padding:16px}
@media (min-width:900px){.rpos-skel-grid{grid-template-columns:1fr 1fr}}
@media (min-width:1200px){.rpos-skel-grid{grid-template-columns:1fr 1fr 1fr}}
.rpos-skel-card{display:flex;gap:12px;padding:12px;border:1px solid rgba(0,0,0,.12);border-radius:4px}
`;

function Bar({ width, height, round }: { width: number | string; height?: number; round?: boolean }) {
  return (
    <span
      className={height ? 'rpos-skel' : 'rpos-skel rpos-skel-text'}
      style={{ display: 'block', width, height, borderRadius: round ? '50%' : undefined }}
    />
  );
}

/** The menu's shape while it loads: header, tabs and a few dish cards. */
export function MenuSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('diner.loadingMenu')}>
      <style>{CSS}</style>
      <div className="rpos-skel-head">
        <Bar width={56} height={56} round />
        <div style={{ flexGrow: 1 }}>
          <Bar width="60%" />
          <Bar width="40%" />
        </div>
      </div>
      <div className="rpos-skel-tabs">
        {[80, 110, 90, 70].map((w) => (
          <Bar key={w} width={w} height={32} />
        ))}
      </div>
      <div className="rpos-skel-grid">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <div key={n} className="rpos-skel-card">
            <div style={{ flexGrow: 1 }}>
              <Bar width="70%" />
              <Bar width="40%" />
              <Bar width="90%" />
              <Bar width="25%" />
            </div>
            <Bar width={DISH_IMAGE_SIZE} height={DISH_IMAGE_SIZE} />
          </div>
        ))}
      </div>
    </div>
  );
}
