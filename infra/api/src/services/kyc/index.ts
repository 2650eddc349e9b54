import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES, type TKycDocumentType, type TKycState } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit } from '../admin';
import { sniffImageType } from '../rewards/upload';

// KYC (docs/decisions/member-kyc.md): one document per submission, reviewed by the operator.
// The member's state is the latest submission's: PENDING → under review, APPROVED → verified,
// REJECTED → may upload again; an approved member stays verified.

export const KYC_UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: 64,
  fields: 2,
  fileSize: KYC_DOCUMENT_MAX_BYTES,
  files: 1,
  parts: 4,
  headerPairs: 16,
} as const;

export interface TKycForm {
  documentType: TKycDocumentType;
  contentType: string;
  bytes: Buffer;
}

function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('KYC_DOCUMENT_TOO_LARGE', { maxBytes: KYC_DOCUMENT_MAX_BYTES });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  return new ApiError('KYC_UPLOAD_INVALID');
}

/** Reads and checks the form before anything is stored: `documentType` once, one png/jpg `document` (by its bytes). */
export async function readKycForm(request: FastifyRequest): Promise<TKycForm> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  let documentType: TKycDocumentType | null = null;
  let file: { contentType: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: KYC_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document' || file) {
          part.file.resume();
          throw new ApiError('KYC_UPLOAD_INVALID', { field: part.fieldname });
        }
        const bytes = await part.toBuffer();
        const contentType = sniffImageType(bytes);
        if (!contentType) throw new ApiError('KYC_DOCUMENT_TYPE', { allowed: ['png', 'jpg'] });
        file = { contentType, bytes };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (part.fieldname !== 'documentType' || documentType !== null || !(KYC_DOCUMENT_TYPES as readonly string[]).includes(value)) {
          throw new ApiError('KYC_UPLOAD_INVALID', { field: part.fieldname });
        }
        documentType = value as TKycDocumentType;
      }
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!documentType) throw new ApiError('KYC_UPLOAD_INVALID', { field: 'documentType' });
  if (!file) throw new ApiError('KYC_UPLOAD_INVALID', { field: 'document' });
  return { documentType, ...file };
}

type TRow = { document_type: string; status: string; created_at: string; reviewed_at: string | null; reason: string | null };

function stateOf(latest: TRow | undefined, verified: TRow | undefined): TKycState {
  const row = verified ?? latest;
  if (!row) return { status: 'NONE', documentType: null, submittedAt: null, reviewedAt: null, reason: null };
  const status = row.status === 'APPROVED' ? 'VERIFIED' : row.status === 'PENDING' ? 'PENDING' : 'REJECTED';
  return {
    status,
    documentType: row.document_type as TKycDocumentType,
    submittedAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reason: status === 'REJECTED' ? row.reason : null,
  };
}

const columns = ['document_type', 'status', 'created_at', 'reviewed_at', 'reason'] as const;

export async function kycState(db: Kysely<DB>, merchant: string, memberId: number): Promise<TKycState> {
  const base = db.selectFrom('kyc_submissions').select(columns).where('merchant_code', '=', merchant).where('member_id', '=', memberId);
  const [latest, verified] = await Promise.all([
    base.orderBy('id', 'desc').limit(1).executeTakeFirst(),
    base.where('status', '=', 'APPROVED').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return stateOf(latest, verified);
}

/** Stores a submission unless one is under review or the member is verified (checked in the same transaction). */
export async function submitKyc(db: Kysely<DB>, merchant: string, memberId: number, form: TKycForm): Promise<TKycState> {
  await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('kyc_submissions')
      .select('status')
      .where('merchant_code', '=', merchant)
      .where('member_id', '=', memberId)
      .where('status', 'in', ['PENDING', 'APPROVED'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open?.status === 'APPROVED') throw new ApiError('KYC_ALREADY_VERIFIED');
    if (open?.status === 'PENDING') throw new ApiError('KYC_PENDING');
    await trx
      .insertInto('kyc_submissions')
      .values({
        merchant_code: merchant,
        member_id: memberId,
        document_type: form.documentType,
        status: 'PENDING',
        content_type: form.contentType,
        size: form.bytes.length,
        data: form.bytes.toString('base64'),
        reason: null,
        created_at: new Date().toISOString(),
        reviewed_at: null,
      })
      .execute();
  });
  return kycState(db, merchant, memberId);
}

function submissions(db: Kysely<DB>) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('members as m', 'm.id', 'k.member_id')
    .select([
      'k.id',
      'k.merchant_code',
      'k.member_id',
      'm.username',
      'k.document_type',
      'k.status',
      'k.content_type',
      'k.size',
      'k.reason',
      'k.created_at',
      'k.reviewed_at',
    ]);
}

type TSubmissionRow = Awaited<ReturnType<ReturnType<typeof submissions>['executeTakeFirstOrThrow']>>;

function toSubmission(r: TSubmissionRow) {
  return {
    id: Number(r.id),
    merchantCode: r.merchant_code,
    memberId: Number(r.member_id),
    username: r.username,
    documentType: r.document_type as TKycDocumentType,
    status: r.status as 'PENDING' | 'APPROVED' | 'REJECTED',
    contentType: r.content_type,
    size: Number(r.size),
    reason: r.reason,
    createdAt: r.created_at,
    reviewedAt: r.reviewed_at,
  };
}

export async function adminSubmissions(db: Kysely<DB>, q: { status?: 'PENDING' | 'APPROVED' | 'REJECTED'; merchant?: string }) {
  let query = submissions(db).where('k.status', '=', q.status ?? 'PENDING');
  if (q.merchant) query = query.where('k.merchant_code', '=', q.merchant);
  return (await query.orderBy('k.id', 'desc').limit(200).execute()).map(toSubmission);
}

export async function adminDocument(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('kyc_submissions').select(['content_type', 'size', 'data']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('KYC_NOT_FOUND');
  return { contentType: row.content_type, size: Number(row.size), data: row.data };
}

/** The operator's decision on a pending submission, with its audit entry, in one transaction. */
export async function reviewKyc(db: Kysely<DB>, actor: string, id: number, review: { decision: 'approve' | 'reject'; reason?: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await submissions(trx).where('k.id', '=', id).executeTakeFirst();
    if (!before) throw new ApiError('KYC_NOT_FOUND');
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable('kyc_submissions')
      .set({
        status: review.decision === 'approve' ? 'APPROVED' : 'REJECTED',
        reason: review.decision === 'reject' ? review.reason?.trim() || null : null,
        reviewed_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new ApiError('KYC_ALREADY_REVIEWED');
    const after = toSubmission(await submissions(trx).where('k.id', '=', id).executeTakeFirstOrThrow());
    await audit(trx, { actor, action: 'kyc.review', target: `kyc:${id}`, before: toSubmission(before), after });
    return after;
  });
}
