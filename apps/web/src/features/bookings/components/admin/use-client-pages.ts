import { useState } from 'react';
import { pageOf } from '../../admin-paging';

/**
 * Paging of a list held whole in the browser: the rows of the page shown, and the props that drive
 * MUI's TablePagination (a new page size goes back to the first page).
 */
export function useClientPages<T>(rows: readonly T[], initialSize: number) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialSize);
  const shown = pageOf(rows, page, pageSize);
  return {
    rows: shown.rows,
    paginationProps: {
      count: rows.length,
      page: shown.page,
      rowsPerPage: pageSize,
      onPageChange: (_event: unknown, next: number) => setPage(next),
      onRowsPerPageChange: (event: { target: { value: string } }) => {
        setPageSize(Number(event.target.value));
        setPage(0);
      },
    },
  };
}
