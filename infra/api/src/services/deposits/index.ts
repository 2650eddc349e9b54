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
export { SIM_PAGE_CSP, simLinkInvalidPage, simNotFoundPage, simOrder, simPaymentPage, simRecordPayment, simResultPage, type TSimOrder } from './simulator';
export { SIM_LINK_TTL_SECONDS, simPayToken, simPayUrl, verifySimPayToken } from './simLink';
export { adminDepositPromoList, bonusMinor, memberDepositPromos, requiredTurnoverMinor, updateDepositPromoSettings } from './promos';
export { adminReceipt, readReceiptForm, RECEIPT_UPLOAD_LIMITS, uploadReceipt, type TReceiptFile } from './receipts';
