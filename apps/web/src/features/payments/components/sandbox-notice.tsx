import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@rpos/domain';
import { usePaymentsT } from '../payments-texts';

/** Groups of 4 digits, as printed on a card. */
export const cardGroups = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Says plainly that this is the test payment provider (no real payment), and lists the test cards
 * when `cards` is set.
 */
export function SandboxNotice({
  cards = false,
  notice = PAYMENT_MESSAGES.sandboxNotice,
  testCards = SANDBOX_TEST_CARDS,
}: {
  cards?: boolean;
  notice?: string;
  testCards?: { authorise: string; decline: string; challenge: string };
}) {
  const t = usePaymentsT();
  return (
    <Alert severity="warning" variant="outlined" data-testid="sandbox-notice" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {notice}
      </Typography>
      {cards && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="h2" sx={{ fontWeight: 600 }}>
            {t('testCards')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {(
              [
                ['authorise', 'testCardAuthorise'],
                ['decline', 'testCardDecline'],
                ['challenge', 'testCardChallenge'],
              ] as const
            ).map(([card, label]) => (
              <li key={card}>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {cardGroups(testCards[card])}
                  </Box>{' '}
                  — {t(label)}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="caption">{t('testCardHint')}</Typography>
        </Box>
      )}
    </Alert>
  );
}
