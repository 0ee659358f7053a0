import fs from 'node:fs/promises';
import path from 'node:path';
import { BRAND_ASSET_EXTENSIONS } from '@portal/contracts/brand';
import { notFound } from '../../platform/app-error';
import type { BrandRegistry } from '../../platform/brand';

const CONTENT_TYPES: Record<(typeof BRAND_ASSET_EXTENSIONS)[number], string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

// A plain file name: no separators, no leading dot, so '..' and 'a/b' never reach the disk.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/;

export interface BrandAsset {
  body: Buffer;
  contentType: string;
}

/**
 * A logo or image of a brand folder. Anything else (another folder, brand.json, a traversal
 * attempt, an unknown brand) is 'not found' (HTTP 404, status 1) so nothing outside leaks.
 */
export async function readBrandAsset(registry: BrandRegistry, key: string, file: string): Promise<BrandAsset> {
  const dir = registry.dirs.get(key);
  if (!dir || !FILE_NAME.test(file)) throw notFound();
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof CONTENT_TYPES;
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) throw notFound();
  const full = path.resolve(dir, file);
  if (path.dirname(full) !== dir) throw notFound();
  try {
    return { body: await fs.readFile(full), contentType };
  } catch {
    throw notFound();
  }
}
