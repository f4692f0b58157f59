import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/**
 * Texts of the payment screens (labels; the spec's messages come verbatim from PAYMENT_MESSAGES).
 * Registered under `payments.` in the app's texts when a payment page first loads, so
 * the diner menu never downloads them; zh joins when the zh texts have loaded.
 */
export const enPayments = {
  cardTitle: 'Card payment',
  tillTitle: 'Card payment',
  orderShort: 'Order {{number}}',
  back: 'Back',
  amountDue: 'Amount due',
  pay: 'Pay {{amount}}',
  paying: 'Processing your payment…',
  payingWait: 'Please wait and do not close this page.',
  holderName: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
  loadingWidget: 'Loading the card form…',
  loadingPayment: 'Loading your payment…',
  redirecting: 'Taking you to the payment page…',
  checkingPayment: 'Checking your payment…',
  widgetUnavailable: 'The card form could not be shown here. Please go back and place the order again.',
  backToMenu: 'Back to menu',
  testCards: 'Test cards',
  testCardAuthorise: 'Pays',
  testCardDecline: 'Is declined',
  testCardChallenge: 'Asks for 3-D Secure',
  testCardHint: 'Any name, any future expiry date, any 3-digit security code.',
  sandboxTitle: 'Test payment',
  challengeTitle: '3-D Secure check',
  challengeText: 'Your bank asks you to confirm this payment.',
  challengePass: 'Pass',
  challengeFail: 'Fail',
  checkoutTitle: 'Card checkout',
  walletTitle: 'WeChat Pay',
  walletScan: 'Scan with WeChat to pay, or pay here on this phone.',
  paypalTitle: 'PayPal',
  paypalText: 'Approve the payment with your PayPal account.',
  approve: 'Pay now',
  approvePaypal: 'Approve payment',
  decline: 'Decline',
  cancel: 'Cancel',
  restaurant: 'Restaurant',
  order: 'Order',
  amount: 'Amount',
  alreadyDecided: 'This test payment has already been completed.',
  qrLabel: 'QR code to pay with WeChat',
  paymentSuccess: 'Payment successful',
  paymentSuccessText: 'Thank you! Your payment has been received.',
  paymentError: 'Payment failed',
  orderNumberLabel: 'Order number {{number}}',
  walletTitleStatus: 'Payment status',
};

export type PaymentTextKey = keyof typeof enPayments;

export const zhPayments: Partial<Record<PaymentTextKey, string>> = {
  cardTitle: '银行卡支付',
  tillTitle: '银行卡支付',
  orderShort: '订单 {{number}}',
  back: '返回',
  amountDue: '应付金额',
  pay: '支付 {{amount}}',
  paying: '正在处理您的付款…',
  payingWait: '请稍候，不要关闭此页面。',
  holderName: '持卡人姓名',
  cardNumber: '卡号',
  expiry: '有效期 (MM/YY)',
  cvc: '安全码 (CVC)',
  loadingWidget: '正在加载银行卡表单…',
  loadingPayment: '正在加载付款信息…',
  redirecting: '正在前往支付页面…',
  checkingPayment: '正在确认您的付款…',
  backToMenu: '返回菜单',
  testCards: '测试卡',
  sandboxTitle: '测试支付',
  challengeTitle: '3-D Secure 验证',
  approve: '立即支付',
  decline: '拒绝',
  cancel: '取消',
  paymentSuccess: '支付成功',
  paymentError: '支付失败',
  orderNumberLabel: '订单号 {{number}}',
  walletTitle: '微信支付',
  walletTitleStatus: '支付状态',
};

registerScopedTexts<PaymentTextKey>('payments', enPayments, zhPayments);

type PaymentsT = ScopedT<PaymentTextKey>;

/** t() for the payment screens' texts (keys of enPayments). */
export function usePaymentsT(): PaymentsT {
  return useScopedT<PaymentTextKey>('payments');
}
