import AddIcon from '@mui/icons-material/Add';
import BuildIcon from '@mui/icons-material/Build';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffCategory } from '@rpos/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useMenuEditorCategories } from '../api/menu-editor-categories';
import { useMenuEditorCookingCategories } from '../api/menu-editor-cooking-categories';
import { useDeleteMenuCategory } from '../api/menu-editor-delete-category';
import { useDeleteMenuGroup } from '../api/menu-editor-delete-group';
import { useDeleteMenuItem } from '../api/menu-editor-delete-item';
import { useMenuEditorGroups } from '../api/menu-editor-groups';
import { useReorderMenuCategories } from '../api/menu-editor-reorder-categories';
import { useReorderMenuGroups } from '../api/menu-editor-reorder-groups';
import { useSaveMenuCategory } from '../api/menu-editor-save-category';
import { useSaveMenuGroup } from '../api/menu-editor-save-group';
import { CategoryForm } from '../components/editor/category-form';
import { CategorySection } from '../components/editor/category-section';
import { CustomAllergensButton } from '../components/editor/custom-allergens-dialog';
import type { Confirming, Editing, ImageFor } from '../components/editor/editor-state';
import { useEditorT } from '../components/editor/editor-t';
import { EditorTimezone } from '../components/editor/editor-timezone';
import { GroupForm, type LinkableItem } from '../components/editor/group-form';
import { GroupRow } from '../components/editor/group-row';
import { LinkRepairDialog } from '../components/editor/link-repair-dialog';
import { SortableList } from '../components/editor/sortable-list';

const ImageCropDialog = lazy(() => import('../components/editor/image-crop-dialog'));

