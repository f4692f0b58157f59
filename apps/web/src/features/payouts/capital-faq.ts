/**
 * The 16 questions of /capitalFaq (back-office.md §2.11; decision 0334). The spec lists their
 * subjects (eligibility: 3 months' trading, over 1000 pounds a month for 3 consecutive months; offer
 * expiry; funds within minutes; payout within 1 business day; no credit score impact; flat fee;
 * repayment as a fixed percentage of daily net captured volume; no early repayment yet; threshold
 * monitored over 30 days); the wording is ours.
 */
export const CAPITAL_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What is business financing?',
    answer:
      'A lump sum paid into your balance account that you repay automatically from your card sales, for a flat fee agreed up front.',
  },
  {
    question: 'Who is eligible for financing?',
    answer:
      'Businesses that have been trading for at least 3 months and have processed more than 1000 pounds per month for 3 consecutive months.',
  },
  {
    question: 'How do I get an offer?',
    answer:
      'Offers are made automatically from your processing history. When you are eligible, they appear on the grant offers page.',
  },
  {
    question: 'Why do I not see any offers?',
    answer:
      'Your business may not meet the eligibility criteria yet, or you already have a grant being repaid. Offers are reviewed regularly.',
  },
  {
    question: 'Do offers expire?',
    answer:
      'Yes. Each offer shows its expiry date; after that date it can no longer be requested and a new offer may be made.',
  },
  {
    question: 'How quickly do I receive the funds?',
    answer: 'Once you request a grant, the funds arrive in your balance account within minutes.',
  },
  {
    question: 'When are the funds paid out to my bank account?',
    answer: 'The funds are paid out to your bank account within 1 business day, with your next payout.',
  },
  {
    question: 'Does applying affect my credit score?',
    answer: 'No. Reviewing or requesting an offer has no impact on your credit score.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'A single flat fee, shown on the offer before you accept it. There is no interest and there are no other charges.',
  },
  {
    question: 'Will the fee change over time?',
    answer: 'No. The fee is fixed when you accept the offer and does not grow however long repayment takes.',
  },
  {
    question: 'How do I repay?',
    answer:
      'Repayment is a fixed percentage of your daily net captured volume, deducted automatically from your sales.',
  },
  {
    question: 'What happens on a slow day?',
    answer:
      'You repay less: the repayment is a percentage of what you sell, so a quieter day means a smaller repayment.',
  },
  {
    question: 'Is there a minimum repayment?',
    answer:
      'Yes. Your repayments are monitored over 30 days against the repayment threshold of your offer; if they fall short, the difference is collected.',
  },
  {
    question: 'Can I repay early?',
    answer: 'Not yet. Early repayment is not available at the moment.',
  },
  {
    question: 'Can I have more than one grant at a time?',
    answer: 'No. A new offer can be made once the current grant has been repaid.',
  },
  {
    question: 'Where can I follow my repayments?',
    answer:
      'The grant offers page shows a summary of your grant: the principal, the fee and the total still to repay.',
  },
];
