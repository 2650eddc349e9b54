import type { TEndpointInput } from '@tessera/contract/api';
import type { sendVerificationCode } from '@tessera/contract/api';
import { ApiError } from '../../errors';
import { merchantFlags } from '../merchants';
import type { TAccountsContext } from './context';
import { findMemberByMobile, isRealMemberType, parseMobile } from './members';
import { sendSmsCode, type TSmsSent } from './sms';

type TBody = TEndpointInput<typeof sendVerificationCode>['body'];

/**
 * Sends a code only where one can be used, so the endpoint cannot be turned into a free SMS
 * cannon: registration codes need REGMOBVERF3 and a number not registered yet; login codes need
 * MOBILEVERCODELOGIN3 and a member's number; reset codes (password, payment password) a member's number.
 */
export async function requestSmsCode(ctx: TAccountsContext, merchant: string, body: TBody): Promise<TSmsSent> {
  const mobileNum = body.mobileNum ?? body.mobileNo;
  if (mobileNum === undefined) throw new ApiError('FIELD_REQUIRED', { field: 'mobileNum' });
  const mobile = parseMobile(body.countryDialingCode, mobileNum);
  const purpose = body.purpose ?? 'register';
  const flags = await merchantFlags(ctx.db, merchant);
  const member = await findMemberByMobile(ctx.db, merchant, mobile);
  switch (purpose) {
    case 'register':
      if (!flags.REGMOBVERF3) throw new ApiError('REGISTRATION_METHOD_DISABLED', { reason: 'REGMOBVERF3 is off' });
      if (member) throw new ApiError('MOBILE_TAKEN', { field: 'mobileNum' });
      break;
    case 'login':
      if (!flags.MOBILEVERCODELOGIN3) throw new ApiError('FORBIDDEN', { reason: 'MOBILEVERCODELOGIN3 is off' });
      if (!member || member.disabled === 1 || !isRealMemberType(member.type)) throw new ApiError('USER_NOT_FOUND');
      break;
    case 'forget':
    // Payment-password reset codes (also sent by the wallet's sendPaymentPasswordResetCode to the session's member).
    case 'paymentPassword':
      if (!member || member.disabled === 1 || !isRealMemberType(member.type)) throw new ApiError('USER_NOT_FOUND');
      break;
  }
  return sendSmsCode(ctx.db, merchant, mobile, purpose);
}
