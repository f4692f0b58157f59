import { ForgetPasswordForm } from '../components/forget-password-form';

export function ForgetPasswordPage() {
  return <ForgetPasswordForm />;
}
