import type { FastifyRequest } from 'fastify';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind } from '@coldroom/contract';
import { AppError, errors } from '../../platform/errors';
import { refuseUnsafeText } from '../../platform/http/input-rules';

/** The form of POST …/imports/: `kind` and one `file` (its name kept for the list, at most 120 characters). */
export async function readImportForm(request: FastifyRequest): Promise<{ kind: ImportKind; fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  let kind: string | undefined;
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== null) {
          await part.toBuffer();
          throw errors.invalidInput({ [part.fieldname]: 'unexpected_file' }, 'Only one file, named "file", is accepted.');
        }
        file = { name: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === 'kind') {
        kind = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  refuseUnsafeText({ kind, file: file?.name });
  const problems: Record<string, string> = {};
  if (kind === undefined) problems.kind = 'required';
  else if (!(IMPORT_KINDS as readonly string[]).includes(kind)) problems.kind = 'invalid';
  if (!file || file.data.length === 0) problems.file = 'required';
  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
  // eslint-disable-next-line no-control-regex
  const fileName = (file!.name || 'file').replace(/[\u0000-\u001f\u007f"\\/]/g, '_').slice(0, 120);
  return { kind: kind as ImportKind, fileName, data: file!.data };
}

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'file_too_large', `The file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into several files.`, { file: 'file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return errors.invalidInput({ body: 'too_many_parts' }, 'The form has too many parts.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') return new AppError(415, 'unsupported_media_type', 'Send multipart/form-data.');
  return errors.invalidInput({ body: 'malformed_multipart' }, 'The form data is malformed.');
}
