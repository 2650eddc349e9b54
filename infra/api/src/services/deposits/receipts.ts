import { DEPOSIT_RECEIPT_MAX_BYTES, type TDepositReceipt } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit } from '../admin';
import { sniffImageType } from '../rewards/upload';

// The bank receipt of a manual transfer (docs/decisions/wallet-screens.md): the member attaches it
// to their own pending transfer so the operator can match the money that arrived; one per order,
// a new upload replaces it until the order is reviewed. Checked by its bytes as KYC's documents.

export const RECEIPT_UPLOAD_LIMITS = {
  fieldNameSize: 32,
  fieldSize: 64,
  fields: 1,
  fileSize: DEPOSIT_RECEIPT_MAX_BYTES,
  files: 1,
  parts: 2,
  headerPairs: 16,
} as const;

export interface TReceiptFile {
  contentType: string;
  bytes: Buffer;
}

function uploadError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('DEPOSIT_RECEIPT_TOO_LARGE', { maxBytes: DEPOSIT_RECEIPT_MAX_BYTES });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  return new ApiError('DEPOSIT_RECEIPT_INVALID');
}

/** Reads the one file `receipt` (png/jpg by its bytes, ≤5MB) before anything is stored; any other part is refused. */
export async function readReceiptForm(request: FastifyRequest): Promise<TReceiptFile> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', { expected: 'multipart/form-data' });
  let file: TReceiptFile | null = null;
  try {
    for await (const part of request.parts({ limits: RECEIPT_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'receipt' || file) {
        if (part.type === 'file') part.file.resume();
        throw new ApiError('DEPOSIT_RECEIPT_INVALID', { field: part.fieldname });
      }
      const bytes = await part.toBuffer();
      const contentType = sniffImageType(bytes);
      if (!contentType) throw new ApiError('DEPOSIT_RECEIPT_TYPE', { allowed: ['png', 'jpg'] });
      file = { contentType, bytes };
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!file) throw new ApiError('DEPOSIT_RECEIPT_INVALID', { field: 'receipt' });
  return file;
}

/** Stores (or replaces) the receipt of the member's own manual transfer while it is PENDING. */
export async function uploadReceipt(
  db: Kysely<DB>,
  member: { id: number; merchantCode: string },
  orderNo: string,
  file: TReceiptFile,
): Promise<TDepositReceipt> {
  const uploadedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .select(['kind', 'status'])
      .where('order_no', '=', orderNo)
      .where('member_id', '=', member.id)
      .where('merchant_code', '=', member.merchantCode)
      .executeTakeFirst();
    // Another member's order answers as a missing one: order numbers are not to be probed.
    if (!order) throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo });
    if (order.kind !== 'MANUAL') throw new ApiError('DEPOSIT_NOT_MANUAL', { orderNo });
    if (order.status !== 'PENDING') throw new ApiError('DEPOSIT_NOT_PENDING', { orderNo, status: order.status });
    const row = {
      merchant_code: member.merchantCode,
      member_id: member.id,
      content_type: file.contentType,
      size: file.bytes.length,
      data: file.bytes.toString('base64'),
      uploaded_at: uploadedAt,
    };
    await trx
      .insertInto('deposit_receipts')
      .values({ order_no: orderNo, ...row })
      .onConflict((oc) => oc.column('order_no').doUpdateSet(row))
      .execute();
  });
  return { orderNo, contentType: file.contentType, size: file.bytes.length, uploadedAt };
}

/** The operator's look at a receipt (its bytes), written to the audit log: a receipt shows a member's bank details. */
export async function adminReceipt(db: Kysely<DB>, actor: string, orderNo: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('deposit_receipts').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!row) throw new ApiError('DEPOSIT_RECEIPT_NOT_FOUND', { orderNo });
    const meta = {
      orderNo,
      merchant: row.merchant_code,
      memberId: Number(row.member_id),
      contentType: row.content_type,
      size: Number(row.size),
      uploadedAt: row.uploaded_at,
    };
    await audit(trx, { actor, action: 'deposit.receipt.view', target: `deposit:${orderNo}`, before: null, after: meta });
    return { ...meta, data: row.data };
  });
}
