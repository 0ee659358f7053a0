import type { TStudentImportBody } from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../platform/app-error';
import { checkUpload } from '../../../platform/files';
import { decodeCsv } from './student-import-csv';

/**
 * The uploaded import file as text (docs/office-students-import.md). platform/files checks the
 * name's extension (46), the base64, the size (SPEC §9 2000 KB) and that it is no binary format;
 * it takes UTF-8 text only, so a CSV it refuses for its content is taken here as Windows-1252 (what
 * Excel writes on a Spanish Windows) when it holds no NUL byte and sniffs as nothing else.
 */
export async function readCsvUpload(body: TStudentImportBody): Promise<string> {
  const extension = body.nombreFichero.includes('.') ? (body.nombreFichero.split('.').pop() ?? '') : '';
  try {
    const checked = await checkUpload({ base64: body.fichero, extension, allowed: ['csv'], field: 'fichero' });
    return decodeCsv(checked.bytes);
  } catch (err) {
    // Only the content check comes after the extension, base64 and size checks passed.
    const refusedContent =
      err instanceof AppError &&
      err.code === Status.FileTypeNotAllowed &&
      extension.trim().replace(/^\.+/, '').toLowerCase() === 'csv';
    if (!refusedContent) throw err;
    const bytes = Buffer.from(body.fichero.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, ''), 'base64');
    if (bytes.includes(0) || (await fileTypeFromBuffer(bytes))) throw err;
    return decodeCsv(bytes);
  }
}
