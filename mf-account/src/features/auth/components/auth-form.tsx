import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { Button, FormField, TextButton, toast } from '@shop/ui';
import { ForgotPasswordDialog } from '../../shared/components/forgot-password-dialog';
import { PageTitle } from '../../shared/components/page-title';
import { ResendVerificationDialog } from '../../shared/components/resend-verification-dialog';
import { useSignIn } from '../hooks/use-sign-in';
import { useSignUp } from '../hooks/use-sign-up';
import {
  authFieldErrors,
  fieldOfMessage,
  firstInError,
  type AuthErrors,
  type AuthFieldName,
  type AuthFields,
} from '../utils/auth-field-errors';
import { UnverifiedEmailDialog } from './unverified-email-dialog';
import styles from './auth-form.module.css';

type Mode = 'Login' | 'Sign Up';

/** The form's inputs in order; the name is asked only to sign up, the password's kind by mode. */
const AUTH_INPUTS: ReadonlyArray<{
  name: AuthFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
}> = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password' },
];

const NO_FIELDS: AuthFields = { name: '', email: '', password: '' };

const MODE_DESCRIPTIONS: Record<Mode, string> = {
  Login: 'Sign in to your account to see your cart, check out and follow your orders.',
  'Sign Up': 'Create an account to check out, follow your orders and save your measurements.',
};

interface Notice {
  text: string;
  tone: 'success' | 'warning';
}

/**
 * docs/product/account.md#login-and-sign-up: Login and Sign Up on one form, with the resend of a
 * verification link beside it and a request for a password reset link behind 'Forgot your
 * password?'.
 */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('Login');
  const [fields, setFields] = useState(NO_FIELDS);
  const [errors, setErrors] = useState<AuthErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resendOpen, setResendOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const signingUp = mode === 'Sign Up';

  const edit = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as AuthFieldName;
    const next = { ...fields, [name]: event.target.value };
    setFields(next);
    // A field in error is checked again as it is typed, so its mark goes once it is right.
    if (errors[name]) setErrors({ ...errors, [name]: authFieldErrors(signingUp, next)[name] });
  };

  /** Shows `found` beside their fields, the first one focused and its message in a toast too. */
  const showErrors = (found: AuthErrors, message?: string) => {
    setErrors(found);
    const first = firstInError(found);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    const text = message ?? (first && found[first]);
    if (text) toast.error(text);
  };
  const showRefusal = (message: string) => {
    const field = fieldOfMessage(message);
    showErrors(field ? { [field]: message } : {}, message);
  };

  const switchMode = () => {
    setMode(signingUp ? 'Login' : 'Sign Up');
    setNotice(null);
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = authFieldErrors(signingUp, fields);
    if (firstInError(found)) return showErrors(found);
    setErrors({});
    setBusy(true);
    setNotice(null);
    const email = fields.email.trim();
    if (signingUp) {
      const result = await signUp({ name: fields.name.trim(), email, password: fields.password });
      if (result.outcome === 'registered') {
        setMode('Login');
        setFields(NO_FIELDS);
        setNotice({ text: result.message, tone: result.emailSent ? 'success' : 'warning' });
      } else {
        showRefusal(result.message);
      }
      setBusy(false);
      return;
    }
    const result = await signIn({ email, password: fields.password });
    if (result.outcome === 'signed-in') return;
    setBusy(false);
    if (result.outcome === 'unverified') setUnverifiedEmail(result.email);
    else showRefusal(result.message);
  };

  return (
    <>
      <PageTitle description={MODE_DESCRIPTIONS[mode]}>{mode}</PageTitle>
      {notice && (
        <p className={`${styles.notice} ${styles[notice.tone]}`} role="status">
          {notice.text}
        </p>
      )}
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {AUTH_INPUTS.filter((input) => signingUp || input.name !== 'name').map((input) => (
          <AuthField
            key={input.name}
            {...input}
            autoComplete={input.autoComplete ?? (signingUp ? 'new-password' : 'current-password')}
            fields={fields}
            errors={errors}
            onChange={edit}
          />
        ))}
        {signingUp && (
          <p className={styles.hint}>
            At least {PASSWORD_MIN_LENGTH} characters, with letters and numbers.
          </p>
        )}
        <div className={styles.links}>
          <TextButton onClick={() => setForgotOpen(true)}>Forgot your password?</TextButton>
          <TextButton onClick={switchMode}>
            {signingUp ? 'Login here' : 'Create account'}
          </TextButton>
        </div>
        <Button type="submit" block loading={busy}>
          {signingUp ? 'Sign Up' : 'Sign In'}
        </Button>
      </form>
      <div className={styles.resend}>
        <Button variant="ghost" size="sm" onClick={() => setResendOpen(true)}>
          Resend Verification Email
        </Button>
      </div>
      <ResendVerificationDialog
        open={resendOpen}
        onClose={() => setResendOpen(false)}
        initialEmail={fields.email.trim()}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={fields.email.trim()}
      />
      <UnverifiedEmailDialog email={unverifiedEmail} onClose={() => setUnverifiedEmail(null)} />
    </>
  );
}

/** One of the form's inputs, labelled, its value the field of its name and its error beneath. */
function AuthField({
  name,
  label,
  type,
  autoComplete,
  fields,
  errors,
  onChange,
}: {
  name: AuthFieldName;
  label: string;
  type?: string;
  autoComplete: string;
  fields: AuthFields;
  errors: AuthErrors;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <FormField label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          value={fields[name]}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
