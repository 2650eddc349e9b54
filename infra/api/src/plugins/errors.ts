import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, codeForStatus, errorEnvelope } from '../errors';
import { PLUGIN, sharedPlugin } from '../lib/plugin';

/** Maps every error to the envelope. 4xx keep their status and get a name; anything else is a 500 'Unknown error'. */
export function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  reply.type('application/json; charset=utf-8');
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).headers(error.headers).send(errorEnvelope(error.code, error.value));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: 'code' in error ? error.code : undefined, status, reason: error.message }, 'request refused');
    return reply.code(status).send(errorEnvelope(codeForStatus(status)));
  }
  // The details stay in the log; the caller learns only that something went wrong.
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorEnvelope('INTERNAL'));
}

export const errorsPlugin = sharedPlugin(PLUGIN.errors, { dependencies: [] }, async (app) => {
  app.setErrorHandler(handleError);
});
