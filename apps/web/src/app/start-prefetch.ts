import { prefetchDinerData } from '../features/online/api/prefetch-diner-data';
import { appQueryClient } from '../shared/api/query-client';

/** Starts the data the first screen will ask for (the diner menu), before the app's code runs. */
export function startDataPrefetch(): void {
  prefetchDinerData(appQueryClient(), window.location);
}
