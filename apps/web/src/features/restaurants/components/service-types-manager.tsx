import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serviceTypeError } from '@rpos/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useSaveServiceTypes } from '../api/my-restaurant-api';
import { failureMessage } from '../failure-message';
import { useRestaurantsT } from '../restaurant-texts';

/** Service types of the service bell (admin and restaurantAdmin): add, rename, delete; each change is saved whole. */
export function ServiceTypesManager({ serviceTypes }: { serviceTypes: readonly string[] }) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const save = useSaveServiceTypes();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ index: number; name: string; error: string | null } | null>(null);

  const commit = (next: string[], done?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        snackbar.success(t('updated'));
        done?.();
      },
      onError: (e) => snackbar.error(failureMessage(e, t('genericError'))),
    });

  const add = () => {
    const error = serviceTypeError(draft, serviceTypes);
    setDraftError(error);
    if (!error) commit([...serviceTypes, draft.trim()], () => setDraft(''));
  };
  const rename = () => {
    if (!editing) return;
    const others = serviceTypes.filter((_, i) => i !== editing.index);
    const error = serviceTypeError(editing.name, others);
    if (error) return setEditing({ ...editing, error });
    commit(
      serviceTypes.map((s, i) => (i === editing.index ? editing.name.trim() : s)),
      () => setEditing(null),
    );
  };

  return (
    <Card>
      <CardHeader
        title={t('serviceTypesTitle')}
        subheader={t('serviceTypesHelp')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {serviceTypes.length === 0 && (
          <Typography color="text.secondary">{t('serviceTypesEmpty')}</Typography>
        )}
        <List dense aria-label={t('serviceTypesTitle')}>
          {serviceTypes.map((name, index) =>
            editing?.index === index ? (
              <ListItem key={name} disableGutters>
                <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
                  <TextField
                    size="small"
                    fullWidth
                    autoFocus
                    label={t('renameServiceType', { name })}
                    value={editing.name}
                    error={!!editing.error}
                    helperText={editing.error ?? undefined}
                    onChange={(e) => setEditing({ ...editing, name: e.target.value, error: null })}
                    onKeyDown={(e) => e.key === 'Enter' && rename()}
                  />
                  <Button onClick={rename} disabled={save.isPending}>
                    {t('save')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
                </Stack>
              </ListItem>
            ) : (
              <ListItem
                key={name}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('renameServiceType', { name })}
                      disabled={save.isPending}
                      onClick={() => setEditing({ index, name, error: null })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('deleteServiceType', { name })}
                      disabled={save.isPending}
                      onClick={() => commit(serviceTypes.filter((_, i) => i !== index))}
                    >
                      <Delete />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={name} />
              </ListItem>
            ),
          )}
        </List>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('newServiceType')}
            value={draft}
            error={!!draftError}
            helperText={draftError ?? undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setDraftError(null);
            }}
            onKeyDown={(e) => e.key === 'Enter' && add()}
          />
          <Button variant="outlined" onClick={add} loading={save.isPending}>
            {t('add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
