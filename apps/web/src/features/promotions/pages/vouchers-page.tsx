import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type MemberSearchResult, VOUCHER_PAGE_SIZE } from '@rpos/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useRestaurantTimezone } from '../../restaurants';
import { useVouchers } from '../api/vouchers-api';
import { VouchersTable } from '../components/vouchers-table';
import { useVouchersT } from '../vouchers-texts';

/**
 * /vouchers (back-office.md §2.13): the restaurant's vouchers, paged on the server (50, or 5, 10, 25).
 * The ticked rows' members can get a new voucher at once (decision 0258).
 */
export function VouchersPage() {
  const t = useVouchersT();
  const navigate = useNavigate();
  const timezone = useRestaurantTimezone();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(VOUCHER_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useVouchers(page, pageSize);

  const onIssueToSelected = () => {
    const members = new Map<string, MemberSearchResult>();
    for (const v of list.data?.allVouchers ?? []) {
      if (selected.has(v.voucherId))
        members.set(v.memberId, { id: v.memberId, name: v.userName, phoneNumber: '' });
    }
    void navigate('/newVoucher', { state: { members: [...members.values()] } });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            {selected.size > 0 ? (
              <Button variant="outlined" onClick={onIssueToSelected}>
                {t('issueToSelected')} ({t('selected', { count: selected.size })})
              </Button>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/newVoucher')}>
              {t('add')}
            </Button>
          </Stack>
        }
      />
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <VouchersTable
          vouchers={list.data?.allVouchers ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          timezone={timezone}
          selected={selected}
          onSelectedChange={setSelected}
          onPageChange={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
            setSelected(new Set());
          }}
        />
      </QueryContent>
    </>
  );
}
