import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the pay dialog's card-on-a-terminal part (decisions 0570–0575); the server's refusals as it words them. */
export const enTerminalPay = {
  terminal: 'Terminal',
  sendToTerminal: 'Card → terminal · {{amount}}',
  sendsWhat: '{{amount}} to the terminal: the part {{part}}, card surcharge {{surcharge}}, tip {{tip}}.',
  starting: 'Sending to the terminal…',
  waiting: 'Waiting for the card on {{terminal}}: {{amount}}',
  cancelling: 'Cancelling on the terminal…',
  cancel: 'Cancel',
  sandboxHint: 'Sandbox terminal: it approves by itself after a few seconds, or answer now.',
  sandboxApprove: 'Approve (sandbox)',
  sandboxDecline: 'Decline (sandbox)',
  approved: 'The terminal approved {{amount}}.',
  notPaid: 'Not paid: {{message}}',
  tryAgain: 'Try again',
  otherType: 'Or choose another payment type.',
} as const;

export type TerminalPayKey = keyof typeof enTerminalPay;

registerScopedTexts<TerminalPayKey>('posTerminal', enTerminalPay, {
  terminal: '刷卡终端',
  sendToTerminal: '刷卡 → 终端 · {{amount}}',
  sendsWhat: '发送到终端 {{amount}}：本部分 {{part}}，刷卡附加费 {{surcharge}}，小费 {{tip}}。',
  starting: '正在发送到终端…',
  waiting: '等待在 {{terminal}} 上刷卡：{{amount}}',
  cancelling: '正在终端上取消…',
  cancel: '取消',
  sandboxHint: '沙盒终端：几秒后会自动批准，也可以现在应答。',
  sandboxApprove: '批准（沙盒）',
  sandboxDecline: '拒绝（沙盒）',
  approved: '终端已批准 {{amount}}。',
  notPaid: '未付款：{{message}}',
  tryAgain: '重试',
  otherType: '或选择其他付款方式。',
});

export const useTerminalPayT = (): ScopedT<TerminalPayKey> => useScopedT<TerminalPayKey>('posTerminal');
