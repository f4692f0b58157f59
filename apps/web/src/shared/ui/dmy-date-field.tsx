import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { dmyOf, isHhmm, parseDmy } from '../format/dmy';
import { useTranslation } from '../i18n/use-translation';

export interface DmyDateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (isoDate: string) => void;
  /** A message from the screen (shown unless the typed text is itself malformed). */
  error?: string;
  /** Marks the field wrong without a message of its own (the form says what is wrong). */
  invalid?: boolean;
  helperText?: string;
  /** Earliest and latest dates the calendar offers, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A date shown and typed as dd/MM/yyyy whatever the browser's language (back-office.md §9,
 * restaurant-config.md §2.4; decision 0459), with the browser's calendar behind the icon. A full date
 * is taken as it is typed; a shorter one (1/3/2026) on Enter or blur.
 */
export function DmyDateField(props: DmyDateFieldProps) {
  const { t: translate } = useTranslation();
  const t = (key: 'dateFormat' | 'openCalendar') => translate(`dateField.${key}`);
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
      size={props.size}
      placeholder="dd/MM/yyyy"
      autoComplete="off"
      error={!!message || props.invalid}
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
        inputLabel: { shrink: true },
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
                max={props.max}
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

export interface DmyDateTimeFieldProps extends Omit<DmyDateFieldProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** 'YYYY-MM-DDTHH:mm', or '' for none. */
  value: string;
  onChange: (isoDateTime: string) => void;
  /** The time field's label. */
  timeLabel: string;
  /** Latest date-time the calendar offers, 'YYYY-MM-DDTHH:mm' (its date part is used). */
  max?: string;
}

/**
 * A date-time as two fields: the date as dd/MM/yyyy (DmyDateField) and the time as HH:mm (24-hour,
 * whatever the browser's language). The value changes once both are complete; a new date keeps the
 * time typed (00:00 until one is).
 */
export function DmyDateTimeField(props: DmyDateTimeFieldProps) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [date, time] = value ? (value.split('T') as [string, string | undefined]) : ['', undefined];
  const [timeText, setTimeText] = useState((time ?? '').slice(0, 5));
  const [badTime, setBadTime] = useState(false);
  useEffect(() => {
    setTimeText((value.split('T')[1] ?? '').slice(0, 5));
    setBadTime(false);
  }, [value]);

  const commitTime = (typed: string) => {
    const ok = isHhmm(typed);
    setBadTime(typed.trim() !== '' && !ok);
    if (ok && date) onChange(`${date}T${typed.trim()}`);
  };

  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'flex-start' }}>
      <DmyDateField
        label={props.label}
        value={date}
        size={props.size}
        error={props.error}
        invalid={props.invalid}
        helperText={props.helperText}
        max={props.max?.slice(0, 10)}
        onChange={(iso) => onChange(iso ? `${iso}T${isHhmm(timeText) ? timeText.trim() : '00:00'}` : '')}
      />
      <TextField
        label={props.timeLabel}
        value={timeText}
        size={props.size}
        placeholder="HH:mm"
        autoComplete="off"
        error={badTime || !!props.error || props.invalid}
        helperText={badTime ? t('dateField.timeFormat') : undefined}
        sx={{ width: 110 }}
        onChange={(e) => {
          setTimeText(e.target.value);
          if (isHhmm(e.target.value)) commitTime(e.target.value);
        }}
        onBlur={() => commitTime(timeText)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
    </span>
  );
}
