import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { groupAssignmentError, type UserAccount, type UserRestaurant } from '@rpos/domain';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { type RestaurantOption, useRestaurantIds } from '../../restaurants';
import { useUpdateRestaurantGroup } from '../api/users-api';
import { useUsersT } from '../users-texts';

export interface AddRestaurantsDialogProps {
  /** The one restaurantGroupAdmin account chosen in the list. */
  account: UserAccount;
  onClose: () => void;
}

/**
 * "Select a restaurant to add" (back-office.md §2.10, §5): the account's assigned restaurants, each
 * removable, an autocomplete of all restaurants, Cancel and Confirm (PUT /updateRestaurantGroup).
 */
export function AddRestaurantsDialog({ account, onClose }: AddRestaurantsDialogProps) {
  const t = useUsersT();
  const snackbar = useSnackbar();
  const titleId = useId();
  const options = useRestaurantIds();
  const update = useUpdateRestaurantGroup();
  const [chosen, setChosen] = useState<UserRestaurant[]>(account.restaurants);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [input, setInput] = useState('');

  const addable = (options.data ?? []).filter(
    (o) => o.type === 'restaurant' && !chosen.some((c) => c.restaurantId === o.restaurantId),
  );
  const add = (option: RestaurantOption | null) => {
    if (!option) return;
    setChosen((list) => [...list, { restaurantId: option.restaurantId, name: option.name }]);
    setRefusal(null);
    setInput('');
  };
  const confirm = () => {
    const ids = chosen.map((c) => c.restaurantId);
    const error = groupAssignmentError([account], ids);
    if (error) {
      setRefusal(error);
      return;
    }
    update.mutate(
      { username: account.username, restaurants: ids },
      {
        onSuccess: () => {
          snackbar.success(t('groupUpdated'));
          onClose();
        },
        onError: () => snackbar.error(t('groupUpdateFailed')),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('assigned', { username: account.username })}
        </Typography>
        {chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('noneAssigned')}
          </Typography>
        ) : (
          <List dense aria-label={t('assigned', { username: account.username })}>
            {chosen.map((r) => (
              <ListItem
                key={r.restaurantId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('removeRestaurant', { name: r.name })}
                    onClick={() => setChosen((list) => list.filter((c) => c.restaurantId !== r.restaurantId))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={r.name} />
              </ListItem>
            ))}
          </List>
        )}
        {options.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('restaurantsLoadFailed')}
          </Alert>
        ) : (
          <Autocomplete
            options={addable}
            loading={options.isPending}
            value={null}
            inputValue={input}
            onInputChange={(_e, value) => setInput(value)}
            onChange={(_e, option) => add(option)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.restaurantId === b.restaurantId}
            renderInput={(params) => <TextField {...params} label={t('restaurantSearch')} margin="normal" />}
          />
        )}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
