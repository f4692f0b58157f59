import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type FloorArea, nextTableNumbers } from '@rpos/domain';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { RestaurantSettingsFrame } from '../../restaurants';
import {
  useCreateArea,
  useCreateTable,
  useCreateTableRange,
  useDeleteArea,
  useDuplicateArea,
  useDuplicateTable,
  useFloorPlan,
  useRemoveTable,
  useUpdateArea,
  useUpdateTable,
} from '../api/floor-plan-api';
import { AreaNameDialog, TableRangeDialog } from '../components/area-dialogs';
import { PlanEditor } from '../components/plan-editor';
import { TablePanel } from '../components/table-panel';
import { useFloorPlanT } from '../floor-plan-texts';

/** The server's own text when it refused (a rule's text), else the screen's failure text. */
function refusal(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

type Dialog = 'addArea' | 'renameArea' | 'deleteArea' | 'range' | 'removeTable' | null;

/**
 * /floorPlan: the restaurant's areas as tabs and each area's plan (decision 0370). Add, rename,
 * duplicate or delete an area; add one table (the next free number) or a range; select a table to
 * drag, resize, renumber, duplicate or remove it. Every refusal shows the server's text.
 */
export function FloorPlanPage() {
  const t = useFloorPlanT();
  const snackbar = useSnackbar();
  const plan = useFloorPlan(!!useUser().data?.restaurantId);
  const [areaId, setAreaId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const createArea = useCreateArea();
  const updateArea = useUpdateArea();
  const deleteArea = useDeleteArea();
  const duplicateArea = useDuplicateArea();
  const createTable = useCreateTable();
  const createRange = useCreateTableRange();
  const updateTable = useUpdateTable();
  const duplicateTable = useDuplicateTable();
  const removeTable = useRemoveTable();
  const busy = [
    createArea,
    updateArea,
    deleteArea,
    duplicateArea,
    createTable,
    createRange,
    duplicateTable,
    removeTable,
  ].some((m) => m.isPending);

  const areas: FloorArea[] = plan.data ?? [];
  const area = areas.find((a) => a.id === areaId) ?? areas[0];
  const selected = area?.tables.find((x) => x.id === selectedId) ?? null;
  const allNumbers = areas.flatMap((a) => a.tables.map((x) => x.tableNumber));

  const close = () => {
    setDialog(null);
    setError(null);
  };
  /** Runs a call; on refusal keeps the dialog open with the server's text and says it in the snackbar. */
  const run = <T,>(promise: Promise<T>, done?: (answer: T) => void) =>
    promise.then(
      (answer) => {
        close();
        done?.(answer);
      },
      (e: unknown) => {
        const text = refusal(e, t('saveFailed'));
        setError(text);
        snackbar.error(text);
      },
    );

  const addTable = () => {
    if (!area) return;
    const [tableNumber] = nextTableNumbers(allNumbers, 1);
    void run(createTable.mutateAsync({ areaId: area.id, tableNumber: tableNumber! }), (a) => {
      setSelectedId(a.table.id);
      snackbar.success(t('added'));
    });
  };

  return (
    <RestaurantSettingsFrame
      myRestaurantLink
      title={t('title')}
      subtitle={t('subtitle')}
      backTo="/myRestaurant"
      actions={
        <>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('addArea')}>
            {t('addArea')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setDialog('range')}
            disabled={!area}
          >
            {t('addTables')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={addTable} disabled={!area || busy}>
            {t('addTable')}
          </Button>
        </>
      }
    >
      {() => (
        <QueryContent
          query={plan}
          failedText={refusal(plan.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          {area ? (
            <>
              <Tabs
                value={area.id}
                onChange={(_e, id: string) => {
                  setAreaId(id);
                  setSelectedId(null);
                }}
                aria-label={t('areas')}
                variant="scrollable"
                sx={{ mb: 1 }}
              >
                {areas.map((a) => (
                  <Tab key={a.id} value={a.id} label={`${a.name} (${a.tables.length})`} />
                ))}
              </Tabs>
              <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setDialog('renameArea')}>
                  {t('renameArea')}
                </Button>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void run(duplicateArea.mutateAsync(area.id), (a) => setAreaId(a.area.id))}
                >
                  {t('duplicateArea')}
                </Button>
                <Button size="small" color="error" onClick={() => setDialog('deleteArea')}>
                  {t('deleteArea')}
                </Button>
              </Stack>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' },
                  gap: 2,
                  alignItems: 'start',
                }}
              >
                <Box>
                  {area.tables.length === 0 ? (
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                      {t('noTables')}
                    </Typography>
                  ) : null}
                  <PlanEditor
                    areaName={area.name}
                    tables={area.tables}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    onChange={(id, box) =>
                      updateTable.mutate(
                        { id, ...box },
                        { onError: (e) => snackbar.error(refusal(e, t('saveFailed'))) },
                      )
                    }
                    onRemove={(id) => {
                      setSelectedId(id);
                      setDialog('removeTable');
                    }}
                  />
                </Box>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  {selected ? (
                    <TablePanel
                      table={selected}
                      busy={busy || updateTable.isPending}
                      serverError={dialog === null ? error : null}
                      onSave={(changes) =>
                        void run(updateTable.mutateAsync({ id: selected.id, ...changes }), () =>
                          snackbar.success(t('saved')),
                        )
                      }
                      onDuplicate={(range) =>
                        void run(
                          duplicateTable.mutateAsync({ id: selected.id, ...(range ? { range } : {}) }),
                          (a) => {
                            setSelectedId(a.tables[0]?.id ?? null);
                            snackbar.success(t('added'));
                          },
                        )
                      }
                      onRemove={() => setDialog('removeTable')}
                    />
                  ) : (
                    <Typography color="text.secondary">{t('selectHint')}</Typography>
                  )}
                </Paper>
              </Box>
            </>
          ) : null}
          <AreaNameDialog
            open={dialog === 'addArea' || dialog === 'renameArea'}
            title={dialog === 'renameArea' ? t('renameArea') : t('addArea')}
            initial={dialog === 'renameArea' ? (area?.name ?? '') : ''}
            busy={busy || updateArea.isPending}
            error={error}
            onSave={(name) =>
              void (dialog === 'renameArea' && area
                ? run(updateArea.mutateAsync({ id: area.id, name }))
                : run(createArea.mutateAsync({ name }), (a) => setAreaId(a.area.id)))
            }
            onClose={close}
          />
          <TableRangeDialog
            open={dialog === 'range'}
            busy={busy}
            error={error}
            onSave={(range, seats) =>
              area &&
              void run(createRange.mutateAsync({ areaId: area.id, range, seats }), () =>
                snackbar.success(t('added')),
              )
            }
            onClose={close}
          />
          <ConfirmDialog
            open={dialog === 'deleteArea'}
            title={t('deleteAreaTitle', { name: area?.name ?? '' })}
            text={error ?? t('deleteAreaText')}
            confirmLabel={t('deleteArea')}
            danger
            busy={busy}
            onConfirm={() => area && void run(deleteArea.mutateAsync(area.id), () => setAreaId(null))}
            onClose={close}
          />
          <ConfirmDialog
            open={dialog === 'removeTable'}
            title={t('removeTitle', { number: selected?.tableNumber ?? '' })}
            text={error ?? t('removeText')}
            confirmLabel={t('remove')}
            danger
            busy={busy}
            onConfirm={() =>
              selected &&
              void run(removeTable.mutateAsync(selected.id), (a) => {
                setSelectedId(null);
                snackbar.success(a.message);
              })
            }
            onClose={close}
          />
        </QueryContent>
      )}
    </RestaurantSettingsFrame>
  );
}
