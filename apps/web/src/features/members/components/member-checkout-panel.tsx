import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DiscountLine,
  formatVoucherDate,
  type MemberVoucher,
  voucherDiscount,
  voucherOffer,
} from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { memberKeys, useMemberOffer, useMemberVouchers } from '../api/member-api';
import { forgetMember, type RememberedMember, readMember } from '../member-storage';
import { useMembersT } from '../members-texts';
import { JoinMemberForm } from './join-member-form';

/**
 * What the checkout sends with placeOrder: the proven member (their orders count for buy N get free)
 * and the chosen voucher, if any, with the discount it previews.
 */
export interface ChosenVoucher {
  memberId: string;
  memberToken: string;
  voucherId: string | null;
  /** Cents, worked out as placeOrder does (the server decides). */
  discount: number;
}

const termsOf = (v: MemberVoucher) => ({
  isPercentage: v.isPercentage,
  percentage: v.percents,
  amount: v.amount,
  maxPrice: v.maxPrice,
  forOneItem: v.forOneItem,
  isFreeItem: v.isFreeItem,
});

/**
 * The checkout's member section (decision 0267): a remembered member sees their vouchers usable
 * today and picks one (or none); anyone else can join (or be recognised by phone) right here.
 */
export function MemberCheckoutPanel({
  restaurantId,
  lines,
  currency,
  phone,
  onChange,
}: {
  restaurantId: string;
  lines: readonly DiscountLine[];
  currency: string;
  phone: string;
  onChange: (chosen: ChosenVoucher | null) => void;
}) {
  const t = useMembersT();
  const client = useQueryClient();
  const [member, setMember] = useState<RememberedMember | null>(() => readMember(restaurantId));
  const [joining, setJoining] = useState(false);
  const [voucherId, setVoucherId] = useState('');
  const offer = useMemberOffer(restaurantId);
  const vouchers = useMemberVouchers(restaurantId, member);
  const list = vouchers.data?.vouchers ?? [];
  const chosen = list.find((v) => v.voucherId === voucherId) ?? null;
  const discount = chosen ? voucherDiscount(termsOf(chosen), lines) : 0;

  // The token no longer works (another device signed out, the member was removed): join again.
  const expired = vouchers.isError && isApiError(vouchers.error) && vouchers.error.status === 401;
  const proven = Boolean(member?.token) && !expired;

  useEffect(() => {
    onChange(
      proven && member?.token
        ? {
            memberId: member.memberId,
            memberToken: member.token,
            voucherId: chosen?.voucherId ?? null,
            discount,
          }
        : null,
    );
  }, [proven, chosen, member, discount, onChange]);

  const signOut = () => {
    forgetMember(restaurantId);
    setMember(null);
    setVoucherId('');
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('vouchers')}>
      {!proven ? (
        joining ? (
          <JoinMemberForm
            restaurantId={restaurantId}
            phone={phone}
            onCancel={() => setJoining(false)}
            onJoined={(reply) => {
              setJoining(false);
              setMember(readMember(restaurantId));
              client.setQueryData(memberKeys.vouchers(restaurantId, reply.member.memberId), {
                member: reply.member,
                vouchers: reply.vouchers,
              });
            }}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography>{offer.data?.offer ?? (member ? t('memberSignIn') : t('joinTitle'))}</Typography>
            <Button variant="outlined" onClick={() => setJoining(true)}>
              {t('join')}
            </Button>
          </Stack>
        )
      ) : (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography>
              {t('signedInAs', { name: vouchers.data?.member.firstName ?? member?.firstName ?? '' })}
            </Typography>
            <Button size="small" onClick={signOut}>
              {t('signOut')}
            </Button>
          </Stack>
          {vouchers.isPending ? (
            <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={24} aria-label={t('loading')} />
            </Box>
          ) : vouchers.isError ? (
            <Alert
              severity="error"
              action={<Button onClick={() => void vouchers.refetch()}>{t('retry')}</Button>}
            >
              {t('loadFailed')}
            </Alert>
          ) : list.length === 0 ? (
            <Typography color="text.secondary">{t('noVouchers')}</Typography>
          ) : (
            <FormControl>
              <FormLabel id="member-vouchers">{t('vouchers')}</FormLabel>
              <RadioGroup
                aria-labelledby="member-vouchers"
                value={voucherId}
                onChange={(e) => setVoucherId(e.target.value)}
              >
                <FormControlLabel value="" control={<Radio />} label={t('noVoucher')} />
                {list.map((v) => (
                  <FormControlLabel
                    key={v.voucherId}
                    value={v.voucherId}
                    control={<Radio />}
                    label={`${v.name}: ${voucherOffer(termsOf(v), currency)} · ${t('expires', {
                      date: formatVoucherDate(v.expireDate),
                    })}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        </Stack>
      )}
    </Paper>
  );
}
