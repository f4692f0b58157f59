import type { NavigateFunction } from 'react-router';
import { sameOriginPath } from './payment-paths';

/** Goes to a URL the server gave: inside the app when it is one of ours, else a full page load. */
export function followUrl(
  url: string,
  navigate: NavigateFunction,
  options: { replace?: boolean } = {},
): void {
  const local = sameOriginPath(url);
  if (local !== null) navigate(local, { replace: options.replace ?? false });
  else if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
