import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { type DevicesKey, useDevicesT } from '../devices-texts';

const LINKS: [DevicesKey, string][] = [
  ['hubKiosks', '/kioskDevices'],
  ['hubPosClients', '/posClients'],
  ['hubDisplayClients', '/displayClients'],
  ['hubTerminals', '/posTerminals'],
  ['hubDevices', '/deviceList'],
  ['hubKds', '/kds'],
];

/** /posDevices, the sidebar's Devices (content not shown by the spec; decision 0311): the device screens. */
export function DevicesHubPage() {
  const t = useDevicesT();
  return (
    <>
      <PageHeader title={t('hubTitle')} subtitle={t('hubSubtitle')} />
      <Grid container spacing={2}>
        {LINKS.map(([key, to]) => (
          <Grid key={to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card>
              <CardActionArea component={RouterLink} to={to}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t(key)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {to}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
