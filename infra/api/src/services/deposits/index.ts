export { adjustMemberBalance, parseSignedAmount, type TAdjustment } from './adjustments';
export { listDepositChannels, maskAccountNumber } from './channels';
export { gatewaySecret, handleGatewayCallback, signGatewayCallback, verifyGatewaySignature, type TGatewaySecret } from './gateway';
export {
  acceptPromoForOrder,
  adminDepositList,
  createGatewayDeposit,
  createManualDeposit,
  MAX_PENDING_MANUAL,
  memberDepositOrder,
  memberDepositRecords,
  newOrderNo,
  PAYMENT_SIM_PREFIX,
  reviewManualDeposit,
} from './orders';
export { SIM_PAGE_CSP, simNotFoundPage, simOrder, simPaymentPage, simRecordPayment, simResultPage } from './simulator';
export { adminDepositPromoList, bonusMinor, memberDepositPromos, requiredTurnoverMinor, updateDepositPromoSettings } from './promos';
export { adminReceipt, readReceiptForm, RECEIPT_UPLOAD_LIMITS, uploadReceipt, type TReceiptFile } from './receipts';
