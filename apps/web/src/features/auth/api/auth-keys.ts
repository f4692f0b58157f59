/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  resetToken: (token: string) => [...authKeys.all, 'resetToken', token] as const,
};
