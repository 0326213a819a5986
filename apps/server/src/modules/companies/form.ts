import type { FastifyRequest } from 'fastify';
import { companyUpdateSchema, LOGO_MAX_BYTES, type CompanyUpdate } from '@coldroom/contract';
import { AppError, errors } from '../../platform/errors';
import { detectImage } from '../../platform/files/images';
import { refuseUnsafeText } from '../../platform/http/input-rules';
import { parseOrInvalid } from '../../platform/validate';
import type { UploadedLogo } from './service';

const TEXT_FIELDS = ['name', 'country', 'currency', 'time_zone', 'account_name', 'account_number', 'bank_name'] as const;

/**
 * Reads PUT /user/v1/companies/{id}/: multipart/form-data with an optional `logo` file, or plain JSON.
 * Returns the checked fields and the logo, whose type is decided by its bytes (PNG, JPEG or WebP).
 */
export async function readCompanyForm(request: FastifyRequest): Promise<{ input: CompanyUpdate; logo: UploadedLogo | null }> {
  if (!request.isMultipart()) return { input: parseOrInvalid(companyUpdateSchema, request.body ?? {}), logo: null };

  const raw: Record<string, unknown> = {};
  const crops: string[] = [];
  let sawCrop = false;
  const countries: string[] = [];
  let sawCountries = false;
  let logoData: Buffer | null = null;
  // Every text part as sent (a repeated name as a list), for the input rules of every request.
  const sent: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo' || logoData !== null) {
          await part.toBuffer();
          throw errors.invalidInput({ [part.fieldname]: 'unexpected_file' }, 'Only one file, named "logo", is accepted.');
        }
        logoData = await part.toBuffer();
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const earlier = sent[part.fieldname];
      sent[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
      if (part.fieldname === 'crop' || part.fieldname === 'crop[]') {
        sawCrop = true;
        crops.push(...value.split(',').map((id) => id.trim()).filter((id) => id !== ''));
      } else if (part.fieldname === 'sms_countries' || part.fieldname === 'sms_countries[]') {
        sawCountries = true;
        countries.push(...value.split(',').map((code) => code.trim()).filter((code) => code !== ''));
      } else if (part.fieldname === 'remove_logo') {
        raw.remove_logo = value === 'true' || value === '1';
      } else if (part.fieldname === 'balance_reminders' || part.fieldname === 'sms_plain_letters') {
        // A form sends "true"/"false"; anything else stays text and is refused by the schema.
        raw[part.fieldname] = value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
        raw[part.fieldname] = value;
      }
      // Other fields (the read-only ML flags a form may echo back) are ignored.
    }
  } catch (error) {
    throw multipartError(error);
  }
  refuseUnsafeText(sent);
  if (sawCrop) raw.crop = crops;
  if (sawCountries) raw.sms_countries = countries;
  const input = parseOrInvalid(companyUpdateSchema, raw);
  if (logoData === null || logoData.length === 0) return { input, logo: null };
  const type = await detectImage(logoData);
  if (!type) throw new AppError(400, 'file_type_not_allowed', 'The logo must be a PNG, JPEG or WebP image.', { logo: 'file_type_not_allowed' });
  return { input, logo: { data: logoData, type } };
}

/** The multipart plugin's limits and parse failures, as catalogue errors. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'file_too_large', `The logo may be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`, { logo: 'file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return errors.invalidInput({ body: 'too_many_parts' }, 'The form has too many parts.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') {
    return new AppError(415, 'unsupported_media_type', 'Send multipart/form-data or JSON.');
  }
  // Anything else while reading the parts (no boundary, a truncated body, a broken part) is the sender's form.
  return errors.invalidInput({ body: 'malformed_multipart' }, 'The form data is malformed.');
}
