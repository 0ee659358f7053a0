import { useCompanyCommunications } from '../api/get-company-communications';
import { retryOf } from '../../../ui/load-failed';
import { CommunicationsModule } from './communications-module';

/** SPEC §2 company home: the communications module. */
export function CompanyCommunicationsModule({ enabled }: { enabled: boolean }) {
  const query = useCompanyCommunications(enabled);
  return (
    <CommunicationsModule
      communications={query.data}
      loading={query.isPending}
      failed={query.isError ? retryOf(query) : undefined}
      ns="company-home"
    />
  );
}
