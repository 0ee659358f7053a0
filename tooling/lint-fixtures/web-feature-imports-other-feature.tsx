// Linted as apps/web/src/features/offers/components/fixture.tsx: imports the cv feature.
import { addDocument } from '../../cv/api/add-document';

export const leak = addDocument;
