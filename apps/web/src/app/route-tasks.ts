import type { RouteObject } from 'react-router';

/** The next task: what runs after it does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The same routes, each lazy route's render starting a task after its code has loaded: evaluating a
 * page's modules (its contracts' schemas, its components) and rendering it are two main-thread tasks
 * instead of one long one a phone feels (Lighthouse's total blocking time), at the cost of one task's
 * wait.
 */
export function renderAfterLoadTask(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      next.lazy = (async () => {
        const loaded = await lazy();
        await nextTask();
        return loaded;
      }) as typeof lazy;
    if (children) next.children = renderAfterLoadTask(children);
    return next;
  });
}
