import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  TERMINAL_INVENTORY,
  TERMINAL_PAGE_SIZES,
  type TerminalStoreEntry,
  terminalColour,
} from '@rpos/domain';
import { useState } from 'react';
import { useDevicesT } from '../devices-texts';
import { PagedTable } from './paged-table';

const COLOURS = { green: '#2e7d32', purple: '#6a1b9a', blue: '#1565c0' } as const;

export interface TerminalsBoardProps {
  stores: readonly TerminalStoreEntry[];
  busy: boolean;
  /** A refusal to show ('Please select a terminal.'). */
  onRefuse: (message: string) => void;
  onAssign: (terminalId: string, isReturn: boolean) => void;
  onStandalone: (terminalId: string, standalone: boolean) => void;
}

/**
 * The terminals screen (restaurant-config.md §2.7, §4, §9): search by store or terminal; a terminal's
 * button (green S1F2, purple P400, blue others) selects it; Assign (inventory terminals), Return (not
 * for Inventory), Standalone / Integrated.
 */
export function TerminalsBoard(props: TerminalsBoardProps) {
  const t = useDevicesT();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const q = search.trim().toLowerCase();
  const rows = props.stores.filter(
    (s) =>
      !q ||
      s.store.toLowerCase().includes(q) ||
      s.inStoreTerminals.some((id) => id.toLowerCase().includes(q)),
  );
  const chosen = props.stores.find((s) => s.terminalId === selected) ?? null;
  const act = (run: (entry: TerminalStoreEntry) => void) => () => {
    if (!chosen) props.onRefuse(t('selectTerminal'));
    else run(chosen);
  };
  const inventory = chosen?.status === TERMINAL_INVENTORY;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button
          variant="contained"
          disabled={props.busy || (!!chosen && !inventory)}
          onClick={act((e) => props.onAssign(e.terminalId, false))}
        >
          {t('assign')}
        </Button>
        {inventory ? null : (
          <Button
            variant="outlined"
            disabled={props.busy}
            onClick={act((e) => props.onAssign(e.terminalId, true))}
          >
            {t('returnTerminal')}
          </Button>
        )}
        <Button
          disabled={props.busy || inventory}
          onClick={act((e) => props.onStandalone(e.terminalId, true))}
        >
          {t('standalone')}
        </Button>
        <Button
          disabled={props.busy || inventory}
          onClick={act((e) => props.onStandalone(e.terminalId, false))}
        >
          {t('integrated')}
        </Button>
      </Box>
      <PagedTable
        label={t('terminalsTitle')}
        rows={rows}
        rowKey={(s) => s.terminalId}
        selectedKey={selected}
        empty={t('terminalsEmpty')}
        pageSizes={TERMINAL_PAGE_SIZES}
        columns={[
          { header: t('colStore'), cell: (s) => s.store },
          {
            header: t('colTerminals'),
            cell: (s) =>
              s.inStoreTerminals.map((id) => (
                <Button
                  key={id}
                  size="small"
                  variant={selected === id ? 'contained' : 'outlined'}
                  aria-pressed={selected === id}
                  onClick={() => setSelected(id)}
                  sx={{
                    borderColor: COLOURS[terminalColour(id)],
                    color: selected === id ? '#fff' : COLOURS[terminalColour(id)],
                    bgcolor: selected === id ? COLOURS[terminalColour(id)] : undefined,
                  }}
                >
                  {id}
                </Button>
              )),
          },
          {
            header: t('colStatus'),
            cell: (s) =>
              s.status === TERMINAL_INVENTORY
                ? s.status
                : `${s.status} · ${s.isStandaloneTerminal ? t('modeStandalone') : t('modeIntegrated')}`,
          },
          { header: t('colDescription'), cell: (s) => s.description },
        ]}
      />
    </Box>
  );
}
