import MoreVertIcon from '@mui/icons-material/MoreVert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { StaffBooking } from '@rpos/domain';
import { BOOKING_STATUS_MOVES, type StaffBookingStatus } from '@rpos/domain';
import { useState } from 'react';
import { useBookingAdminT } from '../../booking-admin-texts';

export interface BookingStatusActionsProps {
  booking: StaffBooking;
  busy: boolean;
  onMove: (booking: StaffBooking, move: StaffBookingStatus) => void;
}

/** The status moves a booking allows (seat, no-show, cancel, back to confirmed), behind a menu button. */
export function BookingStatusActions({ booking, busy, onMove }: BookingStatusActionsProps) {
  const t = useBookingAdminT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const moves = BOOKING_STATUS_MOVES[booking.status];
  if (moves.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('statusActions', { number: booking.number })}
        aria-haspopup="menu"
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {busy ? <CircularProgress size={18} aria-label={t('working')} /> : <MoreVertIcon fontSize="small" />}
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {moves.map((move) => (
          <MenuItem
            key={move}
            onClick={() => {
              setAnchor(null);
              onMove(booking, move);
            }}
          >
            {t(`move_${move}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
