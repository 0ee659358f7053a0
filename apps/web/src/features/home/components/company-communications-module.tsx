import { useCompanyCommunications } from '../api/get-company-communications';
import { CommunicationsModule } from './communications-module';

/** SPEC §2 company home: the communications module. */
export function CompanyCommunicationsModule({ enabled }: { enabled: boolean }) {
  const { data, isPending } = useCompanyCommunications(enabled);
  return <CommunicationsModule communications={data} loading={isPending} ns="company-home" />;
}
