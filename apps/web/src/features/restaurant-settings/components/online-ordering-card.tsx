import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALLERGY_NOTICE_MAX,
  EXCLUSIVE_ONLINE_TOGGLES,
  ORDER_COMPLETE_MESSAGE_MAX,
  ORDER_COMPLETE_MESSAGE_TYPES,
  SPECIAL_TERMS_MAX,
  type StaffOnlineSettings,
  withToggle,
} from '@rpos/domain';
import { type Control, Controller, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useSaveRestaurantSettings } from '../api/restaurant-settings-api';
import {
  type OnlineFlag,
  OnlineOrderingFormSchema,
  type OnlineOrderingFormValues,
  onlineOrderingDefaults,
  toOnlineOrderingRequest,
} from '../online-settings-form';
import { type RestaurantSettingsKey, useRestaurantSettingsT } from '../restaurant-settings-texts';
import { saveFailure } from '../save-failure';
import { SaveCardActions } from './save-button';
import { TextCounterField } from './text-counter-field';

const GROUPS: { title: RestaurantSettingsKey; flags: OnlineFlag[]; help?: RestaurantSettingsKey }[] = [
  {
    title: 'checkoutGroup',
    flags: ['hideSpecialRequirement', 'isDineInGuestNumberRequired', 'isDineInMobilePhoneRequired'],
  },
  {
    title: 'paymentsGroup',
    flags: [
      'isTillPaymentEnabled',
      'isAdyenPaymentEnabled',
      'isWechatOnlinePaymentEnabled',
      'isPaypalEnabled',
    ],
    help: 'exclusiveHelp',
  },
  {
    title: 'foodCourtGroup',
    flags: [
      'foodCourtPaymentRequired',
      'foodCourtPaymentOptional',
      'dineinTakeawayEnabled',
      'foodCourtTakeawayEnabled',
    ],
    help: 'exclusiveHelp',
  },
  { title: 'groupOrderingGroup', flags: ['isGroupOrderingEnabled'], help: 'isGroupOrderingHelp' },
];

function FlagSwitch({
  control,
  name,
  label,
  onToggle,
}: {
  control: Control<OnlineOrderingFormValues>;
  name: OnlineFlag;
  label: string;
  onToggle: (name: OnlineFlag, on: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => onToggle(name, e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

/**
 * The online-ordering settings (restaurant-config.md §3 onlineSettings): checkout notices with their
 * limits, the switches (food court payment required/optional and till/Adyen exclude each other: one
 * on turns the other off, §4), the POS's auto-accept threshold and the thank-you messages per type.
 */
export function OnlineOrderingCard({ settings }: { settings: StaffOnlineSettings }) {
  const t = useRestaurantSettingsT();
  const snackbar = useSnackbar();
  const save = useSaveRestaurantSettings();
  const { register, control, handleSubmit, watch, reset, getValues, setValue, formState } =
    useForm<OnlineOrderingFormValues>({
      resolver: zodResolver(OnlineOrderingFormSchema),
      mode: 'onChange',
      defaultValues: onlineOrderingDefaults(settings),
    });
  const errors = formState.errors;
  useUnsavedChanges(formState.isDirty);

  const onToggle = (name: OnlineFlag, on: boolean) => {
    const next = withToggle(getValues(), name, on);
    const partner = EXCLUSIVE_ONLINE_TOGGLES[name as keyof typeof EXCLUSIVE_ONLINE_TOGGLES];
    if (partner) setValue(partner, next[partner], { shouldDirty: true });
    setValue(name, on, { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { onlineSettings: toOnlineOrderingRequest(values) },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || t('updated'));
          reset(onlineOrderingDefaults(res.onlineSettings));
        },
        onError: (e) => snackbar.error(saveFailure(e, t)),
      },
    ),
  );
  // Cross-field issues (the exclusions) land on the second switch of a pair.
  const crossError = errors.foodCourtPaymentOptional?.message ?? errors.isAdyenPaymentEnabled?.message;

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('onlineOrderingTitle')}>
      <CardHeader
        title={t('onlineOrderingTitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <TextCounterField
            register={register}
            name="allergyNotice"
            value={watch('allergyNotice')}
            max={ALLERGY_NOTICE_MAX}
            label={t('allergyNotice')}
            helperText={t('allergyNoticeHelp')}
            multiline
            minRows={2}
            error={errors.allergyNotice?.message}
          />
          <TextCounterField
            register={register}
            name="specialTerms"
            value={watch('specialTerms')}
            max={SPECIAL_TERMS_MAX}
            label={t('specialTerms')}
            helperText={t('specialTermsHelp')}
            error={errors.specialTerms?.message}
          />
          {GROUPS.map((group) => (
            <FormGroup key={group.title} aria-label={t(group.title)}>
              <Typography variant="subtitle2" component="h3">
                {t(group.title)}
              </Typography>
              {group.flags.map((flag) => (
                <FlagSwitch key={flag} control={control} name={flag} label={t(flag)} onToggle={onToggle} />
              ))}
              {group.help && <FormHelperText sx={{ mt: 0 }}>{t(group.help)}</FormHelperText>}
            </FormGroup>
          ))}
          {crossError && (
            <FormHelperText error role="alert">
              {crossError}
            </FormHelperText>
          )}
          <TextField
            label={t('threshold')}
            inputMode="decimal"
            error={!!errors.threshold}
            helperText={errors.threshold?.message ?? t('thresholdHelp')}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            {...muiRegister(register('threshold'))}
          />
          <Typography variant="subtitle2" component="h3">
            {t('completeMessagesGroup')}
          </Typography>
          {ORDER_COMPLETE_MESSAGE_TYPES.map((type) => (
            <TextCounterField
              key={type}
              register={register}
              name={`messages.${type}`}
              value={watch(`messages.${type}`)}
              max={ORDER_COMPLETE_MESSAGE_MAX}
              label={t(`completeMessage_${type}`)}
              error={errors.messages?.[type]?.message}
            />
          ))}
        </Stack>
      </CardContent>
      <SaveCardActions saving={save.isPending} />
    </Card>
  );
}
