import type { RouteObject } from 'react-router';

/**
 * Setting a restaurant up (issue 25): the floor-plan editor for the roles that edit it (admin,
 * restaurantAdmin, restaurantGroupAdmin, and restaurantManager with the myRestaurant code; decision
 * 0372 — the server refuses the rest too).
 */
export const setupRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireRole } = await import('./require-role');
      return {
        element: (
          <RequireRole roles={['admin', 'restaurantAdmin', 'restaurantGroupAdmin', 'restaurantManager']} />
        ),
      };
    },
    children: [
      {
        lazy: async () => {
          const { RequirePermission } = await import('./require-permission');
          return { element: <RequirePermission permission="myRestaurant" /> };
        },
        children: [
          {
            path: 'floorPlan',
            lazy: async () => ({
              Component: (await import('../features/floor-plan/pages/floor-plan-page')).FloorPlanPage,
            }),
          },
        ],
      },
    ],
  },
];
