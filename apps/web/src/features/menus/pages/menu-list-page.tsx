import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_MENU_PAGE_SIZE,
  DELIVERY_PLATFORM_NAMES,
  type StaffMenu,
  type UberEatsStore,
} from '@rpos/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { type DeliveryTarget, useDeliveryUpload } from '../api/delivery-upload';
import { useDeleteMenu } from '../api/menu-admin-delete';
import { useMyMenus } from '../api/menu-admin-list';
import { usePublishMenu } from '../api/menu-admin-publish';
import { useRefreshMenuLinks } from '../api/menu-admin-refresh-links';
import { useUnpublishMenu } from '../api/menu-admin-unpublish';
import { type MenuCsvKind, useDownloadMenuCsv } from '../api/menu-files-download';
import { CopyMenuDialog } from '../components/admin/copy-menu-dialog';
import { MenuActionBar } from '../components/admin/menu-action-bar';
import type { MenuAction } from '../components/admin/menu-actions';
import { qrTypeLabel } from '../components/admin/menu-labels';
import { MenuTable } from '../components/admin/menu-table';
import { SendMenuDialog } from '../components/admin/send-menu-dialog';
import { StoreChoiceDialog } from '../components/admin/store-choice-dialog';
import { UploadCsvDialog } from '../components/admin/upload-csv-dialog';
import { failureMessage, useMenusAdminT } from '../components/admin/use-menus-admin-t';

type Confirmable =
  | 'delete'
  | 'publishMain'
  | 'publishQr'
  | 'unpublishQr'
  | 'refreshLinks'
  | 'uberEatsMain'
  | 'uberEatsWeekend'
  | 'fantuan'
  | 'hungryPanda';

const DELIVERY: Partial<Record<MenuAction, DeliveryTarget>> = {
  uberEatsMain: { platform: 'uberEats', kind: 'main' },
  uberEatsWeekend: { platform: 'uberEats', kind: 'weekend' },
  fantuan: { platform: 'fantuan' },
  hungryPanda: { platform: 'hungryPanda' },
};

/** A file name for a menu's CSV: its name, safe for file systems, and the kind. */
export function csvFileName(menuName: string, kind: MenuCsvKind): string {
  const base =
    menuName
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'menu';
  return `${base}-${kind === 'group' ? 'groups' : 'items'}.csv`;
}

