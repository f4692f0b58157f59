import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ItemInput,
  itemRuleError,
  MENU_MESSAGES,
  MENU_TAGS,
  type StaffGroup,
  type StaffItem,
  splitPrintCategories,
} from '@rpos/domain';
import { useState } from 'react';
import { AllergensField } from './allergens-field';
import {
  addSize,
  centsToDollars,
  dollarsToCents,
  itemSaveDisabled,
  newId,
  removeSize,
  type SizeDraft,
  type VisibilityState,
  withOneDefault,
} from './editor-logic';
import { type EditorKey, useEditorT } from './editor-t';
import { type GroupLinkDraft, GroupLinksField } from './group-links-field';
import { VisibilityFields } from './visibility-fields';

const FLAGS = [
  'gstFree',
  'isOpenTableItem',
  'isOpenTableSharedItem',
  'isMainCourse',
  'isTakeawayDisabled',
  'isForPrintingDisabled',
  'isForKDSDisabled',
  'hideForWeb',
] as const;
type Flag = (typeof FLAGS)[number];

/** The item edit form: every field of §3 Item, sizes with exactly one default, groups in order. */
export function ItemForm({
  menuId,
  categoryId,
  item,
  groups,
  cookingCategories,
  saving,
  onSave,
  onCancel,
}: {
  menuId: string;
  categoryId: string;
  item?: StaffItem;
  groups: StaffGroup[];
  cookingCategories: string[];
  saving: boolean;
  onSave: (input: ItemInput) => void;
  onCancel: () => void;
}) {
  const t = useEditorT();
  const [text, setText] = useState({
    name: item?.name ?? '',
    altName: item?.altName ?? '',
    shortName: item?.shortName ?? '',
    description: item?.description ?? '',
    price: item ? centsToDollars(item.price) : '',
    ingredients: item?.ingredients ?? '',
    productId: item?.productId ?? '',
    displayNumber: item?.displayNumber ?? '',
  });
  const [flags, setFlags] = useState<Record<Flag, boolean>>(
    () => Object.fromEntries(FLAGS.map((f) => [f, item?.[f] ?? false])) as Record<Flag, boolean>,
  );
  const [colorHex, setColorHex] = useState(item?.colorHex ?? '');
  const [tags, setTags] = useState<string[]>(item?.tags ?? []);
  const [allergens, setAllergens] = useState<string[]>(item?.allergens ?? []);
  const [printCategories, setPrintCategories] = useState<string[]>(splitPrintCategories(item?.printCategory));
  const [cookingCategory, setCookingCategory] = useState<string | null>(item?.cookingCategory ?? null);
  const [groupLinks, setGroupLinks] = useState<GroupLinkDraft[]>(item?.groups ?? []);
  const [sizes, setSizes] = useState<SizeDraft[]>(() =>
    withOneDefault(
      (item?.sizes ?? []).map((s) => ({
        key: s.id,
        id: s.id,
        name: s.name,
        price: centsToDollars(s.price),
        default: s.default,
        groups: s.groups,
      })),
    ),
  );
  const [visibility, setVisibility] = useState<VisibilityState>({
    active: item?.active ?? true,
    active_begin: item?.active_begin ?? null,
    active_end: item?.active_end ?? null,
    activeWeekDays: item?.activeWeekDays ?? [],
    hideDays: item?.hideDays ?? [],
    hidden_until: item?.hidden_until ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (key: keyof typeof text, label: EditorKey, extra: object = {}) => (
    <TextField
      label={t(label)}
      size="small"
      value={text[key]}
      onChange={(e) => setText((s) => ({ ...s, [key]: e.target.value }))}
      error={!!errors[key]}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  const submit = () => {
    const next: Record<string, string> = {};
    if (!text.name.trim()) next.name = MENU_MESSAGES.itemNameRequired;
    const price = dollarsToCents(text.price);
    if (price === null) next.price = MENU_MESSAGES.priceInvalid;
    const sizeInputs = sizes.map((s, i) => {
      const cents = dollarsToCents(s.price);
      if (!s.name.trim() || cents === null) next.sizes = MENU_MESSAGES.sizeNameAndPrice;
      return {
        id: s.id ?? newId(),
        name: s.name.trim(),
        price: cents ?? 0,
        default: s.default,
        sort: i + 1,
        groups: s.groups,
      };
    });
    const printCategory = printCategories.join(';');
    const rule = itemRuleError({ tags, sizes: sizeInputs, printCategory }, cookingCategories);
    if (rule === MENU_MESSAGES.printCategoryRequired || rule === MENU_MESSAGES.unknownPrintCategory)
      next.printCategory = rule;
    else if (rule) next.form = rule;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSave({
      id: item?.id ?? newId(),
      menuId,
      categoryId,
      name: text.name.trim(),
      altName: text.altName.trim() || null,
      shortName: text.shortName.trim() || null,
      description: text.description.trim() || null,
      price: price ?? 0,
      sort: item?.sort,
      sizes: sizeInputs,
      ingredients: text.ingredients.trim() || null,
      productId: text.productId.trim() || null,
      displayNumber: text.displayNumber.trim() || null,
      tags,
      allergens,
      groups: groupLinks,
      cookingCategory: cookingCategory || null,
      printCategory: printCategory || null,
      promotionTags: item?.promotionTags ?? [],
      colorHex: colorHex || null,
      isOption: item?.isOption ?? false,
      ...flags,
      ...visibility,
    });
  };

  const updateSize = (index: number, patch: Partial<SizeDraft>) =>
    setSizes((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={item ? t('editNamed', { name: item.name }) : t('addItem')}
      sx={{ p: 2, my: 1 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('name', 'name', { required: true, autoFocus: true })}
          {field('altName', 'altName')}
          {field('shortName', 'shortName')}
        </Stack>
        {field('description', 'description', { multiline: true, minRows: 2 })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('price', 'price', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          {field('displayNumber', 'displayNumber')}
          {field('productId', 'productId')}
        </Stack>
        {field('ingredients', 'ingredients', { multiline: true })}
        <Autocomplete
          multiple
          size="small"
          options={[...MENU_TAGS]}
          value={tags}
          onChange={(_e, v) => setTags(v)}
          renderInput={(params) => <TextField {...params} label={t('tags')} />}
        />
        <AllergensField menuId={menuId} label={t('allergens')} value={allergens} onChange={setAllergens} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Autocomplete
            multiple
            size="small"
            fullWidth
            options={cookingCategories}
            value={printCategories}
            onChange={(_e, v) => setPrintCategories(v)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('printCategories')}
                required={cookingCategories.length > 0}
                error={!!errors.printCategory}
                helperText={errors.printCategory}
              />
            )}
          />
          <Autocomplete
            size="small"
            fullWidth
            options={cookingCategories}
            value={cookingCategory}
            onChange={(_e, v) => setCookingCategory(v)}
            renderInput={(params) => <TextField {...params} label={t('cookingCategory')} />}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap spacing={1}>
          <TextField
            label={t('colour')}
            size="small"
            type="color"
            value={colorHex || '#ffffff'}
            onChange={(e) => setColorHex(e.target.value)}
            sx={{ width: 100 }}
          />
          {FLAGS.map((f) => (
            <FormControlLabel
              key={f}
              control={
                <Checkbox
                  size="small"
                  checked={flags[f]}
                  onChange={(e) => setFlags((s) => ({ ...s, [f]: e.target.checked }))}
                />
              }
              label={t(f)}
            />
          ))}
        </Stack>
        <GroupLinksField label={t('groups')} value={groupLinks} groups={groups} onChange={setGroupLinks} />
        <Divider />
        <Stack spacing={1} role="group" aria-label={t('sizes')}>
          <Typography variant="subtitle2">{t('sizes')}</Typography>
          {sizes.map((s, i) => (
            <Paper key={s.key} variant="outlined" sx={{ p: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  size="small"
                  label={`${t('sizeName')} ${i + 1}`}
                  value={s.name}
                  onChange={(e) => updateSize(i, { name: e.target.value })}
                />
                <TextField
                  size="small"
                  label={`${t('price')} ${i + 1}`}
                  value={s.price}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  onChange={(e) => updateSize(i, { price: e.target.value })}
                />
                <FormControlLabel
                  control={
                    <Radio
                      checked={s.default}
                      onChange={() => setSizes((list) => withOneDefault(list, i))}
                      slotProps={{ input: { 'aria-label': `${t('defaultSize')} ${i + 1}` } }}
                    />
                  }
                  label={t('defaultSize')}
                />
                <IconButton
                  aria-label={t('removeSize', { n: i + 1 })}
                  onClick={() => setSizes((list) => removeSize(list, i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              <GroupLinksField
                label={t('sizeGroups')}
                value={s.groups}
                groups={groups}
                onChange={(links) => updateSize(i, { groups: links })}
              />
            </Paper>
          ))}
          {errors.sizes ? <FormHelperText error>{errors.sizes}</FormHelperText> : null}
          <div>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setSizes((l) => addSize(l, newId()))}>
              {t('addSize')}
            </Button>
          </div>
        </Stack>
        <Divider />
        <VisibilityFields value={visibility} onChange={setVisibility} />
        {errors.form ? <FormHelperText error>{errors.form}</FormHelperText> : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || itemSaveDisabled({ name: text.name, price: text.price, sizes })}
          >
            {saving ? t('saving') : t('save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
