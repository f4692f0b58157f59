import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isBirthdayValid,
  isValidMobile,
  type JoinMemberResponse,
  MEMBER_JOIN_MESSAGES,
  ORDER_MESSAGES,
  type SendCodeResponse,
} from '@rpos/domain';
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { RecaptchaLoadError, recaptchaToken } from '../../../shared/api/recaptcha';
import { joinMember } from '../api/member-api';
import { rememberMember } from '../member-storage';
import { useMembersT } from '../members-texts';

/** The server's text of a refusal (400/401/404/429), else the generic one. */
function failureText(e: unknown, fallback: string): string {
  if (e instanceof RecaptchaLoadError) return e.message;
  if (isApiError(e) && e.status < 500) {
    const body = e.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Joining (or being recognised) as a member of the restaurant (decision 0265): name, mobile with the
 * SMS code, optional birthday (day and month). The member and the device token are remembered.
 */
export function JoinMemberForm({
  restaurantId,
  phone: initialPhone = '',
  onJoined,
  onCancel,
}: {
  restaurantId: string;
  phone?: string;
  onJoined: (reply: JoinMemberResponse) => void;
  onCancel?: () => void;
}) {
  const t = useMembersT();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [sid, setSid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendCode() {
    setError(null);
    if (!isValidMobile(phone)) {
      setError(ORDER_MESSAGES.mobileInvalid);
      return;
    }
    setBusy(true);
    try {
      const reply = await api.post<SendCodeResponse>('/sendCode', {
        mobilePhone: phone.trim(),
        recaptcha: await recaptchaToken('sendCode'),
        restaurantId,
      });
      setSid(reply.sid);
      setInfo(t('codeSent'));
    } catch (e) {
      setError(failureText(e, t('somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const birthdayDay = numberOrNull(day);
    const birthdayMonth = numberOrNull(month);
    if (!firstName.trim()) return setError(MEMBER_JOIN_MESSAGES.firstNameRequired);
    if (!isBirthdayValid(birthdayDay, birthdayMonth)) return setError(MEMBER_JOIN_MESSAGES.birthdayInvalid);
    if (!sid) return setError(ORDER_MESSAGES.smsCodeRequired);
    if (!code.trim()) return setError(ORDER_MESSAGES.smsCodeRequired);
    setBusy(true);
    try {
      const reply = await joinMember({
        restaurantId,
        firstName: firstName.trim(),
        lastName: lastName.trim() || null,
        phoneNumber: phone.trim(),
        sid,
        verifyCode: code.trim(),
        birthdayDay,
        birthdayMonth,
      });
      rememberMember(restaurantId, {
        memberId: reply.member.memberId,
        token: reply.memberToken,
        firstName: reply.member.firstName,
      });
      onJoined(reply);
    } catch (e) {
      setError(failureText(e, t('somethingWentWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={1.5} noValidate onSubmit={submit} aria-label={t('joinTitle')}>
      <Typography variant="body2" color="text.secondary">
        {t('joinIntro')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          label={t('lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('mobile')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
          fullWidth
          type="tel"
          autoComplete="tel"
        />
        <Button variant="outlined" onClick={() => void sendCode()} disabled={busy} sx={{ minHeight: 56 }}>
          {t('sendCode')}
        </Button>
      </Stack>
      <TextField
        label={t('code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
      />
      <Typography variant="body2" component="p" id="member-birthday">
        {t('birthday')}
      </Typography>
      <Stack direction="row" spacing={1} role="group" aria-labelledby="member-birthday">
        <TextField
          label={t('birthdayDay')}
          value={day}
          onChange={(e) => setDay(e.target.value.replace(/\D/g, '').slice(0, 2))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label={t('birthdayMonth')}
          value={month}
          onChange={(e) => setMonth(e.target.value.replace(/\D/g, '').slice(0, 2))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      {info && !error && <Alert severity="info">{info}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('joining') : t('join')}
        </Button>
      </Stack>
    </Stack>
  );
}
