import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENU_QR_CODE_TYPES, MenuForm, type StaffMenu } from '@rpos/domain';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { translateMessage } from '../../../shared/i18n/i18n';
import { muiRegister } from '../../../shared/ui/mui-register';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useStaffMenu } from '../api/menu-admin-menu';
import { useSaveMenu } from '../api/menu-admin-save';
import { useUpdateMenu } from '../api/menu-admin-update';
import {
  EXCLUSIVE_MENU_KINDS,
  INDEPENDENT_MENU_FLAGS,
  type MenuKindFlag,
  toggleMenuFlag,
} from '../components/admin/menu-kind-rules';
import { qrTypeLabel } from '../components/admin/menu-labels';
import { failureMessage, type MenusAdminT, useMenusAdminT } from '../components/admin/use-menus-admin-t';

type FormInput = z.input<typeof MenuForm>;
type FormOutput = z.output<typeof MenuForm>;

const FLAG_LABELS: Record<MenuKindFlag, Parameters<MenusAdminT>[0]> = {
  isMainMenu: 'kindMain',
  isSecondaryMenu: 'kindSecondary',
  isThirdMenu: 'kindThird',
  isFourthMenu: 'kindFourth',
  isFifthMenu: 'kindFifth',
  isSixthMenu: 'kindSixth',
  isForHubster: 'kindHubster',
  isMenuVersion2: 'kindVersion2',
  isDefault: 'kindDefault',
};

function defaultsOf(menu: StaffMenu | undefined): FormInput {
  return {
    menuName: menu?.menuName ?? '',
    menuDescription: menu?.menuDescription ?? '',
    isMainMenu: menu?.isMainMenu ?? false,
    isSecondaryMenu: menu?.isSecondaryMenu ?? false,
    isThirdMenu: menu?.isThirdMenu ?? false,
    isFourthMenu: menu?.isFourthMenu ?? false,
    isFifthMenu: menu?.isFifthMenu ?? false,
    isSixthMenu: menu?.isSixthMenu ?? false,
    isDefault: menu?.isDefault ?? false,
    isForHubster: menu?.isForHubster ?? false,
    isMenuVersion2: menu?.isMenuVersion2 ?? false,
    qrCodeType: menu?.qrCodeType ?? 'none',
    promotionTags: menu?.promotionTags ?? [],
  };
}

/** /menu (new) and /menu/:menuId (edit): the menu form. */
export function MenuFormPage() {
  const { menuId } = useParams();
  const location = useLocation();
  const t = useMenusAdminT();
  const handed = (location.state as { menu?: StaffMenu } | null)?.menu;
  const menu = useStaffMenu(menuId, handed);

  if (menuId && menu.isPending) return <PageLoader />;
  if (menuId && menu.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void menu.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {failureMessage(menu.error, t('loadFailed'))}
      </Alert>
    );
  return <MenuFormView key={menu.data?.id ?? 'new'} menu={menuId ? menu.data : undefined} />;
}

