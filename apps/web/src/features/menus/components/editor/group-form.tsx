import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GroupInput, LINK_LABELS, MENU_MESSAGES, type StaffGroup } from '@rpos/domain';
import { useState } from 'react';
import { OptionAllergensFields } from './allergens-field';
import {
  centsToDollars,
  dollarsToCents,
  groupMinMaxError,
  groupSaveDisabled,
  withPositionSort,
} from './editor-logic';
import { useEditorT } from './editor-t';
import { blankOption, type OptionDraft, optionDraftOf } from './option-draft';

export interface LinkableItem {
  id: string;
  name: string;
  categoryName: string;
  price: number;
}

/** The group edit form (§3 Group) with its options; options are sent with sort = position + 1. */
export function GroupForm({
  menuId,
  group,
  items,
  saving,
  onSave,
  onCancel,
}: {
  menuId: string;
  group?: StaffGroup;
  items: LinkableItem[];
  saving: boolean;
  onSave: (input: GroupInput) => void;
  onCancel: () => void;
}) {
  const t = useEditorT();
  const [name, setName] = useState(group?.name ?? '');
  const [altName, setAltName] = useState(group?.altName ?? '');
  const [required, setRequired] = useState(group?.required ?? false);
  const [allowQuantity, setAllowQuantity] = useState(group?.allow_quantity ?? false);
  const [hideForWeb, setHideForWeb] = useState(group?.hideForWeb ?? false);
  const [forceMin, setForceMin] = useState(String(group?.force_min ?? 0));
  const [forceMax, setForceMax] = useState(String(group?.force_max ?? 0));
  const [colorHex, setColorHex] = useState(group?.colorHex ?? '');
  const [options, setOptions] = useState<OptionDraft[]>((group?.options ?? []).map(optionDraftOf));
  const [linkItem, setLinkItem] = useState<LinkableItem | null>(null);
  const [linkCategory, setLinkCategory] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const update = (i: number, patch: Partial<OptionDraft>) =>
    setOptions((list) => list.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const move = (from: number, to: number) =>
    setOptions((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });

  const submit = () => {
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = MENU_MESSAGES.groupNameRequired;
    const minMax = groupMinMaxError(forceMin, forceMax);
    if (minMax) next.minMax = minMax;
    const optionInputs = options.map((o) => {
      const cents = dollarsToCents(o.price);
      if (!o.name.trim()) next.options = MENU_MESSAGES.optionNameRequired;
      else if (cents === null) next.options = MENU_MESSAGES.optionPriceInvalid;
      return {
        id: o.id ?? o.key,
        name: o.name.trim(),
        altName: o.altName,
        shortName: o.shortName,
        price: cents ?? 0,
        default: o.default,
        hideForWeb: o.hideForWeb,
        colorHex: o.colorHex,
        allergens: o.allergens,
        menuItemId: o.menuItemId,
        menuItemName: o.menuItemName,
        category: o.category,
      };
    });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSave({
      id: group?.id,
      menuId,
      name: name.trim(),
      altName: altName.trim() || null,
      required,
      allow_quantity: allowQuantity,
      force_min: Number(forceMin || '0'),
      force_max: Number(forceMax || '0'),
      sort: group?.sort,
      hideForWeb,
      colorHex: colorHex || null,
      options: withPositionSort(optionInputs),
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={group ? t('editNamed', { name: group.name }) : t('addNewGroup')}
      sx={{ p: 2, my: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('groupName')}
            size="small"
            required
            autoFocus
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name}
          />
          <TextField
            label={t('altName')}
            size="small"
            fullWidth
            value={altName}
            onChange={(e) => setAltName(e.target.value)}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <FormControlLabel
            control={<Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} />}
            label={t('requiredLabel')}
          />
          <FormControlLabel
            control={
              <Checkbox checked={allowQuantity} onChange={(e) => setAllowQuantity(e.target.checked)} />
            }
            label={t('allowQuantity')}
          />
          <FormControlLabel
            control={<Checkbox checked={hideForWeb} onChange={(e) => setHideForWeb(e.target.checked)} />}
            label={t('hideForWeb')}
          />
          <TextField
            label={t('forceMin')}
            size="small"
            value={forceMin}
            onChange={(e) => setForceMin(e.target.value)}
            error={!!errors.minMax}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 110 }}
          />
          <TextField
            label={t('forceMax')}
            size="small"
            value={forceMax}
            onChange={(e) => setForceMax(e.target.value)}
            error={!!errors.minMax}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 110 }}
          />
          <TextField
            label={t('colour')}
            size="small"
            type="color"
            value={colorHex || '#ffffff'}
            onChange={(e) => setColorHex(e.target.value)}
            sx={{ width: 100 }}
          />
        </Stack>
        {errors.minMax ? <FormHelperText error>{errors.minMax}</FormHelperText> : null}
        {options.some((o) => !o.menuItemId && o.linkLabel) ? (
          <Alert severity="warning">{t('brokenLinkHint')}</Alert>
        ) : null}
        <Stack spacing={1} role="group" aria-label={t('choicesAndAddons')}>
          {options.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noOptions')}
            </Typography>
          ) : null}
          {options.map((o, i) => (
            <Paper key={o.key} variant="outlined" sx={{ p: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  label={`${t('optionName')} ${i + 1}`}
                  value={o.name}
                  onChange={(e) => update(i, { name: e.target.value })}
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{
                    input: {
                      endAdornment: o.linkLabel ? (
                        <Typography variant="caption" color={o.menuItemId ? 'primary' : 'error'} noWrap>
                          {o.linkLabel}
                        </Typography>
                      ) : undefined,
                    },
                  }}
                />
                <TextField
                  size="small"
                  label={`${t('optionPrice')} ${i + 1}`}
                  value={o.price}
                  onChange={(e) => update(i, { price: e.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: 120, flexShrink: 0 }}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                <OptionAllergensFields
                  menuId={menuId}
                  value={o.allergens}
                  onChange={(allergens) => update(i, { allergens })}
                  labels={{
                    adds: t('optionAddsAllergens', { n: i + 1 }),
                    removes: t('optionRemovesAllergens', { n: i + 1 }),
                  }}
                />
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={o.default}
                      onChange={(e) => update(i, { default: e.target.checked })}
                    />
                  }
                  label={t('optionDefault')}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={o.hideForWeb}
                      onChange={(e) => update(i, { hideForWeb: e.target.checked })}
                    />
                  }
                  label={t('hideForWeb')}
                />
                <Box sx={{ flex: 1 }} />
                <IconButton
                  size="small"
                  aria-label={t('moveUp', { name: o.name || String(i + 1) })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('moveDown', { name: o.name || String(i + 1) })}
                  disabled={i === options.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('removeOption', { n: i + 1 })}
                  onClick={() => setOptions((list) => list.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Paper>
          ))}
          {errors.options ? <FormHelperText error>{errors.options}</FormHelperText> : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setOptions((l) => [...l, blankOption()])}
            >
              {t('addOption')}
            </Button>
            <Autocomplete
              size="small"
              sx={{ minWidth: 220, flex: 1 }}
              options={items}
              groupBy={(i) => i.categoryName}
              getOptionLabel={(i) => i.name}
              value={linkItem}
              onChange={(_e, v) => setLinkItem(v)}
              renderInput={(params) => <TextField {...params} label={t('linkItem')} />}
            />
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={linkCategory}
                  onChange={(e) => setLinkCategory(e.target.checked)}
                />
              }
              label={t('linkThroughCategory')}
            />
            <Button
              size="small"
              startIcon={<LinkIcon />}
              disabled={!linkItem}
              onClick={() => {
                if (!linkItem) return;
                setOptions((l) => [
                  ...l,
                  {
                    ...blankOption(),
                    name: linkItem.name,
                    price: centsToDollars(linkItem.price),
                    menuItemId: linkItem.id,
                    menuItemName: linkItem.name,
                    category: linkCategory ? linkItem.categoryName : null,
                    linkLabel: linkCategory ? LINK_LABELS.linkCategory : LINK_LABELS.link,
                  },
                ]);
                setLinkItem(null);
              }}
            >
              {t('link')}
            </Button>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || groupSaveDisabled({ name, forceMin, forceMax })}
          >
            {saving ? t('saving') : t('save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
