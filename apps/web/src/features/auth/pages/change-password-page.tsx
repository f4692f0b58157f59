import { ChangePasswordForm } from '../components/change-password-form';

/** /change-password: the first sign-in with a generated password (decision 0207). */
export function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
