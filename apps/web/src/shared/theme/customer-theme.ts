import { createContext, useContext, useEffect } from 'react';

/** Set by the customer layout: a diner page tells it the restaurant's themeColor. */
export const CustomerThemeColorContext = createContext<(themeColor: string | null | undefined) => void>(
  () => {},
);

/** Themes the surrounding customer layout with the restaurant's colour (once the page knows it). */
export function useCustomerThemeColor(themeColor: string | null | undefined): void {
  const setThemeColor = useContext(CustomerThemeColorContext);
  useEffect(() => {
    if (themeColor !== undefined) setThemeColor(themeColor);
  }, [themeColor, setThemeColor]);
}
