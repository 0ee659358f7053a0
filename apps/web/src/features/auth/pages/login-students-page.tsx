import { LoginAudience } from '../components/login-audience';
import { LoginLayout } from '../components/login-layout';

/** /login/alumnos (SPEC §2 Public routes). */
export default function LoginStudentsPage() {
  return (
    <LoginLayout>
      <LoginAudience audience="students" />
    </LoginLayout>
  );
}
