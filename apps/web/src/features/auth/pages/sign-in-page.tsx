import { SignInForm } from '../components/sign-in-form';

export function SignInPage() {
  return <SignInForm />;
}
