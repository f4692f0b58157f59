import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MemberSearchResult, memberSearchCriteria } from '@rpos/domain';
import { useState } from 'react';
import { useSearchMembers } from '../api/vouchers-api';
import { useVouchersT } from '../vouchers-texts';

export interface MemberPickerProps {
  chosen: readonly MemberSearchResult[];
  onChange: (chosen: MemberSearchResult[]) => void;
}

/**
 * The member search of /newVoucher (back-office.md §2.13, §5): phone, first or last name ('Please
 * enter a phone number or first name or last name'), tick the ones found and Add ('Please search and
 * select a member' with none ticked); the chosen members are listed with a remove button.
 */
export function MemberPicker({ chosen, onChange }: MemberPickerProps) {
  const t = useVouchersT();
  const search = useSearchMembers();
  const [criteria, setCriteria] = useState({ phoneNumber: '', firstName: '', lastName: '' });
  const [found, setFound] = useState<MemberSearchResult[] | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  const onSearch = (e: React.FormEvent) => {
    e.preventDefault();
    if (!memberSearchCriteria(criteria).ok) return setNotice(t('searchCriteria'));
    setNotice(null);
    search.mutate(criteria, {
      onSuccess: (answer) => {
        setFound(answer.searchResult);
        setTicked(new Set());
      },
      onError: () => setNotice(t('saveFailed')),
    });
  };
  const onAdd = () => {
    const adding = (found ?? []).filter((m) => ticked.has(m.id) && !chosen.some((c) => c.id === m.id));
    if (ticked.size === 0) return setNotice(t('selectMember'));
    setNotice(null);
    onChange([...chosen, ...adding]);
    setTicked(new Set());
  };
  const toggle = (id: string) =>
    setTicked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const field = (key: keyof typeof criteria) => (
    <TextField
      size="small"
      label={t(key)}
      value={criteria[key]}
      onChange={(e) => setCriteria({ ...criteria, [key]: e.target.value })}
      slotProps={{ htmlInput: { maxLength: 50 } }}
    />
  );

  return (
    <Card aria-label={t('searchTitle')} component="section">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('searchTitle')}
        </Typography>
        <Stack
          component="form"
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={onSearch}
        >
          {field('phoneNumber')}
          {field('firstName')}
          {field('lastName')}
          <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={search.isPending}>
            {t('search')}
          </Button>
        </Stack>
        {search.isPending ? <LinearProgress sx={{ mt: 1 }} /> : null}
        {notice ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        ) : null}
        {found ? (
          <>
            <List dense aria-label={t('searchResults')}>
              {found.length === 0 ? <ListItem>{t('noneFound')}</ListItem> : null}
              {found.map((m) => (
                <ListItemButton key={m.id} onClick={() => toggle(m.id)}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={ticked.has(m.id)}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': `${m.name} ${m.phoneNumber}` } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={m.name} secondary={m.phoneNumber} />
                </ListItemButton>
              ))}
            </List>
            <Button variant="contained" onClick={onAdd}>
              {t('addSelected')}
            </Button>
          </>
        ) : null}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('chosenTitle')}
        </Typography>
        <List dense aria-label={t('chosenTitle')}>
          {chosen.length === 0 ? (
            <ListItem sx={{ color: 'text.secondary' }}>{t('noneChosen')}</ListItem>
          ) : null}
          {chosen.map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('remove', { name: m.name })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== m.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={m.name} secondary={m.phoneNumber} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
