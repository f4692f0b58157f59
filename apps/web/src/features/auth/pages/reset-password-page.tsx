import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=… (the link e-mailed by POST /foregetPassword). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />;
}
