import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Badge from '@mui/icons-material/Badge';
import Bolt from '@mui/icons-material/Bolt';
import Campaign from '@mui/icons-material/Campaign';
import CardMembership from '@mui/icons-material/CardMembership';
import Dashboard from '@mui/icons-material/Dashboard';
import Devices from '@mui/icons-material/Devices';
import EventSeat from '@mui/icons-material/EventSeat';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Groups from '@mui/icons-material/Groups';
import ListAlt from '@mui/icons-material/ListAlt';
import Outbox from '@mui/icons-material/Outbox';
import People from '@mui/icons-material/People';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Print from '@mui/icons-material/Print';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Settings from '@mui/icons-material/Settings';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import {
  canLoadSalesReport,
  canSeeDishReportByOrders,
  type SidebarSection,
  sidebarSections,
  type UserCredentials,
} from '@rpos/domain';
import { Fragment, type ReactElement, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { canUsePos } from '../../features/pos';
import { useTranslation } from '../../shared/i18n/use-translation';
import { SIDEBAR_ENTRIES, type SidebarChild } from './sidebar-config';

const ICONS: Record<SidebarSection, ReactElement> = {
  adminDashboard: <AdminPanelSettings />,
  dashboard: <Dashboard />,
  users: <People />,
  customers: <Groups />,
  restaurants: <Store />,
  myRestaurant: <Storefront />,
  devices: <Devices />,
  providerPayments: <AccountBalance />,
  subscriptions: <CardMembership />,
  transactions: <ReceiptLong />,
  liveTransactions: <Bolt />,
  orders: <ListAlt />,
  menus: <RestaurantMenu />,
  booking: <EventSeat />,
  staff: <Badge />,
  marketing: <Campaign />,
  reports: <Assessment />,
  outbox: <Outbox />,
  printing: <Print />,
  account: <AccountCircle />,
  settings: <Settings />,
};

/** Routes match case-insensitively (spec README), so does the highlight. */
function isActive(pathname: string, path: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const target = path.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}

export interface SidebarProps {
  user: UserCredentials;
  /** Called after a link is followed (closes the temporary drawer on phones). */
  onNavigate?: () => void;
}

/** The sections of back-office.md §6 for this user, in the domain's order (sidebarSections). */
export function Sidebar({ user, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const actor = {
    role: user.role,
    permissions: user.permissions.map((p) => p.code),
    email: user.email,
  };
  const sections = sidebarSections(actor, {
    marketingAccountEmail: user.marketingAccount ? user.email : null,
  });
  const dishReportByOrders = canSeeDishReportByOrders(actor);
  const salesReport = canLoadSalesReport(actor);
  const childrenOf = (section: SidebarSection): SidebarChild[] =>
    (SIDEBAR_ENTRIES[section].children ?? []).filter(
      (c) => (!c.needsDishReportByOrders || dishReportByOrders) && (!c.needsSalesReport || salesReport),
    );

  const [expanded, setExpanded] = useState<Partial<Record<SidebarSection, boolean>>>(() => {
    const open: Partial<Record<SidebarSection, boolean>> = {};
    for (const section of sections) {
      if (childrenOf(section).some((c) => isActive(pathname, c.path))) open[section] = true;
    }
    return open;
  });

  // The web POS is ours, not a section of the spec's table: its entry goes before Transactions (or
  // first), for users passing the same check as its routes (decision 0146).
  const posAt = canUsePos(user) ? Math.max(0, sections.indexOf('transactions')) : -1;
  const posEntry = (
    <Box component="li" key="pos" data-entry="pos" sx={{ listStyle: 'none' }}>
      <ListItemButton
        component={NavLink}
        to="/pos"
        selected={isActive(pathname, '/pos')}
        onClick={onNavigate}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <PointOfSale />
        </ListItemIcon>
        <ListItemText primary={t('layout.pos')} />
      </ListItemButton>
    </Box>
  );

  return (
    <Box component="nav" aria-label={t('layout.sidebar')} sx={{ py: 1 }}>
      <List disablePadding>
        {sections.map((section, index) => {
          const pos = index === posAt ? posEntry : null;
          const entry = SIDEBAR_ENTRIES[section];
          const label = t(`sections.${section}`);
          if (entry.path !== undefined) {
            return (
              <Fragment key={section}>
                {pos}
                <Box component="li" data-section={section} sx={{ listStyle: 'none' }}>
                  <ListItemButton
                    component={NavLink}
                    to={entry.path}
                    selected={isActive(pathname, entry.path)}
                    onClick={onNavigate}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section]}</ListItemIcon>
                    <ListItemText primary={label} />
                  </ListItemButton>
                </Box>
              </Fragment>
            );
          }
          const children = childrenOf(section);
          const open = !!expanded[section];
          const listId = `sidebar-${section}`;
          return (
            <Fragment key={section}>
              {pos}
              <Box component="li" data-section={section} sx={{ listStyle: 'none' }}>
                <ListItemButton
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => setExpanded((e) => ({ ...e, [section]: !open }))}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[section]}</ListItemIcon>
                  <ListItemText primary={label} />
                  {open ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={open} timeout="auto" unmountOnExit={false}>
                  <List id={listId} disablePadding>
                    {children.map((child) => (
                      <li key={child.key}>
                        <ListItemButton
                          component={NavLink}
                          to={child.path}
                          selected={isActive(pathname, child.path)}
                          onClick={onNavigate}
                          sx={{ pl: 9 }}
                        >
                          <ListItemText primary={t(`sectionItems.${child.key}`)} />
                        </ListItemButton>
                      </li>
                    ))}
                  </List>
                </Collapse>
              </Box>
            </Fragment>
          );
        })}
      </List>
    </Box>
  );
}
