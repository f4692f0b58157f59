import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { courseLabel, POS_NOTE_MAX } from '@rpos/domain';
import { useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { QuantityStepper } from '../../dish';
import { removeTicketLine, setLineNotes, setLineQuantity, type TicketLine } from '../model/ticket';
import { usePosCourses } from '../model/use-pos-courses';
import { usePosT } from '../pos-texts';

/** The size and options of a line as one text: 'Large · Egg ×2 · Chili oil'. */
export function choiceText(line: Pick<TicketLine, 'size' | 'options'>): string {
  return [line.size?.name, ...line.options.map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name))]
    .filter(Boolean)
    .join(' · ');
}

function LineRow({
  line,
  currencySymbol,
  disabled,
  onChange,
}: {
  line: TicketLine;
  currencySymbol: string;
  disabled: boolean;
  onChange: (update: (lines: TicketLine[]) => TicketLine[]) => void;
}) {
  const t = usePosT();
  const courses = usePosCourses();
  const [editing, setEditing] = useState(false);
  const choice = choiceText(line);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
          {choice ? (
            <Typography variant="body2" color="text.secondary">
              {choice}
            </Typography>
          ) : null}
          {line.isTakeaway ? (
            <Typography variant="caption" color="text.secondary">
              {t('takeawayLine')}
            </Typography>
          ) : null}
          {line.seat ? (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('seatN', { n: line.seat })}
            </Typography>
          ) : null}
          {line.course ? (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('courseN', { n: courseLabel(courses, line.course) })}
            </Typography>
          ) : null}
          {line.notes && !editing ? (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {line.notes}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" title={t('menuPrice')} sx={{ whiteSpace: 'nowrap' }}>
          {formatCents(line.unitPrice * line.quantity, currencySymbol)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        <QuantityStepper
          label={line.name}
          value={line.quantity}
          min={1}
          onChange={(q) => !disabled && onChange((ls) => setLineQuantity(ls, line.key, q))}
        />
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          aria-label={t('lineNotes', { name: line.name })}
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
          disabled={disabled}
          sx={{ width: 44, height: 44 }}
        >
          <EditNote />
        </IconButton>
        <IconButton
          aria-label={t('removeLine', { name: line.name })}
          onClick={() => onChange((ls) => removeTicketLine(ls, line.key))}
          disabled={disabled}
          sx={{ width: 44, height: 44 }}
        >
          <DeleteOutline />
        </IconButton>
      </Box>
      {editing ? (
        <TextField
          label={t('lineNotes', { name: line.name })}
          value={line.notes}
          onChange={(e) => {
            const notes = e.target.value.slice(0, POS_NOTE_MAX);
            onChange((ls) => setLineNotes(ls, line.key, notes));
          }}
          onKeyDown={(e) => e.key === 'Enter' && setEditing(false)}
          size="small"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: POS_NOTE_MAX } }}
          helperText={`${line.notes.length}/${POS_NOTE_MAX}`}
          sx={{ mt: 1 }}
        />
      ) : null}
    </Box>
  );
}

/** The unsent lines: quantity, notes and remove for each; the menu's price beside it. */
export function TicketLines({
  lines,
  currencySymbol,
  disabled,
  onChange,
}: {
  lines: readonly TicketLine[];
  currencySymbol: string;
  disabled: boolean;
  onChange: (update: (lines: TicketLine[]) => TicketLine[]) => void;
}) {
  const t = usePosT();
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('ticketEmpty')}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={t('ticket')} sx={{ m: 0, p: 0 }}>
      {lines.map((line) => (
        <LineRow
          key={line.key}
          line={line}
          currencySymbol={currencySymbol}
          disabled={disabled}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}
