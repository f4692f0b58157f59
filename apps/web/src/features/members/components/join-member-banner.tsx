import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useMemberOffer } from '../api/member-api';
import { readMember } from '../member-storage';
import { useMembersT } from '../members-texts';

/**
 * The menu's "Join and get ..." line (issue 17): shown while the restaurant runs a new-member
 * promotion and this device has no signed-in member; Join opens the join form.
 */
// The form (and the validation rules it brings) loads when a diner taps Join, not with the menu.
const JoinMemberForm = lazy(() => import('./join-member-form').then((m) => ({ default: m.JoinMemberForm })));

export function JoinMemberBanner({ restaurantId }: { restaurantId: string }) {
  const t = useMembersT();
  const offer = useMemberOffer(restaurantId);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const known = readMember(restaurantId)?.token;
  if (done)
    return (
      <Alert severity="success" sx={{ borderRadius: 0 }} onClose={() => setDone(null)}>
        {done}
      </Alert>
    );
  if (known || !offer.data?.offer) return null;
  return (
    <>
      <Alert
        severity="info"
        icon={false}
        sx={{ borderRadius: 0, alignItems: 'center' }}
        action={
          <Button color="inherit" onClick={() => setOpen(true)}>
            {t('join')}
          </Button>
        }
      >
        {offer.data.offer}
      </Alert>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('joinTitle')}</DialogTitle>
        <DialogContent>
          <Suspense fallback={<PageLoader />}>
            <JoinMemberForm
              restaurantId={restaurantId}
              onCancel={() => setOpen(false)}
              onJoined={(reply) => {
                setOpen(false);
                setDone(reply.message);
              }}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
