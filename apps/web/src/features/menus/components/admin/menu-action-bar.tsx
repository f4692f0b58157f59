import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type MenuAction, type MenuActionUser, menuActionStates } from './menu-actions';
import { useMenusAdminT } from './use-menus-admin-t';

const GROUPS: {
  label: 'groupMenu' | 'groupCopy' | 'groupPublish' | 'groupFiles' | 'groupDelivery';
  actions: MenuAction[];
}[] = [
  { label: 'groupMenu', actions: ['new', 'edit', 'delete'] },
  { label: 'groupCopy', actions: ['copyTo', 'copyToTest', 'sendToGroup'] },
  { label: 'groupPublish', actions: ['publishMain', 'publishQr', 'unpublishQr'] },
  { label: 'groupFiles', actions: ['uploadCsv', 'downloadCsv', 'refreshLinks'] },
  { label: 'groupDelivery', actions: ['uberEatsMain', 'uberEatsWeekend', 'fantuan', 'hungryPanda'] },
];

/**
 * The list's actions, grouped, shown to the roles that may use them and enabled by the selection
 * (menu-actions.ts). A line under them says what the selection lacks.
 */
export function MenuActionBar({
  user,
  selectedCount,
  busy,
  onAction,
}: {
  user: MenuActionUser;
  selectedCount: number;
  busy: MenuAction | null;
  onAction: (action: MenuAction, anchor: HTMLElement) => void;
}) {
  const t = useMenusAdminT();
  const states = menuActionStates(user, selectedCount);
  return (
    <Box component="section" aria-label={t('actions')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 }, rowGap: 1.5 }}>
        {GROUPS.map((g) => {
          const visible = g.actions.filter((a) => states[a].visible);
          if (visible.length === 0) return null;
          return (
            <Box key={g.label} role="group" aria-label={t(g.label)}>
              <Typography
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 1.8 }}
              >
                {t(g.label)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {visible.map((a) => (
                  <Button
                    key={a}
                    size="small"
                    variant={a === 'new' ? 'contained' : 'outlined'}
                    color={a === 'delete' ? 'error' : 'primary'}
                    disabled={!states[a].enabled || busy !== null}
                    loading={busy === a}
                    onClick={(e) => onAction(a, e.currentTarget)}
                  >
                    {t(a)}
                  </Button>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {selectedCount === 0
          ? t('selectMenuFirst')
          : selectedCount > 1
            ? `${t('selectedCount', { count: selectedCount })} · ${t('onlyOneMenu')}`
            : t('selectedCount', { count: selectedCount })}
      </Typography>
    </Box>
  );
}
