import type { CartItem, MenuItem } from '@rpos/domain';

type LooseDish = Partial<Pick<MenuItem, 'name' | 'altName' | 'sizes' | 'groups'>> & { id: string };

/** Display names of a cart line, read from the dish the line carries (sizes and groups of the menu). */
export function cartLineText(item: CartItem): {
  name: string;
  altName: string | null;
  options: { id: string; name: string; quantity: number }[];
} {
  const dish = item.dish as LooseDish;
  const size = item.size ? dish.sizes?.find((s) => s.id === item.size?.id) : undefined;
  const sizeName = size?.name ?? (item.size as { name?: string } | null)?.name;
  const name = `${dish.name ?? ''}${sizeName ? ` (${sizeName})` : ''}`;
  const groups = [...(dish.groups ?? []), ...(size?.groups ?? [])];
  const options = item.options.map((o) => {
    const found = groups.flatMap((g) => g.options).find((opt) => opt.id === o.id);
    const named = (o as { name?: string }).name;
    return { id: o.id, name: found?.name ?? named ?? o.id, quantity: o.quantity };
  });
  return { name, altName: dish.altName ?? null, options };
}