/** /menuCategory/:menuId: categories with their items (left), 'Choices And Addons' groups (right). */
export function MenuEditorPage() {
  const t = useEditorT();
  const snackbar = useSnackbar();
  const menuId = useParams().menuId ?? '';
  const categories = useMenuEditorCategories(menuId);
  const groups = useMenuEditorGroups(menuId);
  const cooking = useMenuEditorCookingCategories(menuId);
  const saveCategory = useSaveMenuCategory(menuId);
  const deleteCategory = useDeleteMenuCategory(menuId);
  const reorder = useReorderMenuCategories(menuId);
  const reorderGroups = useReorderMenuGroups(menuId);
  const deleteItem = useDeleteMenuItem(menuId);
  const saveGroup = useSaveMenuGroup(menuId);
  const deleteGroup = useDeleteMenuGroup(menuId);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [imageFor, setImageFor] = useState<ImageFor | null>(null);
  const [repairOpen, setRepairOpen] = useState(false);

  const sorted = useMemo(
    () => [...(categories.data?.categories ?? [])].sort((a, b) => a.sort - b.sort),
    [categories.data],
  );
  const groupList = useMemo(
    () => [...(groups.data?.groups ?? [])].sort((a, b) => a.sort - b.sort),
    [groups.data],
  );
  const linkable: LinkableItem[] = useMemo(
    () =>
      sorted.flatMap((c) =>
        c.items.map((i) => ({ id: i.id, name: i.name, categoryName: c.name, price: i.price })),
      ),
    [sorted],
  );
  const cookingNames = (cooking.data?.cookingCategories ?? []).map((c) => c.name);
  const brokenNames = groupList.flatMap((g) =>
    g.options.filter((o) => !o.menuItemId && o.menuItemName).map((o) => `${g.name}: ${o.name}`),
  );

  const fail = (fallback: string) => (error: Error) => snackbar.error(error.message || fallback);
  const done = (message: string) => () => {
    snackbar.success(message);
    setEditing(null);
  };

  if (categories.isPending) return <PageLoader />;
  if (categories.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void categories.refetch()}>
            {t('close')}
          </Button>
        }
      >
        {categories.error.message || t('loadFailed')}
      </Alert>
    );

  const menu = categories.data.menu;
  const confirmText =
    confirming?.kind === 'category'
      ? t('deleteCategory')
      : confirming?.kind === 'group'
        ? t('deleteGroup')
        : t('deleteItem');
  const deleting = deleteCategory.isPending || deleteItem.isPending || deleteGroup.isPending;

  const renderCategory = (category: StaffCategory, controls: React.ReactNode) => (
    <CategorySection
      menuId={menuId}
      category={category}
      controls={controls}
      editing={editing}
      groups={groupList}
      cookingCategories={cookingNames}
      onEditing={setEditing}
      onConfirm={setConfirming}
      onImage={setImageFor}
      done={done}
      fail={fail}
    />
  );

  return (
    <EditorTimezone.Provider value={categories.data.timezone}>
      <PageHeader title={t('title')} subtitle={menu.menuName} />
      {categories.isFetching || groups.isFetching || reorder.isPending || reorderGroups.isPending ? (
        <LinearProgress sx={{ mb: 1 }} aria-hidden />
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('categories')}
            </Typography>
            <CustomAllergensButton menuId={menuId} allergens={categories.data.allergens} />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ kind: 'category', id: null })}
            >
              {t('addCategory')}
            </Button>
          </Stack>
          {editing?.kind === 'category' && editing.id === null ? (
            <CategoryForm
              menuId={menuId}
              saving={saveCategory.isPending}
              onCancel={() => setEditing(null)}
              onSave={(input) =>
                saveCategory.mutate(
                  { category: input, isNew: true },
                  { onSuccess: done(t('saved')), onError: fail(t('saveFailed')) },
                )
              }
            />
          ) : null}
          {sorted.length === 0 ? (
            <Typography color="text.secondary">{t('noCategories')}</Typography>
          ) : (
            <SortableList
              entries={sorted}
              disabled={reorder.isPending}
              onReorder={(ids) =>
                reorder.mutate(ids, {
                  onSuccess: () => snackbar.success(t('updated')),
                  onError: fail(t('updateFailed')),
                })
              }
              render={renderCategory}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}
            useFlexGap
          >
            <Typography variant="h6" component="h2" sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}>
              {t('choicesAndAddons')}
            </Typography>
            <Button startIcon={<BuildIcon />} onClick={() => setRepairOpen(true)}>
              {t('repairLinks')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ kind: 'group', id: null })}
            >
              {t('addNewGroup')}
            </Button>
          </Stack>
          {editing?.kind === 'group' && editing.id === null ? (
            <GroupForm
              menuId={menuId}
              items={linkable}
              saving={saveGroup.isPending}
              onCancel={() => setEditing(null)}
              onSave={(input) =>
                saveGroup.mutate(
                  { group: input, isNew: true },
                  { onSuccess: done(t('saved')), onError: fail(t('saveFailed')) },
                )
              }
            />
          ) : null}
          {groups.isPending ? <PageLoader /> : null}
          {groups.isSuccess && groupList.length === 0 ? (
            <Typography color="text.secondary">{t('noGroups')}</Typography>
          ) : null}
          <SortableList
            entries={groupList}
            disabled={reorderGroups.isPending || editing?.kind === 'group'}
            onReorder={(ids) =>
              reorderGroups.mutate(ids, {
                onSuccess: () => snackbar.success(t('updated')),
                onError: fail(t('updateFailed')),
              })
            }
            render={(group, controls) =>
              editing?.kind === 'group' && editing.id === group.id ? (
                <GroupForm
                  menuId={menuId}
                  group={group}
                  items={linkable}
                  saving={saveGroup.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(input) =>
                    saveGroup.mutate(
                      { group: input, isNew: false },
                      { onSuccess: done(t('updated')), onError: fail(t('updateFailed')) },
                    )
                  }
                />
              ) : (
                <GroupRow
                  group={group}
                  controls={controls}
                  onEdit={() => setEditing({ kind: 'group', id: group.id })}
                  onDelete={() => setConfirming({ kind: 'group', id: group.id })}
                />
              )
            }
          />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming !== null}
        title={t('confirmTitle')}
        text={confirmText}
        confirmLabel={t('delete')}
        danger
        busy={deleting}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const options = {
            onSuccess: () => {
              snackbar.success(t('deleted'));
              setConfirming(null);
              setEditing(null);
            },
            onError: fail(t('deleteFailed')),
          };
          if (confirming.kind === 'category') deleteCategory.mutate(confirming.id, options);
          else if (confirming.kind === 'item') deleteItem.mutate(confirming.id, options);
          else deleteGroup.mutate(confirming.id, options);
        }}
      />
      {imageFor ? (
        <Suspense fallback={null}>
          <ImageCropDialog
            menuId={menuId}
            categoryId={imageFor.categoryId}
            itemId={imageFor.id}
            itemName={imageFor.name}
            hasImage={imageFor.hasImage}
            onClose={() => setImageFor(null)}
          />
        </Suspense>
      ) : null}
      {repairOpen ? (
        <LinkRepairDialog menuId={menuId} brokenNames={brokenNames} onClose={() => setRepairOpen(false)} />
      ) : null}
    </EditorTimezone.Provider>
  );
}
