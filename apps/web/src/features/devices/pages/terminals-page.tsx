import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useAllTerminals, useAssignTerminal, useUpdateTerminalSettings } from '../api/devices-api';
import { TerminalsBoard } from '../components/terminals-board';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** The terminals screen (route ours: /posTerminals, decision 0311). */
export function TerminalsPage() {
  const t = useDevicesT();
  const snackbar = useSnackbar();
  const list = useAllTerminals();
  const assign = useAssignTerminal();
  const settings = useUpdateTerminalSettings();
  const done = {
    onSuccess: (r: { message: string }) => snackbar.success(r.message),
    onError: (e: Error) => snackbar.error(failureMessage(e, t('loadFailed'))),
  };
  return (
    <RestaurantSettingsFrame title={t('terminalsTitle')} backTo="/posDevices">
      {() => (
        <QueryContent
          query={list}
          failedText={failureMessage(list.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          <TerminalsBoard
            stores={list.data?.stores ?? []}
            busy={assign.isPending || settings.isPending}
            onRefuse={(m) => snackbar.error(m)}
            onAssign={(terminal, isReturn) => assign.mutate({ terminal, isReturn }, done)}
            onStandalone={(terminalId, standalone) =>
              settings.mutate({ terminalId, isStandaloneTerminal: standalone }, done)
            }
          />
        </QueryContent>
      )}
    </RestaurantSettingsFrame>
  );
}
