import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ORDER_ORIGINS, type OrderOrigin } from '@rpos/domain';
import { useId, useRef, useState } from 'react';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';

/**
 * The split button of §2.6: its face is the list shown (Online Orders or Local Orders) and shows it
 * again (fresh); its arrow offers both.
 */
export function OrderTypeSplitButton({
  value,
  onChange,
}: {
  value: OrderOrigin;
  onChange: (type: OrderOrigin) => void;
}) {
  const t = useBackOfficeOrdersT();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const label = (type: OrderOrigin) => (type === 'online' ? t('onlineOrders') : t('localOrders'));
  return (
    <>
      <ButtonGroup variant="contained" ref={anchor}>
        <Button onClick={() => onChange(value)}>{label(value)}</Button>
        <Button
          size="small"
          aria-label={t('chooseOrderType')}
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu id={menuId} anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {ORDER_ORIGINS.map((type) => (
          <MenuItem
            key={type}
            selected={type === value}
            onClick={() => {
              setOpen(false);
              onChange(type);
            }}
          >
            {label(type)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
