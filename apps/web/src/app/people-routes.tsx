import type { RouteObject } from 'react-router';

/** The users, staff, timesheets and staff activities screens, children of the main layout in back-office-routes.tsx. */
export const peopleRoutes: RouteObject[] = [
  // Users (back-office.md §2.10): admin every account, a restaurantAdmin its restaurant's (decision 0206).
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return { element: <RequireRole roles={['admin', 'restaurantAdmin']} /> };
    },
    children: [
      {
        path: 'users',
        lazy: async () => ({
          Component: (await import('../features/users/pages/users-page')).UsersPage,
        }),
      },
      ...['user/:username?', 'userAdd/:restaurantId'].map(
        (path): RouteObject => ({
          path,
          lazy: async () => ({
            Component: (await import('../features/users/pages/user-form-page')).UserFormPage,
          }),
        }),
      ),
    ],
  },
  // Staff, timesheets and staff activities (back-office.md §2.12): the staffManagement check.
  {
    lazy: async () => {
      const { RequirePermission } = await import('./require-permission');
      return { element: <RequirePermission permission="staffManagement" /> };
    },
    children: [
      {
        path: 'staffList',
        lazy: async () => ({
          Component: (await import('../features/staff/pages/staff-list-page')).StaffListPage,
        }),
      },
      {
        path: 'staff/:staffId?',
        lazy: async () => ({
          Component: (await import('../features/staff/pages/staff-form-page')).StaffFormPage,
        }),
      },
      {
        path: 'timesheets',
        lazy: async () => ({
          Component: (await import('../features/staff/pages/timesheets-page')).TimesheetsPage,
        }),
      },
      {
        path: 'timesheet/add',
        lazy: async () => ({
          Component: (await import('../features/staff/pages/timesheet-add-page')).TimesheetAddPage,
        }),
      },
      {
        path: 'staffActivities',
        lazy: async () => ({
          Component: (await import('../features/staff/pages/staff-activities-page')).StaffActivitiesPage,
        }),
      },
    ],
  },
];
