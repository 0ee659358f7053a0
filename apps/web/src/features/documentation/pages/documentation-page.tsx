import { useSession } from '../../../lib/session';
import { CompanyDocumentation } from '../components/company-documentation';
import { StudentDocumentation } from '../components/student-documentation';

/**
 * SPEC §2 /documentacion, for any signed-in user: a student's requested documents, or the
 * company's documents (issue #12 item 14: it showed 'Muy pronto disponible' to companies).
 */
export default function DocumentationPage() {
  const { role } = useSession();
  return role === 'company' ? <CompanyDocumentation /> : <StudentDocumentation />;
}
