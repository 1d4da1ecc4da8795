import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useResendVerification } from '../../shared/hooks/use-resend-verification';
import { AUTH_MESSAGES } from '../../../messages';

interface Props {
  /** The unverified address the server named; the dialog shows while it is set. */
  email: string | null;
  onClose: () => void;
}

/**
 * docs/product/account.md#unverified-e-mail: a login refused for an unverified address offers to
 * resend the link to it.
 */
export function UnverifiedEmailDialog({ email, onClose }: Props) {
  const { sending, resend } = useResendVerification(AUTH_MESSAGES.resendFailed);

  // Like a confirm box: the answer, sent or not, is the toast; the dialog's work is done.
  const confirm = async () => {
    if (email) await resend(email);
    onClose();
  };

  return (
    <ConfirmDialog
      open={email !== null}
      title="Email not verified"
      message={AUTH_MESSAGES.unverified}
      confirmLabel="Resend"
      busy={sending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
