import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffGroup } from '@rpos/domain';
import { useEditorT } from './editor-t';

export type GroupLinkDraft = { id: string; sort: number };

/** Groups attached to an item or a size, in order: sort = position + 1 on save. */
export function GroupLinksField({
  label,
  value,
  groups,
  onChange,
}: {
  label: string;
  value: GroupLinkDraft[];
  groups: StaffGroup[];
  onChange: (links: GroupLinkDraft[]) => void;
}) {
  const t = useEditorT();
  const nameOf = (id: string) => groups.find((g) => g.id === id)?.name ?? id;
  const resort = (links: GroupLinkDraft[]) => links.map((l, i) => ({ ...l, sort: i + 1 }));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(resort(next));
  };
  const free = groups.filter((g) => !value.some((l) => l.id === g.id));
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        {value.map((link, i) => (
          <Chip
            key={link.id}
            size="small"
            label={
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <span>{nameOf(link.id)}</span>
                <IconButton
                  size="small"
                  aria-label={t('moveUp', { name: nameOf(link.id) })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpwardIcon sx={{ fontSize: 14 }} />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('moveDown', { name: nameOf(link.id) })}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownwardIcon sx={{ fontSize: 14 }} />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('removeGroup', { name: nameOf(link.id) })}
                  onClick={() => onChange(resort(value.filter((l) => l.id !== link.id)))}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              </Stack>
            }
          />
        ))}
        {free.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('addGroupTo')}
            value=""
            sx={{ minWidth: 180 }}
            onChange={(e) => onChange(resort([...value, { id: e.target.value, sort: value.length + 1 }]))}
          >
            {free.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </Stack>
  );
}
