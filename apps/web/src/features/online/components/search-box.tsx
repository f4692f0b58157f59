import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The dish search (diner.md §5 "Search"): a blank value clears the filter. A styled native input:
 * MUI's InputBase / TextField would add about 7–20 KB gzip to the diner's first download.
 */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        minHeight: 44,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
      }}
    >
      <Search aria-hidden sx={{ color: 'text.secondary' }} />
      <Box
        component="input"
        type="search"
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        placeholder={t('diner.search')}
        aria-label={t('diner.search')}
        enterKeyHint="search"
        maxLength={100}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: 16, // no zoom on iOS
          py: 1,
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {value ? (
        <IconButton aria-label={t('diner.clearSearch')} onClick={() => onChange('')} size="small">
          <Clear />
        </IconButton>
      ) : null}
    </Box>
  );
}
