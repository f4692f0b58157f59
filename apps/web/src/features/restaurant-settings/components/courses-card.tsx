import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POS_COURSES_MAX, type PosCourse } from '@rpos/domain';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useSaveRestaurantSettings } from '../api/restaurant-settings-api';
import {
  CoursesFormSchema,
  type CoursesFormValues,
  coursesDefaults,
  listError,
  rowError,
} from '../pos-lists-form';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { saveFailure } from '../save-failure';
import { PosListCard } from './pos-list-card';

type Output = z.output<typeof CoursesFormSchema>;

/**
 * The restaurant's courses (decision 0578): in order (course 1 first), each a name and an optional
 * second name; 1 to 9, names not empty and not repeated. Saved with the shared settings save.
 */
export function CoursesCard({ courses }: { courses: readonly PosCourse[] }) {
  const t = useRestaurantSettingsT();
  const snackbar = useSnackbar();
  const save = useSaveRestaurantSettings();
  const { register, control, handleSubmit, reset, formState } = useForm<CoursesFormValues, unknown, Output>({
    resolver: zodResolver(CoursesFormSchema),
    defaultValues: coursesDefaults(courses),
  });
  useUnsavedChanges(formState.isDirty);
  const { fields, append, remove } = useFieldArray({ control, name: 'list' });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { posSettings: { courses: values.list } },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || t('updated'));
          reset(coursesDefaults(res.posSettings.courses));
        },
        onError: (err) => snackbar.error(saveFailure(err, t)),
      },
    ),
  );

  return (
    <PosListCard
      title={t('coursesTitle')}
      addLabel={t('addCourse')}
      emptyText={t('noCourses')}
      isEmpty={fields.length === 0}
      listError={listError(formState.errors)}
      saving={save.isPending}
      onAdd={() => fields.length < POS_COURSES_MAX && append({ name: '', altName: '' })}
      onSubmit={onSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        {t('coursesHint')}
      </Typography>
      {fields.map((field, i) => {
        const error = rowError(formState.errors, i, 'name');
        const altError = rowError(formState.errors, i, 'altName');
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('courseName', { n: i + 1 })}
              size="small"
              sx={{ flex: 1 }}
              error={!!error}
              helperText={error}
              {...muiRegister(register(`list.${i}.name`))}
            />
            <TextField
              label={t('courseAltName')}
              size="small"
              sx={{ flex: 1 }}
              error={!!altError}
              helperText={altError}
              {...muiRegister(register(`list.${i}.altName`))}
            />
            <IconButton
              aria-label={t('remove', { name: field.name || t('courseName', { n: i + 1 }) })}
              onClick={() => remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
    </PosListCard>
  );
}
