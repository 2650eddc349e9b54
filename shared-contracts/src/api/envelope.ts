import * as z from 'zod/v4/mini';

/** Every API answer: `{ success, code, message, value }`. */
export const ZEnvelope = <V extends z.ZodMiniType>(value: V) =>
  z.object({ success: z.boolean(), code: z.string(), message: z.string(), value: z.nullable(value) });

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.nullable(z.record(z.string(), z.unknown())),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
