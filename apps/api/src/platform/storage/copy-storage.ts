import { contentKey, type Storage } from './storage';

export interface CopyResult {
  /** Files listed in the source. */
  files: number;
  /** Written to the target. */
  copied: number;
  /** Already in the target (and checked). */
  present: number;
  /** Keys whose bytes do not hash to the key, in the source or after the copy. */
  failed: string[];
}

/**
 * Copies every stored file from one storage to another (issue #18 part 1: `npm run storage:copy`,
 * and restores into another driver), checking that the source bytes and the copy read back hash
 * to their key (the SHA-256 they are named by). A file already in the target is checked, not
 * rewritten, so an interrupted copy can simply run again.
 */
export async function copyStorage(from: Storage, to: Storage): Promise<CopyResult> {
  const result: CopyResult = { files: 0, copied: 0, present: 0, failed: [] };
  for await (const key of from.list()) {
    result.files += 1;
    const bytes = await from.get(key);
    if (!bytes || contentKey(bytes) !== key) {
      result.failed.push(key);
      continue;
    }
    if (!(await to.exists(key))) {
      await to.put(key, bytes);
      result.copied += 1;
    } else {
      result.present += 1;
    }
    const copy = await to.get(key);
    if (!copy || contentKey(copy) !== key) result.failed.push(key);
  }
  return result;
}
