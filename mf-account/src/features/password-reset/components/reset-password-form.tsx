import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { Button } from '@shop/ui';
import { TextField } from '../../shared/components/text-field';
import { RESET_MESSAGES } from '../../../messages';
import styles from './password-reset.module.css';

interface Props {
  saving: boolean;
  /** The server's word on the new password. */
  passwordError?: string;
  /** A failure to try again after (no answer, too many attempts). */
  failure?: string;
  onSubmit: (password: string) => void;
}

interface Problems {
  password?: string;
  confirm?: string;
}

/** The new password twice, checked by the sign-up's rule before it is sent. */
export function ResetPasswordForm({ saving, passwordError, failure, onSubmit }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const shownPasswordError = problems.password ?? passwordError;

  useEffect(() => {
    if (passwordError) passwordRef.current?.focus();
  }, [passwordError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found: Problems = {
      password: isStrongPassword(password) ? undefined : RESET_MESSAGES.weakPassword,
      confirm: confirm === password ? undefined : RESET_MESSAGES.mismatch,
    };
    setProblems(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirm) confirmRef.current?.focus();
    else onSubmit(password);
  };

  return (
    <div className={styles.editing}>
      <p className={styles.lead}>Choose a new password for your account.</p>
      {/* The rule is checked here and by the server, so each problem shows beside its field. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          ref={passwordRef}
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, with letters and numbers.`}
          error={shownPasswordError}
        />
        <TextField
          ref={confirmRef}
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={problems.confirm}
        />
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        <Button type="submit" block loading={saving}>
          Reset Password
        </Button>
      </form>
      <p className={styles.back}>
        <Link to="/login">Back to Login</Link>
      </p>
    </div>
  );
}
