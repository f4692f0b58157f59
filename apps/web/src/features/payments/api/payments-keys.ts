/** Query keys of the payment calls. */
export const paymentKeys = {
  all: ['payments'] as const,
  orderPayment: (orderId: string) => ['payments', 'order', orderId] as const,
  payment: (paymentId: string) => ['payments', 'payment', paymentId] as const,
  sandbox: (paymentId: string) => ['payments', 'sandbox', paymentId] as const,
  walletStatus: (restaurantId: string, orderNumber: string) =>
    ['payments', 'wallet', restaurantId, orderNumber] as const,
};
