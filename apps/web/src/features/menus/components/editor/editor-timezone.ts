import { DEFAULT_TIMEZONE } from '@rpos/domain';
import { createContext, useContext } from 'react';

/** The restaurant's timezone: the editor's dates and times are read and written on its wall clock. */
export const EditorTimezone = createContext<string>(DEFAULT_TIMEZONE);

export const useEditorTimezone = (): string => useContext(EditorTimezone);
