import type { RouteObject } from 'react-router';

const CONFIG_ROLES = ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'] as const;
const KITCHEN_ROLES = [...CONFIG_ROLES, 'restaurantManager', 'restaurantStaff'] as const;

const page =
  (load: () => Promise<Record<string, unknown>>, name: string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/**
 * Kiosks, POS and display clients, terminals, devices (restaurant-config.md §2.7) and the kitchen
 * display (decisions 0310-0311), children of the main layout in back-office-routes.tsx.
 */
export const deviceRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={CONFIG_ROLES} /> };
    },
    children: [
      {
        path: 'posDevices',
        lazy: page(() => import('../features/devices/pages/devices-hub-page'), 'DevicesHubPage'),
      },
      {
        path: 'kioskDevices',
        lazy: page(() => import('../features/devices/pages/kiosks-page'), 'KiosksPage'),
      },
      {
        path: 'kiosk/:kioskId?',
        lazy: page(() => import('../features/devices/pages/kiosk-page'), 'KioskPage'),
      },
      {
        path: 'posClients',
        lazy: page(() => import('../features/devices/pages/pos-clients-page'), 'PosClientsPage'),
      },
      {
        path: 'posClient',
        lazy: page(() => import('../features/devices/pages/pos-client-page'), 'PosClientPage'),
      },
      {
        path: 'displayClients',
        lazy: page(() => import('../features/devices/pages/display-clients-page'), 'DisplayClientsPage'),
      },
      {
        path: 'displayClient',
        lazy: page(() => import('../features/devices/pages/display-client-page'), 'DisplayClientPage'),
      },
      {
        path: 'posTerminals',
        lazy: page(() => import('../features/devices/pages/terminals-page'), 'TerminalsPage'),
      },
      {
        path: 'deviceList',
        lazy: page(() => import('../features/devices/pages/device-list-page'), 'DeviceListPage'),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={KITCHEN_ROLES} /> };
    },
    children: [{ path: 'kds', lazy: page(() => import('../features/devices/pages/kds-page'), 'KdsPage') }],
  },
];
