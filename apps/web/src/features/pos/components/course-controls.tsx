import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { courseLabel, type Transaction, type TransactionOrder } from '@rpos/domain';
import { useId } from 'react';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useFireCourse } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosCourses } from '../model/use-pos-courses';
import { usePosT } from '../pos-texts';

/**
 * The course of the dishes added now (decision 0502): none, or one of the restaurant's courses, named
 * as it set them in the POS settings (decision 0578). Send sends the lowest course on the ticket to
 * the kitchen and holds the later ones until they are fired.
 */
export function CoursePicker({
  course,
  onChange,
}: {
  course: number | null;
  onChange: (c: number | null) => void;
}) {
  const t = usePosT();
  const courses = usePosCourses();
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Typography id={labelId} variant="subtitle2">
        {t('course')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        value={course === null ? 'none' : String(course)}
        onChange={(_e, v: string | null) => v && onChange(v === 'none' ? null : Number(v))}
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { minHeight: 40, textTransform: 'none' } }}
      >
        <ToggleButton value="none">{t('courseNone')}</ToggleButton>
        {courses.map((_c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a course is its place in the list.
          <ToggleButton key={i} value={String(i + 1)}>
            {courseLabel(courses, i + 1, true)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** An order's course as the bill shows it: held with Fire, or when it was fired. */
export function OrderCourse({
  bill,
  order,
  timezone,
  editable,
}: {
  bill: Transaction;
  order: TransactionOrder;
  timezone: string;
  editable: boolean;
}) {
  const t = usePosT();
  const courses = usePosCourses();
  const fire = useFireCourse(bill.uuid);
  const snackbar = useSnackbar();
  const n = order.course;
  if (!n) return null;
  const label = courseLabel(courses, n);
  if (order.held)
    return (
      <>
        <Chip size="small" color="info" label={t('courseHeld', { n: label })} />
        {editable ? (
          <Button
            size="small"
            variant="contained"
            onClick={() =>
              fire.mutate(
                { course: n },
                {
                  onSuccess: () => snackbar.success(t('courseFiredDone', { n })),
                  onError: (e) => snackbar.error(errorText(e, t('actionFailed'))),
                },
              )
            }
            disabled={fire.isPending}
            startIcon={
              fire.isPending ? (
                <CircularProgress size={14} color="inherit" aria-label={t('working')} />
              ) : (
                <LocalFireDepartment />
              )
            }
            sx={{ ml: 'auto', minHeight: 44 }}
          >
            {t('fireCourse', { n })}
          </Button>
        ) : null}
      </>
    );
  return (
    <Typography variant="caption" color="text.secondary">
      {order.firedAt
        ? t('courseFired', { n: label, time: formatRestaurantTime(order.firedAt, timezone) })
        : t('courseN', { n: label })}
    </Typography>
  );
}
