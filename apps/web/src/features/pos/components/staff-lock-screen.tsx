import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePosStaffT } from '../pos-staff-texts';
import { StaffSignInForm } from './staff-sign-in-form';

/** The POS while its restaurant has staff and nobody is signed in at this till (decision 0237). */
export function StaffLockScreen() {
  const t = usePosStaffT();
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        overflow: 'auto',
      }}
    >
      <Paper sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography component="h1" variant="h5">
          {t('lockedTitle')}
        </Typography>
        <Typography color="text.secondary">{t('lockedText')}</Typography>
        <StaffSignInForm />
      </Paper>
    </Box>
  );
}
