import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { OutboxMessage } from '@rpos/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useOutboxMessages } from '../api/use-outbox-messages';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';
import { OutboxTable } from '../components/outbox-table';

type ChannelFilter = 'all' | 'email' | 'sms';

/** /outbox (admin only): every e-mail and SMS the platform sent, newest first. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [selected, setSelected] = useState<OutboxMessage | null>(null);
  const [open, setOpen] = useState(false);
  const list = useOutboxMessages({ page, pageSize, channel: channel === 'all' ? undefined : channel });

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        subtitle={t('outbox.subtitle')}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={channel}
            aria-label={t('outbox.channelFilter')}
            onChange={(_e, value: ChannelFilter | null) => {
              if (!value) return;
              setChannel(value);
              setPage(0);
            }}
          >
            <ToggleButton value="all">{t('outbox.allChannels')}</ToggleButton>
            <ToggleButton value="email">{t('outbox.email')}</ToggleButton>
            <ToggleButton value="sms">{t('outbox.sms')}</ToggleButton>
          </ToggleButtonGroup>
        }
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.retrieveFailed')}
        </Alert>
      ) : (
        <Box sx={{ position: 'relative' }}>
          {list.isFetching ? (
            <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
          ) : null}
          <OutboxTable
            messages={list.data.messages}
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
            onOpen={(message) => {
              setSelected(message);
              setOpen(true);
            }}
          />
        </Box>
      )}
      <OutboxMessageDialog message={selected} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
