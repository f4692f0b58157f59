import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { dmyOf, parseDmy } from '../../admin-dates';
import { useBookingAdminT } from '../../booking-admin-texts';

export interface DmyDateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (isoDate: string) => void;
  /** A message from the screen (shown unless the typed text is itself malformed). */
  error?: string;
  helperText?: string;
  /** Earliest date the calendar offers, 'YYYY-MM-DD'. */
  min?: string;
  fullWidth?: boolean;
}

/**
 * A date shown and typed as dd/MM/yyyy (restaurant-config.md §2.4), with the browser's calendar
 * behind the icon. A full date is taken as it is typed; a shorter one (1/3/2026) on Enter or blur.
 */
export function DmyDateField(props: DmyDateFieldProps) {
  const t = useBookingAdminT();
  const { value, onChange } = props;
  const [text, setText] = useState(dmyOf(value));
  const [malformed, setMalformed] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText(dmyOf(value));
    setMalformed(false);
  }, [value]);

  const commit = (typed: string) => {
    if (typed.trim() === '') {
      setMalformed(false);
      if (value !== '') onChange('');
      return;
    }
    const iso = parseDmy(typed);
    setMalformed(iso === null);
    if (iso === null) return;
    setText(dmyOf(iso));
    if (iso !== value) onChange(iso);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  const message = malformed ? t('dateFormat') : props.error;
  return (
    <TextField
      label={props.label}
      value={text}
      fullWidth={props.fullWidth}
      placeholder="dd/MM/yyyy"
      autoComplete="off"
      error={!!message}
      helperText={message || props.helperText}
      onChange={(e) => {
        setText(e.target.value);
        if (/^\d{2}\/\d{2}\/\d{4}$/.test(e.target.value.trim())) commit(e.target.value);
      }}
      onBlur={() => commit(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit(text);
        }
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={value}
                min={props.min}
                onChange={(e) => {
                  if (e.target.value) onChange(e.target.value);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
              <IconButton edge="end" aria-label={t('openCalendar')} onClick={openPicker}>
                <CalendarMonthIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
