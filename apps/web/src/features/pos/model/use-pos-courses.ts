import { DEFAULT_POS_COURSES, type PosCourse } from '@rpos/domain';
import { usePosSetup } from '../api/pos-queries';

/**
 * The restaurant's courses (decision 0578), from the till's setup: course n is the n-th. Until the
 * setup is there (or from an older server), Entrée, Main and Dessert.
 */
export function usePosCourses(): readonly PosCourse[] {
  return usePosSetup().data?.courses ?? DEFAULT_POS_COURSES;
}
