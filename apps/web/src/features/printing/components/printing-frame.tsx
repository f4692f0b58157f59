import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../../auth/api/use-user';
import { type PrintingKey, usePrintingT } from '../printing-texts';

const PAGES: { to: string; key: PrintingKey }[] = [
  { to: '/posPrinterSettings', key: 'navPrinters' },
  { to: '/printerZones', key: 'navZones' },
  { to: '/posPrintSettings', key: 'navSettings' },
  { to: '/printJobs', key: 'navJobs' },
];

/**
 * The frame of the restaurant's printing screens: title, Back and My Restaurant, tabs between the four
 * printing pages, and without a selected restaurant the way back to /myRestaurant instead.
 */
export function PrintingFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const t = usePrintingT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const restaurantId = user.data?.restaurantId;
  const current = PAGES.find((p) => p.to.toLowerCase() === location.pathname.toLowerCase())?.to ?? false;

  let body: ReactNode;
  if (user.isPending) body = <PageLoader />;
  else if (!restaurantId)
    body = (
      <Alert severity="info">
        <AlertTitle>{t('selectRestaurantFirst')}</AlertTitle>
        {t('goBackToMyRestaurant')}
      </Alert>
    );
  else body = children();

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              startIcon={<ArrowBackIcon />}
              onClick={() => void (location.key === 'default' ? navigate('/myRestaurant') : navigate(-1))}
            >
              {t('back')}
            </Button>
            <Button startIcon={<StorefrontIcon />} component={RouterLink} to="/myRestaurant">
              {t('myRestaurant')}
            </Button>
            {restaurantId ? actions : null}
          </Box>
        }
      />
      <Tabs value={current} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {PAGES.map((p) => (
          <Tab key={p.to} value={p.to} label={t(p.key)} component={RouterLink} to={p.to} />
        ))}
      </Tabs>
      {body}
    </>
  );
}
