/** What the upload widget holds: a file read as base64 plus its extension, or a URL instead (SPEC §5 Files). */
export type TPickedFile =
  { kind: 'file'; ficheroB64: string; extension: string; nombre: string } | { kind: 'url'; url: string } | null;
