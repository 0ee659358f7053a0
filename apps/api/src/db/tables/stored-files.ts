import type { Generated } from 'kysely';

/**
 * File contents of the `database` storage driver (issue #18 part 1, migration 0028): one row per
 * content-addressed key (the SHA-256 in hex). Timestamps are ISO-8601 UTC text (ADR 0003).
 */
export interface StoredFileRow {
  key: string;
  bytes: Buffer;
  size: number;
  sha256: string;
  created_at: string;
  /** Parts in stored_file_parts of a file stored as a stream (migration 0039); 0: `bytes` holds it. */
  parts: Generated<number>;
}

/** One part of a file stored as a stream (migration 0039), under its upload's name until complete. */
export interface StoredFilePartRow {
  file_key: string;
  part: number;
  bytes: Buffer;
  created_at: string;
}

export interface StoredFileTables {
  stored_files: StoredFileRow;
  stored_file_parts: StoredFilePartRow;
}
