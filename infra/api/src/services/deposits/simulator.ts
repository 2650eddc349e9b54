import { PATHS, withQuery } from '@tessera/contract';
import type { TGatewayCallback } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { formatMinor } from '../../lib/money';
import { toMinor } from '../wallet/ledger';
import { merchantCurrency } from './channels';
import { PAYMENT_SIM_PREFIX } from './simLink';

// The simulated payment gateway (demo and tests): the page a deposit's payUrl opens, with Pay and
// Cancel buttons in a plain HTML form (the site's CSP allows no inline script). Submitting records
// the payment at the "gateway" (sim_gateway_payments), then the gateway delivers its signed
// callback to the API's public callback route like an outside gateway would. The page acts only
// for the order's payer (simLink.ts): routes/deposits.ts checks the link or session first.

export const SIM_PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

export interface TSimOrder {
  orderNo: string;
  /** The member who created the order: the only payer the page acts for. */
  memberId: number;
  merchantName: string;
  amount: string;
  currency: string;
  channelName: string;
  status: string;
  gatewayStatus: string | null;
}

export async function simOrder(db: Kysely<DB>, orderNo: string): Promise<TSimOrder | null> {
  const row = await db
    .selectFrom('deposit_orders as o')
    .innerJoin('deposit_channels as c', 'c.id', 'o.channel_id')
    .innerJoin('merchants as m', 'm.code', 'o.merchant_code')
    .leftJoin('sim_gateway_payments as g', 'g.order_no', 'o.order_no')
    .select([
      'o.order_no',
      'o.member_id',
      'o.kind',
      'o.amount_minor',
      'o.status',
      'o.merchant_code',
      'm.name as merchant_name',
      'c.name as channel_name',
      'g.status as gateway_status',
    ])
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row || row.kind !== 'GATEWAY') return null;
  const { currency, places } = await merchantCurrency(db, row.merchant_code);
  return {
    orderNo: row.order_no,
    memberId: row.member_id,
    merchantName: row.merchant_name,
    amount: formatMinor(toMinor(row.amount_minor), places),
    currency,
    channelName: row.channel_name,
    status: row.status,
    gatewayStatus: row.gateway_status,
  };
}

/**
 * Records the payer's choice at the gateway (first choice wins: a second click reuses it) and
 * answers the callback the gateway sends for it.
 */
export async function simRecordPayment(db: Kysely<DB>, order: TSimOrder, action: 'pay' | 'cancel'): Promise<TGatewayCallback> {
  await db
    .insertInto('sim_gateway_payments')
    .values({
      order_no: order.orderNo,
      gateway_txn_id: `SIM${randomBytes(8).toString('hex').toUpperCase()}`,
      status: action === 'pay' ? 'PAID' : 'FAILED',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();
  const payment = await db.selectFrom('sim_gateway_payments').selectAll().where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
  return {
    orderNo: order.orderNo,
    amount: order.amount,
    status: payment.status === 'PAID' ? 'PAID' : 'FAILED',
    gatewayTxnId: payment.gateway_txn_id,
    timestamp: Math.floor(Date.now() / 1000),
  };
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

/**
 * The gateway's payment page: merchant, amount, Pay and Cancel (or the outcome once chosen). The
 * form posts back with `token`, the payer's link token (a fresh one when the payer came with their
 * session: a browser's form post carries no bearer header).
 */
export function simPaymentPage(order: TSimOrder, token: string): string {
  const e = escapeHtml;
  const details = [
    '<h1>SimPay payment gateway</h1>',
    '<p>This is a simulated payment page: no real money moves.</p>',
    '<dl>',
    `<dt>Merchant</dt><dd>${e(order.merchantName)}</dd>`,
    `<dt>Order</dt><dd>${e(order.orderNo)}</dd>`,
    `<dt>Channel</dt><dd>${e(order.channelName)}</dd>`,
    `<dt>Amount</dt><dd>${e(order.amount)} ${e(order.currency)}</dd>`,
    `<dt>Status</dt><dd>${e(order.status)}</dd>`,
    '</dl>',
  ].join('\n');
  const form =
    order.status === 'PENDING' && order.gatewayStatus === null
      ? [
          `<form method="post" action="${e(`${PAYMENT_SIM_PREFIX}${order.orderNo}?token=${encodeURIComponent(token)}`)}">`,
          '<button type="submit" name="action" value="pay">Pay</button>',
          '<button type="submit" name="action" value="cancel">Cancel</button>',
          '</form>',
        ].join('\n')
      : backLinks(order.orderNo);
  return page(`Pay ${order.amount} ${order.currency} to ${order.merchantName}`, `${details}\n${form}`);
}

/**
 * Where the payer goes after paying: back to the merchant's deposit page, which shows the order's
 * final state (?orderNo=), or to the deposit records.
 */
function backLinks(orderNo: string): string {
  const back = withQuery(PATHS.deposit, { orderNo });
  return `<p><a href="${escapeHtml(back)}">Back to the merchant</a></p>\n<p><a href="${PATHS.depositRecord}">Deposit records</a></p>`;
}

export function simResultPage(order: TSimOrder, outcome: string): string {
  const e = escapeHtml;
  return page(
    'Payment result',
    [
      `<h1>${e(outcome)}</h1>`,
      `<p>Order ${e(order.orderNo)}: ${e(order.amount)} ${e(order.currency)} to ${e(order.merchantName)}.</p>`,
      backLinks(order.orderNo),
    ].join('\n'),
  );
}

/** For a visitor without the payer's link or session: nothing about the order is shown. */
export function simLinkInvalidPage(): string {
  return page('Payment link not valid', '<h1>Payment link not valid</h1><p>This payment link is not valid or has expired; start the deposit again.</p>');
}

export function simNotFoundPage(): string {
  return page('Payment not found', '<h1>Payment not found</h1><p>This payment order does not exist.</p>');
}
