import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The service types of the restaurant (a generic call when it lists none), loaded on the first tap. */
export default function ServiceBellMenu({
  anchor,
  serviceTypes,
  onClose,
  onSend,
}: {
  anchor: HTMLElement;
  serviceTypes: readonly string[];
  onClose: () => void;
  onSend: (serviceType: string) => void;
}) {
  const { t } = useTranslation();
  const types = serviceTypes.length > 0 ? serviceTypes : [t('diner.serviceBell')];
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {types.map((type) => (
        <MenuItem key={type} sx={{ minHeight: 48 }} onClick={() => onSend(type)}>
          {type}
        </MenuItem>
      ))}
    </Menu>
  );
}
