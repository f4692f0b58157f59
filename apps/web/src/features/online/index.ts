// What other features may use of the online (diner menu) feature.
export { useOnlineMenu } from './api/use-online-menu';
