import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the POS's staff sign-in and clock (decisions 0236–0238); the server's refusals as it words them. */
export const enPosStaff = {
  lockedTitle: 'Staff sign-in',
  lockedText: 'Sign in with your staff number and PIN to use the POS.',
  staffNumber: 'Staff number',
  pin: 'PIN',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signInButton: 'Staff sign-in',
  signedInAs: '{{name}} · {{number}}',
  clockIn: 'Clock in',
  clockOut: 'Clock out',
  clockedInSince: 'Clocked in since {{time}}',
  clockedIn: 'Clocked in',
  clockedOut: 'Clocked out',
  keypad: 'Keypad',
  clear: 'Clear',
  backspace: 'Delete last digit',
  cancel: 'Cancel',
  failed: 'Something went wrong! Please try again.',
  sessionFailed: 'Could not check who is signed in. Retry',
  approvalTitle: 'Manager approval',
  approvalText: 'This needs “{{permission}}”. A manager enters their staff number and PIN to approve it.',
  approve: 'Approve',
} as const;

export type PosStaffKey = keyof typeof enPosStaff;

registerScopedTexts<PosStaffKey>('posStaff', enPosStaff, {
  lockedTitle: '员工登录',
  lockedText: '请输入员工编号和 PIN 码以使用 POS。',
  staffNumber: '员工编号',
  pin: 'PIN 码',
  signIn: '登录',
  signOut: '退出',
  signInButton: '员工登录',
  clockIn: '上班打卡',
  clockOut: '下班打卡',
  clockedInSince: '{{time}} 起在班',
  clockedIn: '已上班打卡',
  clockedOut: '已下班打卡',
  keypad: '数字键盘',
  clear: '清除',
  backspace: '删除一位',
  cancel: '取消',
  failed: '出错了！请重试。',
  approvalTitle: '经理授权',
  approvalText: '此操作需要“{{permission}}”权限。请经理输入员工编号和 PIN 码授权。',
  approve: '授权',
});

export const usePosStaffT = (): ScopedT<PosStaffKey> => useScopedT<PosStaffKey>('posStaff');
