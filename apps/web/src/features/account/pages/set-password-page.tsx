import { PasswordLinkForm } from '../components/password-link-form';

/** SPEC §2 /establecer-login?token=: the set-password link of a new account (establecerPassword; 43 / 42). */
export default function SetPasswordPage() {
  return <PasswordLinkForm purpose="set" />;
}
