import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { staffPermissionName } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { type ApprovalAsk, type ApprovalCredentials, setApprovalAsker } from '../api/manager-approval';
import { usePosStaffT } from '../pos-staff-texts';
import { StaffSignInForm } from './staff-sign-in-form';

interface Pending {
  ask: ApprovalAsk;
  resolve: (credentials: ApprovalCredentials | null) => void;
}

/**
 * The manager-approval dialog (decision 0513), mounted once by the POS layout: a POS call the staff
 * member may not make opens it; the manager's number and PIN go back to the call, Cancel gives up.
 */
export function ManagerApprovalHost() {
  const t = usePosStaffT();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    setApprovalAsker((ask) => new Promise((resolve) => setPending({ ask, resolve })));
    return () => setApprovalAsker(null);
  }, []);

  const finish = (credentials: ApprovalCredentials | null) => {
    pending?.resolve(credentials);
    setPending(null);
  };

  return (
    <Dialog open={!!pending} onClose={() => finish(null)} aria-labelledby="manager-approval-title">
      <DialogTitle id="manager-approval-title">{t('approvalTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {t('approvalText', { permission: staffPermissionName(pending?.ask.code ?? '') })}
        </DialogContentText>
        {pending ? (
          <StaffSignInForm
            approve={{
              label: t('approve'),
              error: pending.ask.error,
              onApprove: (staffNumber, pin) => finish({ staffNumber, pin }),
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => finish(null)}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
