import Link from '@mui/material/Link';

interface Props {
  kind: 'tel' | 'mailto';
  value: string;
  testId?: string;
}

/** `tel:` keeps only digits and a leading +, so "+34 600 11 22 33" dials on any phone. */
export function contactHref(kind: Props['kind'], value: string): string {
  const v = value.trim();
  if (kind === 'mailto') return `mailto:${v}`;
  const digits = v.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}

/** A phone number or e-mail address people can tap to call or write. */
export function ContactLink({ kind, value, testId }: Props) {
  return (
    <Link
      href={contactHref(kind, value)}
      underline="hover"
      data-testid={testId}
      sx={{ fontWeight: 500, wordBreak: 'break-word' }}
    >
      {value}
    </Link>
  );
}
