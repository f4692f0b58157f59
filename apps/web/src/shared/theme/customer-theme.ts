import { createContext, useContext, useLayoutEffect } from 'react';
import { local } from '../api/storage';

/** Set by the customer layout: a diner page tells it the restaurant's themeColor. */
export const CustomerThemeColorContext = createContext<(themeColor: string | null | undefined) => void>(
  () => {},
);

/**
 * Themes the surrounding customer layout with the restaurant's colour (once the page knows it):
 * before the browser paints, so a page whose data is cached never shows the default colour.
 */
export function useCustomerThemeColor(themeColor: string | null | undefined): void {
  const setThemeColor = useContext(CustomerThemeColorContext);
  useLayoutEffect(() => {
    if (themeColor !== undefined) setThemeColor(themeColor);
  }, [themeColor, setThemeColor]);
}

/**
 * localStorage `rpos.themeColor.<restaurant id>`: the restaurant's themeColor as the menu last
 * showed it; `rpos.themeColor`: the last one seen, for pages without a restaurant in their URL.
 * The pages after the menu (cart, order, payment) are in its colour at their first render.
 */
export const themeColorKey = (restaurantId?: string) =>
  restaurantId ? `rpos.themeColor.${restaurantId.toLowerCase()}` : 'rpos.themeColor';

/**
 * The query of the order pages' layout for the colour it does not remember (its restaurant's GET
 * /restaurantInfo themeColor); a prerendered order page carries it (decision 0605).
 */
export const customerThemeColorQueryKey = (restaurantId: string) =>
  ['customerThemeColor', restaurantId.toLowerCase()] as const;

/**
 * The mounted customer layout, told the colour as soon as an answer carrying it arrives (in the
 * fetch's own task), before the query hands the data to the page. The page then renders once, in the
 * restaurant's theme, instead of in the default theme and again in its own (a phone's long task).
 */
let themeColorListener: ((themeColor: string) => void) | null = null;

export function useThemeColorListener(listener: (themeColor: string) => void): void {
  useLayoutEffect(() => {
    themeColorListener = listener;
    return () => {
      if (themeColorListener === listener) themeColorListener = null;
    };
  }, [listener]);
}

export function rememberThemeColor(restaurantId: string, themeColor: string): void {
  local.set(themeColorKey(restaurantId), themeColor);
  local.set(themeColorKey(), themeColor);
  themeColorListener?.(themeColor);
}