/** /myMenus (also /mymenus): the restaurant's menus, newest first, and every whole-menu action. */
export function MenuListPage() {
  const t = useMenusAdminT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const user = useUser().data;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_MENU_PAGE_SIZE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<{ action: Confirmable; menu: StaffMenu } | null>(null);
  const [copying, setCopying] = useState<{ menu: StaffMenu; toTest: boolean } | null>(null);
  const [sending, setSending] = useState<StaffMenu | null>(null);
  const [uploading, setUploading] = useState<StaffMenu | null>(null);
  const [downloadAnchor, setDownloadAnchor] = useState<HTMLElement | null>(null);
  const [stores, setStores] = useState<{
    menu: StaffMenu;
    target: DeliveryTarget;
    stores: UberEatsStore[];
  } | null>(null);

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const id = setTimeout(() => {
      setSearch(next);
      setPage(0);
      setSelected(new Set());
    }, 300);
    return () => clearTimeout(id);
  }, [searchText, search]);

  const list = useMyMenus({ page: page + 1, pageSize, search: search || undefined });
  const remove = useDeleteMenu();
  const publish = usePublishMenu();
  const unpublish = useUnpublishMenu();
  const refreshLinks = useRefreshMenuLinks();
  const download = useDownloadMenuCsv();
  const deliver = useDeliveryUpload();

  const menus = list.data?.menus ?? [];
  const selectedMenus = menus.filter((m) => selected.has(m.id));
  const one = selectedMenus.length === 1 ? selectedMenus[0] : undefined;
  const busyAction: MenuAction | null = download.isPending ? 'downloadCsv' : null;

  const onAction = (action: MenuAction, anchor: HTMLElement) => {
    if (action === 'new') {
      void navigate('/menu');
      return;
    }
    if (action === 'delete' && selectedMenus.length > 1) {
      snackbar.error(t('onlyOneToDelete'));
      return;
    }
    if (!one) {
      snackbar.error(t('selectMenuFirst'));
      return;
    }
    switch (action) {
      case 'edit':
        void navigate(`/menu/${encodeURIComponent(one.id)}`, { state: { menu: one } });
        return;
      case 'copyTo':
      case 'copyToTest':
        setCopying({ menu: one, toTest: action === 'copyToTest' });
        return;
      case 'sendToGroup':
        setSending(one);
        return;
      case 'uploadCsv':
        setUploading(one);
        return;
      case 'downloadCsv':
        setDownloadAnchor(anchor);
        return;
      case 'publishQr':
      case 'unpublishQr':
        if (one.qrCodeType === 'none') {
          snackbar.error(t('qrTypeRequired'));
          return;
        }
        setConfirming({ action, menu: one });
        return;
      default:
        setConfirming({ action, menu: one });
    }
  };

  const closeConfirm = () => setConfirming(null);
  const uploadDelivery = (menu: StaffMenu, target: DeliveryTarget, storeId?: string) =>
    deliver.mutate(
      { menuId: menu.id, target, storeId },
      {
        onSuccess: (res) => {
          if ('stores' in res) {
            closeConfirm();
            setStores({ menu, target, stores: res.stores });
            return;
          }
          snackbar.success(res.message);
          closeConfirm();
          setStores(null);
        },
        onError: (e) => snackbar.error(failureMessage(e, t('uploadingFailed'))),
      },
    );

  const runConfirmed = () => {
    if (!confirming) return;
    const { action, menu } = confirming;
    const publishError = (e: unknown) => snackbar.error(failureMessage(e, t('publishFailed')));
    switch (action) {
      case 'delete':
        remove.mutate(menu.id, {
          onSuccess: () => {
            snackbar.success(t('deleted'));
            setSelected(new Set());
            closeConfirm();
          },
          onError: (e) => snackbar.error(failureMessage(e, t('deleteFailed'))),
        });
        return;
      case 'publishMain':
        publish.mutate(
          { menuId: menu.id, isMainMenu: menu.isMainMenu },
          {
            onSuccess: () => {
              snackbar.success(t('publishedOk'));
              closeConfirm();
            },
            onError: publishError,
          },
        );
        return;
      case 'publishQr':
        publish.mutate(
          { menuId: menu.id, isMainMenu: menu.isMainMenu, qrType: menu.qrCodeType },
          {
            onSuccess: () => {
              snackbar.success(t('publishedOk'));
              closeConfirm();
            },
            onError: publishError,
          },
        );
        return;
      case 'unpublishQr':
        unpublish.mutate(
          { menuId: menu.id, qrType: menu.qrCodeType },
          {
            onSuccess: () => {
              snackbar.success(t('unpublishedOk'));
              closeConfirm();
            },
            onError: publishError,
          },
        );
        return;
      case 'refreshLinks':
        refreshLinks.mutate(menu.id, {
          onSuccess: (res) => {
            if (res.refreshed + res.repaired + res.broken === 0) snackbar.show(t('noBrokenLinks'), 'info');
            else snackbar.success(res.message);
            closeConfirm();
          },
          onError: (e) => snackbar.error(failureMessage(e, t('updatingFailed'))),
        });
        return;
      default: {
        const target = DELIVERY[action];
        if (target) uploadDelivery(menu, target);
      }
    }
  };

  const confirmBusy =
    remove.isPending ||
    publish.isPending ||
    unpublish.isPending ||
    refreshLinks.isPending ||
    deliver.isPending;
  const confirmTexts = (): { title: string; text: string; danger?: boolean; label?: string } => {
    if (!confirming) return { title: '', text: '' };
    const { action, menu } = confirming;
    const name = menu.menuName;
    const qrType = qrTypeLabel(menu.qrCodeType, t);
    switch (action) {
      case 'delete':
        return { title: t('deleteTitle'), text: t('deleteText', { name }), danger: true, label: t('delete') };
      case 'publishMain':
        return {
          title: t('publishMainTitle'),
          text: menu.isMainMenu ? t('publishMainText', { name }) : t('publishSecondaryText', { name }),
          label: t('publishMain'),
        };
      case 'publishQr':
        return {
          title: t('publishQrTitle'),
          text: t('publishQrText', { name, qrType }),
          label: t('publishQr'),
        };
      case 'unpublishQr':
        return {
          title: t('unpublishQrTitle'),
          text: t('unpublishQrText', { name, qrType }),
          danger: true,
          label: t('unpublishQr'),
        };
      case 'refreshLinks':
        return {
          title: t('refreshLinksTitle'),
          text: t('refreshLinksText', { name }),
          label: t('refreshLinks'),
        };
      default: {
        const target = DELIVERY[action];
        const platform = target
          ? `${DELIVERY_PLATFORM_NAMES[target.platform]}${'kind' in target ? ` (${target.kind})` : ''}`
          : '';
        return {
          title: t('deliveryTitle', { platform }),
          text: t('deliveryText', { name, platform }),
          label: t('upload'),
        };
      }
    }
  };
  const texts = confirmTexts();

  const toggle = (menu: StaffMenu) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(menu.id)) next.delete(menu.id);
      else next.add(menu.id);
      return next;
    });

  const runDownload = (kind: MenuCsvKind) => {
    setDownloadAnchor(null);
    if (!one) return;
    download.mutate(
      { menuId: one.id, kind, fileName: csvFileName(one.menuName, kind) },
      { onError: (e) => snackbar.error(failureMessage(e, t('somethingWentWrong'))) },
    );
  };

  return (
    <>
      <PageHeader
        title={t('listTitle')}
        subtitle={t('listSubtitle')}
        actions={
          <TextField
            size="small"
            type="search"
            label={t('search')}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
            slotProps={{
              input: {
                endAdornment:
                  list.isFetching && search ? <InputAdornment position="end">…</InputAdornment> : null,
              },
              htmlInput: { maxLength: 100 },
            }}
          />
        }
      />
      {user ? (
        <MenuActionBar
          user={user}
          selectedCount={selectedMenus.length}
          busy={busyAction}
          onAction={onAction}
        />
      ) : null}
      <QueryContent
        query={list}
        failedText={failureMessage(list.error, t('loadFailed'))}
        retryLabel={t('retry')}
        refreshingLabel={t('working')}
      >
        <MenuTable
          menus={menus}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          selected={selected}
          searching={!!search}
          onToggle={toggle}
          onToggleAll={(checked) => setSelected(checked ? new Set(menus.map((m) => m.id)) : new Set())}
          onOpen={(m) => void navigate(`/menu/${encodeURIComponent(m.id)}`, { state: { menu: m } })}
          onPageChange={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
            setSelected(new Set());
          }}
        />
      </QueryContent>

      <Menu anchorEl={downloadAnchor} open={!!downloadAnchor} onClose={() => setDownloadAnchor(null)}>
        <MenuItem onClick={() => runDownload('group')}>{t('downloadGroups')}</MenuItem>
        <MenuItem onClick={() => runDownload('item')}>{t('downloadItems')}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={!!confirming}
        title={texts.title}
        text={texts.text}
        danger={texts.danger}
        confirmLabel={texts.label}
        busy={confirmBusy}
        onConfirm={runConfirmed}
        onClose={closeConfirm}
      />
      <CopyMenuDialog
        menu={copying?.menu ?? null}
        toTest={copying?.toTest ?? false}
        onClose={() => setCopying(null)}
      />
      <SendMenuDialog menu={sending} onClose={() => setSending(null)} />
      <UploadCsvDialog menu={uploading} onClose={() => setUploading(null)} />
      <StoreChoiceDialog
        key={stores?.menu.id ?? 'none'}
        stores={stores?.stores ?? null}
        menuName={stores?.menu.menuName ?? ''}
        busy={deliver.isPending}
        onChoose={(storeId) => stores && uploadDelivery(stores.menu, stores.target, storeId)}
        onClose={() => setStores(null)}
      />
    </>
  );
}
