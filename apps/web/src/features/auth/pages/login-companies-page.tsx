import { LoginAudience } from '../components/login-audience';
import { LoginLayout } from '../components/login-layout';

/** /login/empresas and /login/empreses, with the recovery anchor #recordarUsuario (SPEC §2 Public routes). */
export default function LoginCompaniesPage() {
  return (
    <LoginLayout>
      <LoginAudience audience="companies" />
    </LoginLayout>
  );
}
