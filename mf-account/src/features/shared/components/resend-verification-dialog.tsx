import { useResendVerification } from '../hooks/use-resend-verification';
import { AUTH_MESSAGES } from '../../../messages';
import { EmailDialog, EmailForm } from './email-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The address to offer, e.g. the one typed in the login form. */
  initialEmail?: string;
}

/** Resend Verification Email: asks for the address, sends a new link and toasts the answer. */
export function ResendVerificationDialog({ open, onClose, initialEmail = '' }: Props) {
  return (
    <EmailDialog open={open} onClose={onClose} title="Resend Verification Email">
      <ResendForm initialEmail={initialEmail} onSent={onClose} onCancel={onClose} />
    </EmailDialog>
  );
}

function ResendForm({
  initialEmail,
  onSent,
  onCancel,
}: {
  initialEmail: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { sending, resend } = useResendVerification(AUTH_MESSAGES.sendFailed);

  return (
    <EmailForm
      lead="Enter the address you signed up with and we'll send a new link."
      initialEmail={initialEmail}
      sending={sending}
      onSend={async (email) => {
        if (await resend(email)) onSent();
      }}
      onCancel={onCancel}
    />
  );
}
