import type { PosSettingsListsValue } from '@rpos/domain';
import type { z } from 'zod';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useSavePosLists } from '../api/restaurant-settings-api';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { saveFailure } from '../save-failure';

/** Saves one POS list with PUT /updateRestaurantValues/; toasts 'Updated successfully' or the failure. */
export function usePosListSave() {
  const t = useRestaurantSettingsT();
  const snackbar = useSnackbar();
  const save = useSavePosLists();
  const run = (value: z.input<typeof PosSettingsListsValue>, after: () => void) =>
    save.mutate(value, {
      onSuccess: () => {
        snackbar.success(t('updated'));
        after();
      },
      onError: (e) => snackbar.error(saveFailure(e, t)),
    });
  return { run, saving: save.isPending };
}
