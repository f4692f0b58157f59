// The payment pages in one chunk (they share the card flow, texts and widgets); loaded by
// payment-routes.tsx when a payment route is first visited.
import './payments-texts';

export { CardPaymentPage, TillPaymentPage } from './pages/card-payment-page';
export { H5WechatPayPage } from './pages/h5-wechat-pay-page';
export { ObPaymentPage, ObSessionPaymentPage } from './pages/ob-payment-page';
export { ObPaymentErrorPage, ObPaymentSuccessPage } from './pages/ob-payment-result-page';
export { PaymentResultFailurePage, PaymentResultSuccessPage } from './pages/payment-result-page';
export { SandboxChallengePage } from './pages/sandbox-challenge-page';
export { SandboxPayPage } from './pages/sandbox-pay-page';
export { WalletStatusPage } from './pages/wallet-status-page';
