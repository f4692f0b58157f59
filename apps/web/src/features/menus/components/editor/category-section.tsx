import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffCategory } from '@rpos/domain';
import type { ComponentProps, ReactNode } from 'react';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useSaveMenuCategory } from '../../api/menu-editor-save-category';
import { useSaveMenuItem } from '../../api/menu-editor-save-item';
import { useSetItemSoldOut } from '../../api/menu-editor-sold-out';
import { CategoryForm } from './category-form';
import type { Confirming, Editing, ImageFor } from './editor-state';
import { useEditorT } from './editor-t';
import { ItemForm } from './item-form';
import { ItemRow } from './item-row';
import { VisibilityBadge } from './visibility-badge';

interface Props {
  menuId: string;
  category: StaffCategory;
  /** The drag handle and arrows of the sortable list. */
  controls: ReactNode;
  editing: Editing;
  groups: ComponentProps<typeof ItemForm>['groups'];
  cookingCategories: string[];
  onEditing: (editing: Editing) => void;
  onConfirm: (confirming: Confirming) => void;
  onImage: (image: ImageFor) => void;
  /** The page's success (closes the form) and failure handlers. */
  done: (message: string) => () => void;
  fail: (fallback: string) => (error: Error) => void;
}

/** One category of the menu editor: its header and actions, its form when edited, its items. */
export function CategorySection({
  menuId,
  category,
  controls,
  editing,
  groups: groupList,
  cookingCategories: cookingNames,
  onEditing: setEditing,
  onConfirm: setConfirming,
  onImage: setImageFor,
  done,
  fail,
}: Props) {
  const t = useEditorT();
  const snackbar = useSnackbar();
  const saveCategory = useSaveMenuCategory(menuId);
  const saveItem = useSaveMenuItem(menuId);
  const soldOut = useSetItemSoldOut(menuId);
  const items = [...category.items].sort((a, b) => a.sort - b.sort);
  const editingThis = editing?.kind === 'category' && editing.id === category.id;
  return (
    <Paper
      variant="outlined"
      sx={{ mb: 1.5 }}
      component="section"
      aria-label={category.name}
      data-category-id={category.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1 }}>
        {controls}
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {category.name}
          {category.altName ? (
            <Typography component="span" color="text.secondary">
              {' '}
              {category.altName}
            </Typography>
          ) : null}
          <VisibilityBadge value={category} hideForWeb={category.hideForWeb} />
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'item', categoryId: category.id, id: null })}
        >
          {t('addItem')}
        </Button>
        <IconButton
          size="small"
          aria-label={t('editNamed', { name: category.name })}
          onClick={() => setEditing({ kind: 'category', id: category.id })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('deleteNamed', { name: category.name })}
          onClick={() => setConfirming({ kind: 'category', id: category.id })}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {editingThis ? (
        <Box sx={{ px: 1 }}>
          <CategoryForm
            menuId={menuId}
            category={category}
            saving={saveCategory.isPending}
            onCancel={() => setEditing(null)}
            onSave={(input) =>
              saveCategory.mutate(
                { category: input, isNew: false },
                { onSuccess: done(t('updated')), onError: fail(t('updateFailed')) },
              )
            }
          />
        </Box>
      ) : null}
      {items.length === 0 && !(editing?.kind === 'item' && editing.categoryId === category.id) ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {t('noItems')}
        </Typography>
      ) : null}
      {items.map((item) =>
        editing?.kind === 'item' && editing.id === item.id ? (
          <Box key={item.id} sx={{ px: 1 }}>
            <ItemForm
              menuId={menuId}
              categoryId={category.id}
              item={item}
              groups={groupList}
              cookingCategories={cookingNames}
              saving={saveItem.isPending}
              onCancel={() => setEditing(null)}
              onSave={(input) =>
                saveItem.mutate(input, { onSuccess: done(t('updated')), onError: fail(t('updateFailed')) })
              }
            />
          </Box>
        ) : (
          <ItemRow
            key={item.id}
            item={item}
            onEdit={() => setEditing({ kind: 'item', categoryId: category.id, id: item.id })}
            onDelete={() => setConfirming({ kind: 'item', id: item.id })}
            onImage={() =>
              setImageFor({ categoryId: category.id, id: item.id, name: item.name, hasImage: !!item.image })
            }
            onSoldOut={(choice) =>
              soldOut.mutate(
                choice === 'lift'
                  ? { itemId: item.id, unavailable: false }
                  : { itemId: item.id, unavailable: true, scope: choice },
                { onSuccess: () => snackbar.success(t('updated')), onError: fail(t('updateFailed')) },
              )
            }
          />
        ),
      )}
      {editing?.kind === 'item' && editing.categoryId === category.id && editing.id === null ? (
        <Box sx={{ px: 1 }}>
          <ItemForm
            menuId={menuId}
            categoryId={category.id}
            groups={groupList}
            cookingCategories={cookingNames}
            saving={saveItem.isPending}
            onCancel={() => setEditing(null)}
            onSave={(input) =>
              saveItem.mutate(input, { onSuccess: done(t('saved')), onError: fail(t('saveFailed')) })
            }
          />
        </Box>
      ) : null}
    </Paper>
  );
}
