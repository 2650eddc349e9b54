import * as z from 'zod/v4/mini';

export type TJsonSchema = Record<string, unknown>;

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) of one descriptor part: `input` for what a
 * caller sends (query, params, body), `output` for what the API answers. Parts zod cannot express
 * (transforms) become `{}` ("anything") rather than failing the route.
 */
export function descriptorJsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): TJsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as TJsonSchema;
    return rest;
  } catch {
    return {};
  }
}
