import type {
  MerchantPrintersResponse,
  PosPrintSettingsBody,
  PosPrintSettingsResponse,
  PrintBillBody,
  PrintBillResponse,
  PrinterInput,
  PrinterResponse,
  PrintersResponse,
  PrinterZoneInput,
  PrinterZoneResponse,
  PrinterZonesResponse,
  PrintJobResponse,
  PrintJobsResponse,
} from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Query keys of the printing feature. */
export const printingKeys = {
  all: ['printing'] as const,
  printers: () => [...printingKeys.all, 'printers'] as const,
  zones: () => [...printingKeys.all, 'zones'] as const,
  settings: () => [...printingKeys.all, 'settings'] as const,
  jobs: (status: string, page: number, pageSize: number) =>
    [...printingKeys.all, 'jobs', status, page, pageSize] as const,
  merchants: () => [...printingKeys.all, 'merchants'] as const,
};

/** GET /myprinters. */
export function usePrinters(enabled = true) {
  return useQuery({
    queryKey: printingKeys.printers(),
    queryFn: async ({ signal }) => (await api.get<PrintersResponse>('/myprinters', { signal })).printers,
    enabled,
  });
}

/** POST /printer, or PUT /printer/{printerName} when editing. */
export function useSavePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ originalName, printer }: { originalName: string | null; printer: PrinterInput }) =>
      originalName
        ? api.put<PrinterResponse>(`/printer/${encodeURIComponent(originalName)}`, printer)
        : api.post<PrinterResponse>('/printer', printer),
    onSuccess: () => client.invalidateQueries({ queryKey: printingKeys.all }),
  });
}

/** DELETE /printer/{name}. */
export function useDeletePrinter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.delete<PrinterResponse>(`/printer/${encodeURIComponent(name)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: printingKeys.all }),
  });
}

/** GET /printerZones. */
export function usePrinterZones(enabled = true) {
  return useQuery({
    queryKey: printingKeys.zones(),
    queryFn: async ({ signal }) => (await api.get<PrinterZonesResponse>('/printerZones', { signal })).zones,
    enabled,
  });
}

/** POST /printerZone, or POST /printerZone/{id} when editing. */
export function useSaveZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, zone }: { id: string | null; zone: PrinterZoneInput }) =>
      api.post<PrinterZoneResponse>(id ? `/printerZone/${encodeURIComponent(id)}` : '/printerZone', zone),
    onSuccess: () => client.invalidateQueries({ queryKey: printingKeys.zones() }),
  });
}

/** DELETE /printerZone/{id}. */
export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/printerZone/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: printingKeys.zones() }),
  });
}

/** GET /posPrintSettings. */
export function usePrintSettings(enabled = true) {
  return useQuery({
    queryKey: printingKeys.settings(),
    queryFn: ({ signal }) => api.get<PosPrintSettingsResponse>('/posPrintSettings', { signal }),
    enabled,
  });
}

/** PUT /posPrintSettings. */
export function useSavePrintSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PosPrintSettingsBody) => api.put<PosPrintSettingsResponse>('/posPrintSettings', body),
    onSuccess: (answer) => client.setQueryData(printingKeys.settings(), answer),
  });
}

/** POST /restaurant/invoiceUpload: answers the picture's URL. */
export function useUploadInvoiceImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<{ imageUrl: string }>('/restaurant/invoiceUpload', form);
    },
  });
}

/** GET /printJobs: a page, newest first. */
export function usePrintJobs(status: string, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: printingKeys.jobs(status, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<PrintJobsResponse>('/printJobs', {
        signal,
        query: { status: status === 'all' ? undefined : status, page, pageSize },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
    enabled,
  });
}

/** POST /printJobs/{id}/retry. */
export function useRetryPrintJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PrintJobResponse>(`/printJobs/${encodeURIComponent(id)}/retry`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...printingKeys.all, 'jobs'] }),
  });
}

/** POST /printBill: a bill's Bill or Invoice to the printer its print settings name (or the outbox). */
export function usePrintBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintBillBody) => api.post<PrintBillResponse>('/printBill', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...printingKeys.all, 'jobs'] }),
  });
}

/** GET /admin/printers. */
export function useMerchantPrinters() {
  return useQuery({
    queryKey: printingKeys.merchants(),
    queryFn: async ({ signal }) =>
      (await api.get<MerchantPrintersResponse>('/admin/printers', { signal })).merchants,
  });
}
