import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { SaveCardActions } from './save-button';

/** The frame of one POS list: title, rows (or the empty text), Add and Save. */
export function PosListCard({
  title,
  addLabel,
  emptyText,
  isEmpty,
  listError,
  saving,
  onAdd,
  onSubmit,
  children,
}: {
  title: string;
  addLabel: string;
  emptyText: string;
  isEmpty: boolean;
  listError?: string;
  saving: boolean;
  onAdd: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const _t = useRestaurantSettingsT();
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {isEmpty ? <Typography color="text.secondary">{emptyText}</Typography> : children}
          {listError && (
            <FormHelperText error role="alert">
              {listError}
            </FormHelperText>
          )}
        </Stack>
      </CardContent>
      <SaveCardActions saving={saving}>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      </SaveCardActions>
    </Card>
  );
}