export function MenuFormView({ menu }: { menu: StaffMenu | undefined }) {
  const t = useMenusAdminT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveMenu();
  const update = useUpdateMenu();
  const { register, control, handleSubmit, watch, getValues, setValue, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(MenuForm),
    mode: 'onTouched',
    defaultValues: defaultsOf(menu),
  });
  const saving = save.isPending || update.isPending;
  const name = watch('menuName') ?? '';
  const { errors } = formState;

  const setFlag = (flag: MenuKindFlag, on: boolean) => {
    const current = getValues();
    const flags = Object.fromEntries(
      [...EXCLUSIVE_MENU_KINDS, ...INDEPENDENT_MENU_FLAGS].map((k) => [k, !!current[k]]),
    ) as Record<MenuKindFlag, boolean>;
    const next = toggleMenuFlag(flags, flag, on);
    for (const [k, v] of Object.entries(next)) setValue(k as MenuKindFlag, v, { shouldDirty: true });
  };

  const onSubmit = handleSubmit((values) => {
    const body = { ...values, menuDescription: values.menuDescription || null };
    if (menu) {
      update.mutate(
        { menuId: menu.id, body },
        {
          onSuccess: () => snackbar.success(t('updated')),
          onError: (e) => snackbar.error(failureMessage(e, t('updatingFailed'))),
        },
      );
    } else {
      save.mutate(body, {
        onSuccess: (created) => {
          snackbar.success(t('saved'));
          void navigate(`/menu/${encodeURIComponent(created.id)}`, {
            replace: true,
            state: { menu: created },
          });
        },
        onError: (e) => snackbar.error(failureMessage(e, t('savingFailed'))),
      });
    }
  });

  const flagSwitch = (flag: MenuKindFlag) => (
    <Controller
      key={flag}
      control={control}
      name={flag}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={!!field.value}
              onChange={(e) => setFlag(flag, e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={t(FLAG_LABELS[flag])}
        />
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={menu ? t('editMenuTitle') : t('newMenuTitle')}
        subtitle={menu ? menu.menuName : t('formSubtitle')}
        actions={
          <Button component={RouterLink} to="/myMenus">
            {t('backToList')}
          </Button>
        }
      />
      <Card
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={menu ? t('editMenuTitle') : t('newMenuTitle')}
      >
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('menuName')}
                fullWidth
                required
                error={!!errors.menuName}
                helperText={translateMessage(errors.menuName?.message)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                {...muiRegister(register('menuName'))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="qrCodeType"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('qrCodeType')}
                    value={field.value ?? 'none'}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                  >
                    {MENU_QR_CODE_TYPES.map((q) => (
                      <MenuItem key={q} value={q}>
                        {qrTypeLabel(q, t)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label={t('menuDescription')}
                fullWidth
                multiline
                minRows={2}
                error={!!errors.menuDescription}
                helperText={translateMessage(errors.menuDescription?.message)}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
                {...muiRegister(register('menuDescription'))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h2" id="menu-kinds-title">
                {t('kindsTitle')}
              </Typography>
              <FormGroup aria-labelledby="menu-kinds-title">{EXCLUSIVE_MENU_KINDS.map(flagSwitch)}</FormGroup>
              <FormHelperText>{t('kindsHelp')}</FormHelperText>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h2" id="menu-flags-title">
                {t('otherFlagsTitle')}
              </Typography>
              <FormGroup aria-labelledby="menu-flags-title">
                {INDEPENDENT_MENU_FLAGS.map(flagSwitch)}
              </FormGroup>
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="promotionTags"
                render={({ field }) => (
                  <Autocomplete
                    multiple
                    freeSolo
                    options={[] as string[]}
                    value={field.value ?? []}
                    onChange={(_e, value) =>
                      field.onChange([...new Set(value.map((v) => String(v).trim()).filter(Boolean))])
                    }
                    renderValue={(value, getItemProps) =>
                      value.map((option, index) => {
                        const { key, ...itemProps } = getItemProps({ index });
                        return <Chip key={key} size="small" label={option} {...itemProps} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('promotionTags')}
                        helperText={
                          errors.promotionTags
                            ? translateMessage(errors.promotionTags.message)
                            : t('promotionTagsHelp')
                        }
                        error={!!errors.promotionTags}
                      />
                    )}
                  />
                )}
              />
            </Grid>
          </Grid>
        </CardContent>
        <Divider />
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {menu ? (
              <>
                <Button
                  component={RouterLink}
                  to={`/menu/${encodeURIComponent(menu.id)}/service-availability`}
                  state={{ menu }}
                  variant="outlined"
                >
                  {t('serviceAvailability')}
                </Button>
                <Button
                  component={RouterLink}
                  to={`/menuCategory/${encodeURIComponent(menu.id)}`}
                  variant="outlined"
                >
                  {t('menuEditor')}
                </Button>
                <Button
                  component={RouterLink}
                  to={`/menuCookingCategoryList?menuId=${encodeURIComponent(menu.id)}`}
                  variant="outlined"
                >
                  {t('cookingCategories')}
                </Button>
              </>
            ) : null}
          </Box>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || name.trim() === ''}
            loading={saving}
            loadingPosition="start"
          >
            {saving ? t('saving') : t('save')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
