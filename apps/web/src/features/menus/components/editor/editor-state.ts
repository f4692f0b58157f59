/** What the menu editor page has open: a form (new when id is null) or a delete to confirm. */
export type Editing =
  | { kind: 'category'; id: string | null }
  | { kind: 'item'; categoryId: string; id: string | null }
  | { kind: 'group'; id: string | null }
  | null;

export type Confirming =
  | { kind: 'category'; id: string }
  | { kind: 'item'; id: string }
  | { kind: 'group'; id: string }
  | null;

/** The item whose picture is being cropped. */
export interface ImageFor {
  categoryId: string;
  id: string;
  name: string;
  hasImage: boolean;
}
