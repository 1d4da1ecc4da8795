import { LoginPage } from '../features/auth/components/login-page';

/** /login: Login and Sign Up. */
export default function LoginRoute() {
  return <LoginPage />;
}
