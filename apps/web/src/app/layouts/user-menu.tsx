import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserCredentials } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/use-logout';
import { useTranslation } from '../../shared/i18n/use-translation';

/**
 * The user's avatar (a menu with Account and Settings) and the Sign out button. Signing out posts
 * /logout and goes to /sign-in whatever the answer; the query cache is cleared.
 */
export function UserMenu({ user }: { user: UserCredentials }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const signOut = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={name}>
        <IconButton
          color="inherit"
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.dark', fontSize: 16 }} aria-hidden>
            {(user.firstName[0] ?? user.username[0] ?? '?').toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {t('sections.account')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('sections.settings')}
        </MenuItem>
      </Menu>
      <Tooltip title={t('layout.signOut')}>
        <span>
          <IconButton
            color="inherit"
            aria-label={t('layout.signOut')}
            onClick={signOut}
            disabled={logout.isPending}
          >
            <Logout />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
