import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** 'Welcome! Please use the navigation menu to find what you need.' (back-office.md §2.4). */
export function WelcomeMessage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="p">
          {t('dashboard.welcome')}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
