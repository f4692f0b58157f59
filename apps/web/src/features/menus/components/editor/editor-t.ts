import { useTranslation } from 'react-i18next';
import type { enMenuEditor } from '../../../../shared/i18n/locales/en-menu-editor';

export type EditorKey = keyof typeof enMenuEditor.menuEditor;
export type EditorT = (key: EditorKey, values?: Record<string, string | number>) => string;

/** The editor's texts (en-menu-editor.ts), typed by their keys. */
export function useEditorT(): EditorT {
  const { t } = useTranslation();
  return (key, values) => t(`menuEditor.${key}` as never, values as never) as unknown as string;
}
