import type { ReactNode } from 'react';
import { RestaurantSettingsFrame } from '../../restaurants';
import { type PrintingKey, usePrintingT } from '../printing-texts';

const PAGES: { to: string; key: PrintingKey }[] = [
  { to: '/posPrinterSettings', key: 'navPrinters' },
  { to: '/printerZones', key: 'navZones' },
  { to: '/posPrintSettings', key: 'navSettings' },
  { to: '/printJobs', key: 'navJobs' },
];

/** The restaurant settings frame with tabs between the four printing pages. */
export function PrintingFrame(props: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children: (restaurantId: string) => ReactNode;
}) {
  const t = usePrintingT();
  return (
    <RestaurantSettingsFrame
      {...props}
      myRestaurantLink
      tabs={PAGES.map((p) => ({ to: p.to, label: t(p.key) }))}
    />
  );
}
