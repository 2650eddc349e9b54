import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { APPLICATION_IMAGE_MAX_BYTES, APPLICATION_IMAGE_TYPES } from './rewards';

// KYC (spec §3 "KYC: uploading, under review (pending), verified"; the transitions are not shown,
// docs/decisions/member-kyc.md decides them): the member uploads one identity document (png or jpg,
// at most 5MB, spec §5's image rule); an operator approves or rejects it. Behind SECPRIV, as the
// rest of the security center.

/** What a member may upload. */
export const KYC_DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT', 'DRIVER_LICENSE'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** NONE: nothing sent yet (the screen shows the upload); PENDING: under review; VERIFIED; REJECTED: may upload again. */
export const KYC_STATUSES = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];
export const KYC_DOCUMENT_MAX_BYTES = APPLICATION_IMAGE_MAX_BYTES;
export const KYC_DOCUMENT_MEDIA_TYPES = APPLICATION_IMAGE_TYPES;
/** Longest rejection reason an operator may give. */
export const KYC_REASON_MAX = 200;

export const ZKycState = z.object({
  status: z.enum(KYC_STATUSES),
  documentType: z.nullable(z.enum(KYC_DOCUMENT_TYPES)),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** The operator's reason of a rejection. */
  reason: z.nullable(z.string()),
});
export type TKycState = z.infer<typeof ZKycState>;

export const kycStatus = defineEndpoint({
  name: 'kycStatus',
  method: 'GET',
  path: '/api/v1/security/kyc',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary: "The member's identity verification: NONE, PENDING (under review), VERIFIED or REJECTED (with the reason), from the latest submission",
  tags: ['wallet'],
  response: ZKycState,
});

export const submitKyc = defineEndpoint({
  name: 'submitKyc',
  method: 'POST',
  path: '/api/v1/security/kyc',
  auth: 'realMember',
  permission: 'SECPRIV',
  summary:
    'Upload an identity document for review: multipart/form-data with `documentType` (ID_CARD, PASSPORT, DRIVER_LICENSE) and one file `document`, PNG or JPEG by content, at most 5MB. ' +
    'Errors: UNSUPPORTED_MEDIA_TYPE, KYC_UPLOAD_INVALID, KYC_DOCUMENT_TYPE, KYC_DOCUMENT_TOO_LARGE, KYC_PENDING (one under review), KYC_ALREADY_VERIFIED',
  tags: ['wallet'],
  multipart: {
    documentType: { kind: 'text', maxLength: 16, required: true, description: KYC_DOCUMENT_TYPES.join(' | ') },
    document: {
      kind: 'file',
      maxFiles: 1,
      maxBytes: KYC_DOCUMENT_MAX_BYTES,
      mediaTypes: [...KYC_DOCUMENT_MEDIA_TYPES],
      description: 'A photo or scan of the document',
    },
  },
  response: ZKycState,
  errors: ['KYC_UPLOAD_INVALID', 'KYC_DOCUMENT_TYPE', 'KYC_DOCUMENT_TOO_LARGE', 'KYC_PENDING', 'KYC_ALREADY_VERIFIED'],
  fieldErrors: { KYC_DOCUMENT_TYPE: 'document', KYC_DOCUMENT_TOO_LARGE: 'document' },
});

const ZId = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

export const ZKycSubmission = z.object({
  id: z.number(),
  merchantCode: z.string(),
  memberId: z.number(),
  username: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  contentType: z.string(),
  size: z.number(),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

export const adminKycSubmissions = defineEndpoint({
  name: 'adminKycSubmissions',
  method: 'GET',
  path: '/api/admin/kyc',
  auth: 'admin',
  summary: 'Operator: KYC submissions, newest first, by status (default PENDING) and merchant',
  tags: ['admin'],
  query: z.object({ status: z.optional(z.enum(['PENDING', 'APPROVED', 'REJECTED'])), merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))) }),
  response: z.object({ list: z.array(ZKycSubmission) }),
});

export const adminKycDocument = defineEndpoint({
  name: 'adminKycDocument',
  method: 'GET',
  path: '/api/admin/kyc/:id/document',
  auth: 'admin',
  summary: "Operator: a submission's document, its bytes as base64; KYC_NOT_FOUND when there is none",
  tags: ['admin'],
  params: z.object({ id: ZId }),
  response: z.object({ contentType: z.string(), size: z.number(), data: z.string() }),
});

export const reviewKyc = defineEndpoint({
  name: 'reviewKyc',
  method: 'POST',
  path: '/api/admin/kyc/:id/review',
  auth: 'admin',
  summary:
    'Operator: approve (the member is verified) or reject (with a reason; the member may upload again) a pending submission; KYC_ALREADY_REVIEWED otherwise. Audited.',
  tags: ['admin'],
  params: z.object({ id: ZId }),
  body: z.strictObject({ decision: z.enum(['approve', 'reject']), reason: z.optional(z.string().check(z.maxLength(KYC_REASON_MAX))) }),
  response: ZKycSubmission,
});

export const kycEndpoints = [kycStatus, submitKyc, adminKycSubmissions, adminKycDocument, reviewKyc] as const;
