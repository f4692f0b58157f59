import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CreateUserRequest,
  keepOfferablePermissions,
  ROLE_LABELS,
  ROLES,
  type Role,
  showsPermissionCheckboxes,
  type UserFormValues,
  userFormSaveDisabled,
} from '@rpos/domain';
import { type FormEvent, useState } from 'react';
import { useRestaurantIds } from '../../restaurants';
import { useUserPermissions } from '../api/users-api';
import { useUsersT } from '../users-texts';
import { GeneratedPasswordField } from './generated-password-field';

/**
 * The form's values: §2.10's fields, for an admin the account's restaurant, and for a new user the
 * generated password it is created with.
 */
export type UserFormState = UserFormValues & { restaurantId: string | null; password?: string };

export interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormState;
  /** Only admin sees the role selector (and the restaurant selector, ours). */
  isAdmin: boolean;
  saving: boolean;
  /** The server's refusal of the last save (400), shown above the buttons. */
  serverError: string | null;
  usernameTaken: boolean;
  onSubmit: (values: UserFormState) => void;
  onCancel: () => void;
}

type TextField_ = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'username';
const TEXT_FIELDS: [TextField_, 'firstName' | 'lastName' | 'email' | 'phone' | 'username', string][] = [
  ['firstName', 'firstName', 'given-name'],
  ['lastName', 'lastName', 'family-name'],
  ['email', 'email', 'email'],
  ['phoneNumber', 'phone', 'tel'],
  ['username', 'username', 'username'],
];

/** The field errors of the contract for these values (shown once the user tried to save). */
function fieldErrors(values: UserFormState): Partial<Record<TextField_, string>> {
  const parsed = CreateUserRequest.safeParse({ ...values, role: values.role || undefined });
  const errors: Partial<Record<TextField_, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as TextField_;
    if (TEXT_FIELDS.some(([f]) => f === field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The user form of back-office.md §2.10 and §5: first name, last name, email, phone, username, role
 * (admin only), permission checkboxes where §6 allows, and for new users the generated 8-character
 * password, read-only with Copy, before saving (decision 0458). Save is disabled per §5.
 */
export function UserForm(props: UserFormProps) {
  const t = useUsersT();
  const [values, setValues] = useState<UserFormState>(props.initial);
  const [tried, setTried] = useState(false);
  const permissions = useUserPermissions(values.role);
  const restaurants = useRestaurantIds(props.isAdmin);
  const errors = tried ? fieldErrors(values) : {};
  const set = <K extends keyof UserFormState>(key: K, value: UserFormState[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setRole = (role: Role) =>
    setValues((v) => ({ ...v, role, permissions: keepOfferablePermissions(role, v.permissions) }));
  const togglePermission = (code: string) =>
    set(
      'permissions',
      values.permissions.includes(code)
        ? values.permissions.filter((c) => c !== code)
        : [...values.permissions, code],
    );

  // The restaurant may come as an id or a url identifier (/userAdd/{restaurantId}); the options hold ids.
  const restaurantValue =
    (restaurants.data ?? []).find(
      (r) => r.restaurantId === values.restaurantId || r.urlIdentifier === values.restaurantId,
    )?.restaurantId ?? '';
  const disabled = userFormSaveDisabled(values, { roleSelector: props.isAdmin, saving: props.saving });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (disabled || Object.keys(fieldErrors(values)).length > 0) return;
    props.onSubmit(values);
  };

  return (
    <Card component="form" noValidate onSubmit={onSubmit}>
      <CardContent>
        <Grid container spacing={2}>
          {TEXT_FIELDS.map(([field, label, autoComplete]) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t(label)}
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                required
                fullWidth
                type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
                autoComplete={autoComplete}
                disabled={field === 'username' && props.mode === 'edit'}
                error={!!errors[field] || (field === 'username' && props.usernameTaken)}
                helperText={
                  field === 'username' && props.usernameTaken ? t('usernameTaken') : (errors[field] ?? '')
                }
              />
            </Grid>
          ))}
          {props.isAdmin ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t('role')}
                value={values.role}
                onChange={(e) => setRole(e.target.value as Role)}
                required
                fullWidth
              >
                {ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ) : null}
          {props.isAdmin ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t('restaurant')}
                value={restaurantValue}
                onChange={(e) => set('restaurantId', e.target.value || null)}
                fullWidth
                disabled={restaurants.isPending}
              >
                <MenuItem value="">{t('noRestaurant')}</MenuItem>
                {(restaurants.data ?? []).map((r) => (
                  <MenuItem key={r.restaurantId} value={r.restaurantId}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ) : null}
          {props.mode === 'create' && values.password ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <GeneratedPasswordField password={values.password} />
            </Grid>
          ) : null}
        </Grid>
        {values.role !== '' ? (
          <>
            <Divider sx={{ my: 2 }} />
            <FormLabel component="legend">{t('permissions')}</FormLabel>
            {!showsPermissionCheckboxes(values.role) ? (
              <Typography variant="body2" color="text.secondary">
                {t('noPermissionsForRole')}
              </Typography>
            ) : permissions.isError ? (
              <Alert severity="error">{t('permissionsLoadFailed')}</Alert>
            ) : permissions.isPending ? (
              <CircularProgress size={20} aria-label={t('permissions')} />
            ) : (
              <FormGroup row>
                {permissions.data.permissions.map((p) => (
                  <FormControlLabel
                    key={p.code}
                    control={
                      <Checkbox
                        checked={values.permissions.includes(p.code)}
                        onChange={() => togglePermission(p.code)}
                      />
                    }
                    label={p.name}
                  />
                ))}
              </FormGroup>
            )}
          </>
        ) : null}
        {props.serverError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {props.serverError}
          </Alert>
        ) : null}
      </CardContent>
      <Divider />
      <CardActions sx={{ justifyContent: 'flex-end', p: 2, gap: 1 }}>
        <Button onClick={props.onCancel}>{t('back')}</Button>
        <Button type="submit" variant="contained" disabled={disabled}>
          {t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
