import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QUEUE_MESSAGES } from '@rpos/domain';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { RenderAfterPage, usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { useQueueRestaurant } from '../api/use-queue-restaurant';
import { QueueForm, type QueueJoined } from '../components/queue-form';
import { QueueLiveView } from '../components/queue-live-view';
import { queueMessage, useQueueT } from '../queue-texts';
import { clearQueueTicket, readQueueTicket, saveQueueTicket } from '../queue-ticket-storage';

/**
 * /queue/:restaurantId (diner.md §2 "Online queue"): the restaurant's name, then the queue form; once
 * joined, the live view of the party's place. The ticket is kept in local storage, so a reload shows
 * the live view again; the diner can start a new entry from there. While the queue QR type is closed
 * (restaurantInfo's queueClosed, decision 0122) the page says so instead of the form; the restaurant is
 * read again on return to the page and whenever the form shows again (decision 0123).
 */
export function QueuePage() {
  const { restaurantId = '' } = useParams();
  const t = useQueueT();
  const restaurant = useQueueRestaurant(restaurantId);
  useCustomerThemeColor(restaurant.data?.restaurant.themeColor);
  const [ticket, setTicket] = useState(() => readQueueTicket(restaurantId));
  usePrerenderedPageReady(!restaurant.isPending || ticket !== null);
  const [ticketGone, setTicketGone] = useState(false);

  const onJoined = (joined: QueueJoined) => {
    const saved = { token: joined.token, reference: joined.reference, savedAt: Date.now() };
    saveQueueTicket(restaurantId, saved);
    setTicketGone(false);
    setTicket(saved);
  };
  const refetchRestaurant = restaurant.refetch;
  const onGone = useCallback(() => {
    clearQueueTicket(restaurantId);
    setTicket(null);
    setTicketGone(true);
    void refetchRestaurant();
  }, [restaurantId, refetchRestaurant]);
  const onRestart = () => {
    clearQueueTicket(restaurantId);
    setTicket(null);
    void refetchRestaurant();
  };

  const name = restaurant.data?.restaurant.name;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ textAlign: 'center', mb: 0.5 }}>
        {name ?? '\u00a0'}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t('title')}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        {ticket ? (
          <QueueLiveView key={ticket.token} token={ticket.token} onGone={onGone} onRestart={onRestart} />
        ) : restaurant.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : restaurant.isError ? (
          <Alert severity="error">{queueMessage(t, QUEUE_MESSAGES.failed)}</Alert>
        ) : restaurant.data.queueClosed ? (
          <Alert severity="warning" role="status" data-testid="queue-closed">
            {t('closed')}
          </Alert>
        ) : (
          <>
            {ticketGone ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('ticketGone')}
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('intro')}
              </Typography>
            )}
            {/* While the page takes over from the server's copy, the form renders a task after the
                header (decision 0610). */}
            <RenderAfterPage>
              <QueueForm
                restaurantId={restaurantId}
                restaurantName={restaurant.data.restaurant.name}
                onJoined={onJoined}
              />
            </RenderAfterPage>
          </>
        )}
      </Paper>
    </Container>
  );
}
