import { PasswordLinkForm } from '../components/password-link-form';

/** SPEC §2 /restablecer-candidato?token=: a student's recovery link (restablecerPassword; 508 / 42). */
export default function ResetCandidatePage() {
  return <PasswordLinkForm purpose="reset" />;
}
