import type { RouteObject } from 'react-router';

/**
 * The printing screens (restaurant-config.md §2.5; back-office.md §2.11): the restaurant's printers,
 * zones, print settings and print jobs for the configuring roles (the POS roles read the jobs too);
 * the merchants' printers overview for admin.
 */
export const printingRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin']} /> };
    },
    children: [
      {
        path: 'posPrinterSettings',
        lazy: async () => ({
          Component: (await import('../features/printing/pages/printer-settings-page')).PrinterSettingsPage,
        }),
      },
      {
        path: 'printerZones',
        lazy: async () => ({
          Component: (await import('../features/printing/pages/printer-zones-page')).PrinterZonesPage,
        }),
      },
      {
        path: 'posPrintSettings',
        lazy: async () => ({
          Component: (await import('../features/printing/pages/print-settings-page')).PrintSettingsPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return {
        element: (
          <RequireRole
            roles={[
              'admin',
              'restaurantAdmin',
              'restaurantGroupAdmin',
              'restaurantManager',
              'restaurantStaff',
            ]}
          />
        ),
      };
    },
    children: [
      {
        path: 'printJobs',
        lazy: async () => ({
          Component: (await import('../features/printing/pages/print-jobs-page')).PrintJobsPage,
        }),
      },
    ],
  },
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin']} /> };
    },
    children: [
      {
        path: 'merchants/printers',
        lazy: async () => ({
          Component: (await import('../features/printing/pages/merchant-printers-page')).MerchantPrintersPage,
        }),
      },
    ],
  },
];
