import Alert from '@mui/material/Alert';

/** The message that stopped the diner going on (a validation or a server refusal). */
export function StepMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
