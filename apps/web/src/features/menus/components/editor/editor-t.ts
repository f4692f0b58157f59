import type { enMenuEditor } from '../../../../shared/i18n/locales/en-menu-editor';
import { type ScopedT, useScopedT } from '../../../../shared/i18n/scoped-texts';

export type EditorKey = keyof typeof enMenuEditor.menuEditor;
export type EditorT = ScopedT<EditorKey>;

/** The editor's texts (en-menu-editor.ts), typed by their keys. */
export function useEditorT(): EditorT {
  return useScopedT<EditorKey>('menuEditor');
}
