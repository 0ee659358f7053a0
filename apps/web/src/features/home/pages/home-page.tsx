import { useSession } from '../../../lib/session';
import { CompanyHome } from '../components/company-home';
import { StudentHome } from '../components/student-home';

/** Route '/': the student or the company home by role (the guards send anonymous users to login). */
export default function HomePage() {
  const { role } = useSession();
  if (role === 'company') return <CompanyHome />;
  if (role === 'student') return <StudentHome />;
  return null;
}
