import { z } from 'zod';

/** GET /brands/{key}/{file}: a logo or image of a brand (the service refuses unknown keys and files). */
export const ZBrandAssetParams = z.object({ key: z.string(), file: z.string() });
