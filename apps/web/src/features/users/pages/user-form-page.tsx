import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  DEFAULT_MANAGED_ROLE,
  isUsernameTakenAnswer,
  type UserAccount,
  type UserCredentials,
} from '@rpos/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useCreateUser, useUpdateUser, useUserDetail } from '../api/users-api';
import { UserForm, type UserFormState } from '../components/user-form';
import { newUserPassword } from '../new-password';
import { USERS_PATH } from '../user-paths';
import { useUsersT } from '../users-texts';

/** A restaurantAdmin's creates return to /myrestaurant; every other save to /users (back-office.md §6). */
function afterSavePath(me: UserCredentials, created: boolean): string {
  return created && me.role === 'restaurantAdmin' ? '/myrestaurant' : USERS_PATH;
}

function initialOf(
  me: UserCredentials,
  account: UserAccount | undefined,
  restaurantId: string | null,
  password: string,
): UserFormState {
  if (account) {
    return {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phoneNumber: account.phone,
      username: account.username,
      role: account.role,
      permissions: account.permissions.map((p) => p.code),
      restaurantId: account.restaurantId,
    };
  }
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    username: '',
    role: me.role === 'admin' ? '' : DEFAULT_MANAGED_ROLE,
    permissions: [],
    restaurantId: me.role === 'admin' ? restaurantId : me.restaurantId,
    password,
  };
}

/** The 400's message to show beside the form (the spec's snackbar text says only that it failed). */
function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 400 && !isUsernameTakenAnswer(error.status, error.body)
    ? error.message
    : null;
}

/**
 * /user (add), /user/{username} (edit) and /userAdd/{restaurantId} (add to that restaurant): an admin
 * saves through POST /user or PUT /user; a restaurantAdmin creates through POST /restaurantManager.
 */
export function UserFormPage() {
  const t = useUsersT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { username, restaurantId } = useParams();
  const me = useUser().data;
  const detail = useUserDetail(username);
  const create = useCreateUser();
  const update = useUpdateUser();
  // A new user's password, generated once and shown before saving (decision 0458).
  const [password] = useState(newUserPassword);

  if (!me) return <PageLoader />;
  const editing = !!username;
  const title = editing ? t('editTitle') : t('addTitle');
  if (editing && detail.isPending) return <PageLoader />;
  if (editing && detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        <PageHeader title={title} />
        <Alert
          severity="error"
          action={
            notFound ? (
              <Button color="inherit" size="small" onClick={() => navigate(USERS_PATH)}>
                {t('back')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {notFound ? t('notFound') : t('loadFailed')}
        </Alert>
      </>
    );
  }

  const isAdmin = me.role === 'admin';
  const saving = create.isPending || update.isPending;
  const usernameTaken =
    create.isError &&
    isApiError(create.error) &&
    isUsernameTakenAnswer(create.error.status, create.error.body);
  const onFailure = (error: unknown) =>
    snackbar.error(
      isApiError(error) && isUsernameTakenAnswer(error.status, error.body)
        ? t('usernameTaken')
        : t('saveFailed'),
    );

  const onSubmit = (values: UserFormState) => {
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim().toLowerCase(),
      phoneNumber: values.phoneNumber.trim(),
      username: values.username.trim(),
      role: values.role || undefined,
      permissions: values.permissions,
      ...(isAdmin ? { restaurantId: values.restaurantId } : {}),
    };
    if (editing) {
      update.mutate(body, {
        onSuccess: () => {
          snackbar.success(t('saved'));
          navigate(afterSavePath(me, false));
        },
        onError: onFailure,
      });
      return;
    }
    create.mutate(
      {
        body: {
          ...body,
          ...(isAdmin ? {} : { restaurantId: restaurantId ?? me.restaurantId }),
          password: values.password,
        },
        asRestaurantAdmin: !isAdmin,
      },
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          navigate(afterSavePath(me, true));
        },
        onError: onFailure,
      },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          !editing && !isAdmin && me.restaurantName
            ? t('addSubtitleFor', { restaurant: me.restaurantName })
            : undefined
        }
      />
      <UserForm
        key={detail.data?.user.username ?? 'new'}
        mode={editing ? 'edit' : 'create'}
        initial={initialOf(me, detail.data?.user, restaurantId ?? null, password)}
        isAdmin={isAdmin}
        saving={saving}
        serverError={serverMessage(editing ? update.error : create.error)}
        usernameTaken={!!usernameTaken}
        onSubmit={onSubmit}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
