import { GATEWAY_CALLBACK_MAX_SKEW_SECONDS, gatewayCanonicalString, type TDepositStatus, type TGatewayCallback } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseAmountToMinor } from '../../lib/money';
import { envOrProcessSecret } from '../../lib/secrets';
import { postMemberMovement, toMinor } from '../wallet/ledger';
import { merchantCurrency } from './channels';
import { lockMember } from '../wallet/common';
import { settlePromoOnCredit, voidPromoClaim } from './promos';

// The payment gateway's callback (paymentCallback). The gateway signs
// 'v1|orderNo|amount|status|gatewayTxnId|timestamp' (gatewayCanonicalString) with HMAC-SHA256 and
// the shared secret; the API checks, in this order and before reading or writing anything:
// signature (constant time), timestamp within 5 minutes of the server clock. Then the order must
// exist and the amount must be its amount. Settling is one guarded
// `UPDATE ... WHERE status = 'PENDING'` and, for PAID, the ledger credit in the same transaction:
// of two identical callbacks (even concurrent ones) only the one whose UPDATE changed the row
// credits; the other finds the order already in the callback's status and answers success.

export type TGatewaySecret = string | Buffer;

/** PAYMENT_GATEWAY_SECRET, or a per-process key (the simulated gateway then works in development). */
export const gatewaySecret = (env: NodeJS.ProcessEnv = process.env): TGatewaySecret => envOrProcessSecret('PAYMENT_GATEWAY_SECRET', env);

/** Hex HMAC-SHA256 of the callback's canonical string: what the gateway puts in X-Signature. */
export function signGatewayCallback(secret: TGatewaySecret, payload: TGatewayCallback): string {
  return createHmac('sha256', secret).update(gatewayCanonicalString(payload), 'utf8').digest('hex');
}

/** Constant-time comparison of the X-Signature header with the expected signature. */
export function verifyGatewaySignature(secret: TGatewaySecret, payload: TGatewayCallback, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signGatewayCallback(secret, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export interface TCallbackResult {
  orderNo: string;
  status: TDepositStatus;
  credited: boolean;
}

/** Checks and applies one gateway callback (see the comment at the top). */
export async function handleGatewayCallback(
  db: Kysely<DB>,
  secret: TGatewaySecret,
  payload: TGatewayCallback,
  signature: unknown,
  nowMs = Date.now(),
): Promise<TCallbackResult> {
  if (!verifyGatewaySignature(secret, payload, signature)) throw new ApiError('GATEWAY_SIGNATURE_INVALID');
  if (Math.abs(Math.floor(nowMs / 1000) - payload.timestamp) > GATEWAY_CALLBACK_MAX_SKEW_SECONDS) throw new ApiError('GATEWAY_TIMESTAMP_STALE');

  const order = await db
    .selectFrom('deposit_orders')
    .innerJoin('deposit_channels', 'deposit_channels.id', 'deposit_orders.channel_id')
    .select([
      'deposit_orders.id',
      'deposit_orders.merchant_code',
      'deposit_orders.member_id',
      'deposit_orders.kind',
      'deposit_orders.amount_minor',
      'deposit_channels.name as channel_name',
    ])
    .where('deposit_orders.order_no', '=', payload.orderNo)
    .executeTakeFirst();
  if (!order || order.kind !== 'GATEWAY') throw new ApiError('DEPOSIT_NOT_FOUND', { orderNo: payload.orderNo });
  const { places } = await merchantCurrency(db, order.merchant_code);
  const amountMinor = toMinor(order.amount_minor);
  if (parseAmountToMinor(payload.amount, places) !== amountMinor) throw new ApiError('DEPOSIT_AMOUNT_MISMATCH', { orderNo: payload.orderNo });

  const target: TDepositStatus = payload.status;
  return db.transaction().execute(async (trx) => {
    const now = new Date(nowMs).toISOString();
    const updated = await trx
      .updateTable('deposit_orders')
      .set({ status: target, gateway_txn_id: payload.gatewayTxnId, completed_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      if (target === 'PAID') {
        await lockMember(trx, order.member_id);
        const posted = await postMemberMovement(trx, {
          merchant: order.merchant_code,
          memberId: order.member_id,
          type: 'DEPOSIT',
          amountMinor,
          book: 'gateway',
          reference: `deposit:${payload.orderNo}`,
          description: `Deposit ${payload.orderNo} (${order.channel_name})`,
        });
        await trx.updateTable('deposit_orders').set({ ledger_transaction_id: posted.transactionId }).where('id', '=', order.id).execute();
        await settlePromoOnCredit(
          trx,
          { id: order.id, orderNo: payload.orderNo, merchantCode: order.merchant_code, memberId: order.member_id, amountMinor },
          new Date(nowMs),
        );
      } else {
        await voidPromoClaim(trx, order.id, new Date(nowMs));
      }
      return { orderNo: payload.orderNo, status: target, credited: target === 'PAID' };
    }
    // Settled before: a repeat of the same outcome is answered again; another outcome is a conflict.
    const current = await trx.selectFrom('deposit_orders').select(['status', 'gateway_txn_id']).where('id', '=', order.id).executeTakeFirstOrThrow();
    if (current.status === target && current.gateway_txn_id === payload.gatewayTxnId) return { orderNo: payload.orderNo, status: target, credited: false };
    throw new ApiError('DEPOSIT_NOT_PENDING', { orderNo: payload.orderNo, status: current.status });
  });
}
