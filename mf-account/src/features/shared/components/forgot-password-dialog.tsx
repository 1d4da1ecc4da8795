import { useEffect, useRef } from 'react';
import { Button } from '@shop/ui';
import { useForgotPassword } from '../hooks/use-forgot-password';
import styles from './dialog-form.module.css';
import { EmailDialog, EmailForm } from './email-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The address to offer, e.g. the one typed in the login form. */
  initialEmail?: string;
}

/** Forgot your password?: asks for the address and shows the server's answer in place. */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: Props) {
  return (
    <EmailDialog open={open} onClose={onClose} title="Reset your password">
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />
    </EmailDialog>
  );
}

function ForgotPasswordForm({
  initialEmail,
  onClose,
}: {
  initialEmail: string;
  onClose: () => void;
}) {
  const { request, send } = useForgotPassword();
  const answerRef = useRef<HTMLParagraphElement>(null);

  // The form gives way to the answer: focus goes with it, so it is read out and Tab stays here.
  useEffect(() => {
    if (request.status === 'sent') answerRef.current?.focus();
  }, [request.status]);

  if (request.status === 'sent') {
    return (
      <div className={styles.form}>
        <p ref={answerRef} tabIndex={-1} role="status" className={styles.answer}>
          {request.message}
        </p>
        <div className={styles.actions}>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    );
  }

  return (
    <EmailForm
      lead="Enter the address of your account and we'll send you a link to choose a new password."
      initialEmail={initialEmail}
      sending={request.status === 'sending'}
      error={request.status === 'failed' ? request.message : undefined}
      onSend={send}
      onCancel={onClose}
    />
  );
}
