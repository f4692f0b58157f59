/** The four steps of the booking wizard (diner.md §2): Time, Table, Contact, Review. */
export const WIZARD_STEPS = ['time', 'table', 'contact', 'review'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

export interface ContactFields {
  name: string;
  email: string;
  mobilePhone: string;
  specialRequirement: string;
}

/** What the diner has chosen so far. */
export interface WizardDraft extends ContactFields {
  partySize: number | null;
  /** YYYY-MM-DD, or '' before a date is picked. */
  dateStr: string;
  sessionId: string | null;
  /** Chosen table numbers. */
  tables: string[];
  agreeTerms: boolean;
}

export interface WizardState {
  step: number;
  draft: WizardDraft;
}

export const EMPTY_DRAFT: WizardDraft = {
  partySize: 2,
  dateStr: '',
  sessionId: null,
  tables: [],
  name: '',
  email: '',
  mobilePhone: '',
  specialRequirement: '',
  agreeTerms: false,
};

export const INITIAL_WIZARD: WizardState = { step: 0, draft: EMPTY_DRAFT };

export type WizardAction =
  | { type: 'partySize'; partySize: number | null }
  | { type: 'date'; dateStr: string }
  | { type: 'session'; sessionId: string }
  | { type: 'toggleTable'; tableNumber: string }
  | { type: 'contact'; field: keyof ContactFields; value: string }
  | { type: 'terms'; agreed: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

/** Without a session its tables mean nothing: a new date or party size clears both. */
const withoutSession = (draft: WizardDraft): WizardDraft => ({ ...draft, sessionId: null, tables: [] });

/** The wizard's transitions. Validation happens before 'next' is sent (wizard-steps). */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { draft } = state;
  switch (action.type) {
    case 'partySize':
      if (action.partySize === draft.partySize) return state;
      return { ...state, draft: { ...withoutSession(draft), partySize: action.partySize } };
    case 'date':
      if (action.dateStr === draft.dateStr) return state;
      return { ...state, draft: { ...withoutSession(draft), dateStr: action.dateStr } };
    case 'session':
      if (action.sessionId === draft.sessionId) return state;
      return { ...state, draft: { ...draft, sessionId: action.sessionId, tables: [] } };
    case 'toggleTable': {
      const chosen = draft.tables.includes(action.tableNumber);
      const tables = chosen
        ? draft.tables.filter((n) => n !== action.tableNumber)
        : [...draft.tables, action.tableNumber];
      return { ...state, draft: { ...draft, tables } };
    }
    case 'contact':
      return { ...state, draft: { ...draft, [action.field]: action.value } };
    case 'terms':
      return { ...state, draft: { ...draft, agreeTerms: action.agreed } };
    case 'next':
      return { ...state, step: Math.min(state.step + 1, LAST_STEP) };
    case 'back':
      return { ...state, step: Math.max(state.step - 1, 0) };
    case 'reset':
      return INITIAL_WIZARD;
  }
}
