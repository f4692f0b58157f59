import type {
  AdyenOnboardingRequest,
  AdyenOnboardingResponse,
  DeliverySettingsRequest,
  DeliverySettingsResponse,
  MyRestaurant,
  OnboardUserResponse,
  RestaurantImageResponse,
  UpdateMyRestaurantRequest,
} from '@rpos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { restaurantKeys } from './restaurant-keys';

/** GET /myrestaurant: the acting restaurant with every field the profile screen edits. */
export function useMyRestaurant(enabled = true) {
  return useQuery({
    queryKey: restaurantKeys.mine(),
    queryFn: ({ signal }) => api.get<MyRestaurant>('/myrestaurant', { signal }),
    staleTime: 5_000,
    enabled,
  });
}

/** Keeps the cached restaurant in step after a change. */
function useSetMine() {
  const client = useQueryClient();
  return (change: (r: MyRestaurant) => MyRestaurant) =>
    client.setQueryData<MyRestaurant>(restaurantKeys.mine(), (r) => (r ? change(r) : r));
}

/** PUT /myrestaurant/ */
export function useUpdateMyRestaurant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMyRestaurantRequest) => api.put<MyRestaurant>('/myrestaurant/', body),
    onSuccess: (r) => {
      client.setQueryData(restaurantKeys.mine(), r);
      void client.invalidateQueries({ queryKey: restaurantKeys.timezone(r.urlIdentifier) });
    },
  });
}

/** POST /restaurant/image/{urlIdentifier}: multipart image and content. */
export function useUploadLogo() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ urlIdentifier, file }: { urlIdentifier: string; file: File }) => {
      const form = new FormData();
      form.append('content', JSON.stringify({ name: file.name }));
      form.append('image', file, file.name);
      return api.post<RestaurantImageResponse>(
        `/restaurant/image/${encodeURIComponent(urlIdentifier)}`,
        form,
      );
    },
    onSuccess: ({ imageUrl }) => setMine((r) => ({ ...r, logo: imageUrl })),
  });
}

/** DELETE /restaurant/image, header imageName. */
export function useDeleteLogo() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (imageName: string) =>
      api.delete<{ message: string }>('/restaurant/image', undefined, { headers: { imageName } }),
    onSuccess: () => setMine((r) => ({ ...r, logo: null })),
  });
}

/** PUT /updateRestaurantValues/ {serviceTypes} */
export function useSaveServiceTypes() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (serviceTypes: string[]) =>
      api.put<{ success: true; serviceTypes: string[] }>('/updateRestaurantValues/', { serviceTypes }),
    onSuccess: ({ serviceTypes }) => setMine((r) => ({ ...r, serviceTypes })),
  });
}

/** PUT /deliverySettings (decision 0101). */
export function useSaveDeliverySettings() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (body: DeliverySettingsRequest) =>
      api.put<DeliverySettingsResponse>('/deliverySettings', body),
    onSuccess: ({ deliveryServicePhone, pickupInstructions }) =>
      setMine((r) => ({ ...r, deliveryServicePhone, pickupInstructions })),
  });
}

/** POST /onboardUser: the onboarding page's URL. */
export function useOnboardUser() {
  return useMutation({ mutationFn: () => api.post<OnboardUserResponse>('/onboardUser', {}) });
}

/** POST /adyenOnboarding: optional {individual, isTrust}. */
export function useAdyenOnboarding() {
  return useMutation({
    mutationFn: (body: AdyenOnboardingRequest) =>
      api.post<AdyenOnboardingResponse>('/adyenOnboarding', body ?? {}),
  });
}
