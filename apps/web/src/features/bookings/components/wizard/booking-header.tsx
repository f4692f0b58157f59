import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The wizard's header: restaurant name, alternative name and the booking disclaimer. */
export function BookingHeader(props: { name: string; altName: string | null; disclaimer: string | null }) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {props.name}
      </Typography>
      {props.altName && (
        <Typography variant="subtitle1" color="text.secondary">
          {props.altName}
        </Typography>
      )}
      {props.disclaimer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="booking-disclaimer">
          {props.disclaimer}
        </Typography>
      )}
    </Box>
  );
}
