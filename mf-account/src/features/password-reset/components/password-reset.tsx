import { usePasswordReset } from '../hooks/use-password-reset';
import { PasswordResetFailed } from './password-reset-failed';
import { PasswordResetSucceeded } from './password-reset-succeeded';
import { ResetPasswordForm } from './reset-password-form';

/** One reset link's page: the form, then the new password set or the link refused. */
export function PasswordReset({ token }: { token: string }) {
  const { reset, submit } = usePasswordReset(token);
  if (reset.status === 'reset') return <PasswordResetSucceeded message={reset.message} />;
  if (reset.status === 'refused') return <PasswordResetFailed message={reset.message} />;
  return (
    <ResetPasswordForm
      saving={reset.saving}
      passwordError={reset.passwordError}
      failure={reset.failure}
      onSubmit={(password) => void submit(password)}
    />
  );
}
