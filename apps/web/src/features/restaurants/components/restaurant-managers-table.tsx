import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useRestaurantManagers } from '../api/merchants-api';
import { useRestaurantsT } from '../restaurant-texts';

/** The restaurant managers table (back-office.md §2.11; admin only): GET /restaurantManagers. */
export function RestaurantManagersTable({ restaurantId }: { restaurantId: string }) {
  const t = useRestaurantsT();
  const managers = useRestaurantManagers(restaurantId, true);
  return (
    <Card id="restaurant-managers">
      <CardHeader title={t('managersTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {managers.isPending ? (
          <CircularProgress size={24} aria-label={t('refreshing')} />
        ) : managers.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void managers.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Alert>
        ) : (
          <Table size="small" aria-label={t('managersTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colUsername')}</TableCell>
                <TableCell>{t('colName')}</TableCell>
                <TableCell>{t('colEmail')}</TableCell>
                <TableCell>{t('colRole')}</TableCell>
                <TableCell>{t('colPermissions')}</TableCell>
                <TableCell>{t('colPhone')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {managers.data.managers.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    {t('noManagers')}
                  </TableCell>
                </TableRow>
              ) : (
                managers.data.managers.map((m) => (
                  <TableRow key={m.username}>
                    <TableCell>{m.username}</TableCell>
                    <TableCell>{`${m.firstName} ${m.lastName}`.trim()}</TableCell>
                    <TableCell>{m.email}</TableCell>
                    <TableCell>{m.role}</TableCell>
                    <TableCell>{m.permissions.join(', ')}</TableCell>
                    <TableCell>{m.phone}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
