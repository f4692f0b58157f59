import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffGroup } from '@rpos/domain';
import type { ReactNode } from 'react';
import { centsToDollars } from './editor-logic';
import { useEditorT } from './editor-t';

/** A group's display view: name, rules and its options with their link labels. */
export function GroupRow({
  group,
  controls,
  onEdit,
  onDelete,
}: {
  group: StaffGroup;
  controls?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useEditorT();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, my: 1 }}
      role="group"
      aria-label={group.name}
      data-group-id={group.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {controls}
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {group.name}
            <Chip
              size="small"
              sx={{ ml: 1 }}
              color={group.required ? 'primary' : 'default'}
              label={group.required ? t('required') : t('optional')}
            />
            {group.force_min || group.force_max ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {t('forceMin')} {group.force_min} · {t('forceMax')} {group.force_max}
              </Typography>
            ) : null}
            {group.hideForWeb ? (
              <Chip size="small" variant="outlined" color="warning" sx={{ ml: 1 }} label={t('hideForWeb')} />
            ) : null}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={t('editNamed', { name: group.name })} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('deleteNamed', { name: group.name })} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {group.options.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('noOptions')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {group.options.map((o) => (
            <Typography component="li" variant="body2" key={o.id}>
              {o.name}
              {o.linkLabel ? (
                <Typography
                  component="span"
                  variant="caption"
                  color={o.menuItemId ? 'primary' : 'error'}
                  sx={{ ml: 0.5 }}
                >
                  {o.linkLabel}
                </Typography>
              ) : null}
              {' — '}${centsToDollars(o.price)}
              {o.default ? ` (${t('optionDefault')})` : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
