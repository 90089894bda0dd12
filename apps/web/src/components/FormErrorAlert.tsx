import Alert from '@mui/material/Alert';

/** The server's message above a form, when there is one. */
export function FormErrorAlert({
  error,
  testId,
  code,
}: {
  error: string | null;
  testId: string;
  code?: string;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" data-testid={testId} data-error-code={code}>
      {error}
    </Alert>
  );
}
