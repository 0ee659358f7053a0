import { LoginAudience } from '../components/login-audience';
import { LoginLayout } from '../components/login-layout';

/** /login/antiguos (sent with eAmbito 'antiguos') (SPEC §2 Public routes). */
export default function LoginAlumniPage() {
  return (
    <LoginLayout>
      <LoginAudience audience="alumni" />
    </LoginLayout>
  );
}
