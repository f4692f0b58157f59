import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type CategoryInput, MENU_MESSAGES, type StaffCategory } from '@rpos/domain';
import { useState } from 'react';
import { type VisibilityState, visibilityModeOf } from './editor-logic';
import { useEditorT } from './editor-t';
import { VisibilityFields } from './visibility-fields';

/** The category edit form (§3 Category). */
export function CategoryForm({
  menuId,
  category,
  saving,
  onSave,
  onCancel,
}: {
  menuId: string;
  category?: StaffCategory;
  saving: boolean;
  onSave: (input: CategoryInput) => void;
  onCancel: () => void;
}) {
  const t = useEditorT();
  const [name, setName] = useState(category?.name ?? '');
  const [altName, setAltName] = useState(category?.altName ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [cookingPriority, setCookingPriority] = useState(String(category?.cookingPriority ?? 1));
  const [colorHex, setColorHex] = useState(category?.colorHex ?? '');
  const [hideForWeb, setHideForWeb] = useState(category?.hideForWeb ?? false);
  const [visibility, setVisibility] = useState<VisibilityState>({
    active: category?.active ?? true,
    active_begin: category?.active_begin ?? null,
    active_end: category?.active_end ?? null,
    activeWeekDays: category?.activeWeekDays ?? [],
    hideDays: category?.hideDays ?? [],
    hidden_until: category?.hidden_until ?? null,
  });
  const [errors, setErrors] = useState<{ name?: string; cookingPriority?: string }>({});

  const submit = () => {
    const priority = Number(cookingPriority);
    const next = {
      name: name.trim() ? undefined : MENU_MESSAGES.categoryNameRequired,
      cookingPriority:
        /^\d+$/.test(cookingPriority.trim()) && Number.isInteger(priority)
          ? undefined
          : MENU_MESSAGES.cookingPriorityInteger,
    };
    setErrors(next);
    if (next.name || next.cookingPriority) return;
    onSave({
      id: category?.id,
      menuId,
      name: name.trim(),
      altName: altName.trim() || null,
      description: description.trim() || null,
      cookingPriority: priority,
      colorHex: colorHex || null,
      hideForWeb,
      promotionTags: category?.promotionTags ?? [],
      ...visibility,
      ...(visibilityModeOf(visibility) === 'active' ? { active: true } : {}),
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={category ? t('editNamed', { name: category.name }) : t('addCategory')}
      sx={{ p: 2, my: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('name')}
            size="small"
            required
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            fullWidth
          />
          <TextField
            label={t('altName')}
            size="small"
            value={altName}
            onChange={(e) => setAltName(e.target.value)}
            fullWidth
          />
        </Stack>
        <TextField
          label={t('description')}
          size="small"
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <TextField
            label={t('cookingPriority')}
            size="small"
            value={cookingPriority}
            onChange={(e) => setCookingPriority(e.target.value)}
            error={!!errors.cookingPriority}
            helperText={errors.cookingPriority}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 160 }}
          />
          <TextField
            label={t('colour')}
            size="small"
            type="color"
            value={colorHex || '#ffffff'}
            onChange={(e) => setColorHex(e.target.value)}
            sx={{ width: 100 }}
          />
          <FormControlLabel
            control={<Checkbox checked={hideForWeb} onChange={(e) => setHideForWeb(e.target.checked)} />}
            label={t('hideForWeb')}
          />
        </Stack>
        <VisibilityFields value={visibility} onChange={setVisibility} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('saving') : t('save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
