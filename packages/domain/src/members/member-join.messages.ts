// The member join texts, apart from the contract's zod schemas: the diner menu's banner reads them
// without downloading zod.
export const MEMBER_JOIN_MESSAGES = {
  firstNameRequired: 'Please enter your first name.',
  nameTooLong: 'Names can be at most 50 characters.',
  birthdayInvalid: 'Please enter a valid birthday (day and month).',
  signInAgain: 'Please verify your mobile number again to see your vouchers.',
  joined: 'Welcome! You are now a member.',
  welcomeBack: 'Welcome back!',
} as const;

/** 'Join and get ...': the restaurant's active new-member offer. */
export const joinOfferText = (description: string) => `Join and get ${description}`;
