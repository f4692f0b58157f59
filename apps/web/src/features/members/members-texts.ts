import { MEMBER_JOIN_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the diner's member screens (issue 17): joining, the member's vouchers at checkout. */
export const enMembers = {
  join: 'Join',
  joinTitle: 'Join as a member',
  joinIntro: 'Members get vouchers from the restaurant. We text you a code to check your mobile number.',
  memberSignIn: 'Already a member? Join again with your mobile number to use your vouchers here.',
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile number',
  sendCode: 'Send code',
  codeSent: 'We sent you a code by SMS.',
  code: 'Verification code',
  birthday: 'Birthday (optional)',
  birthdayDay: 'Day',
  birthdayMonth: 'Month',
  joining: 'Joining…',
  cancel: 'Cancel',
  joined: MEMBER_JOIN_MESSAGES.joined,
  welcomeBack: MEMBER_JOIN_MESSAGES.welcomeBack,
  signedInAs: 'Member: {{name}}',
  signOut: 'Not you?',
  vouchers: 'Your vouchers',
  noVoucher: 'No voucher',
  noVouchers: 'You have no vouchers to use today.',
  expires: 'Expires {{date}}',
  voucherDiscount: 'Voucher',
  loading: 'Loading your vouchers',
  loadFailed: 'Your vouchers could not be loaded.',
  retry: 'Retry',
  somethingWentWrong: 'Something went wrong, please try again.',
} as const;

export type MembersKey = keyof typeof enMembers;

registerScopedTexts<MembersKey>('members', enMembers);

export const useMembersT = (): ScopedT<MembersKey> => useScopedT<MembersKey>('members');
