import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import { LIMITS } from '@futsal/shared/limits';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamAvatar } from './TeamAvatar';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The catalog key of a picked logo's problem, or null when it can be sent. */
export function logoProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'errors.UNSUPPORTED_FILE_TYPE';
  if (file.size > LIMITS.upload.maxBytes) return 'errors.FILE_TOO_LARGE';
  return null;
}

/**
 * The team's logo: the one picked (previewed before it is sent), else the current one, else
 * the name's initials; a file the server would refuse is refused here with its message.
 */
export function TeamLogoPicker({
  name,
  current,
  logo,
  onLogo,
  error,
  onError,
}: {
  name: string;
  current: string | null;
  logo: File | null;
  onLogo: (logo: File | null) => void;
  /** A catalog key. */
  error: string | null;
  onError: (error: string | null) => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!logo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = '';
    onError(null);
    if (!picked) return;
    const problem = logoProblem(picked);
    if (problem) {
      onError(problem);
      return;
    }
    onLogo(picked);
  };

  const shownLogo = preview ?? current;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <TeamAvatar name={name} logo={shownLogo} size={72} testId="team-form-logo-preview" />
      <Box sx={{ minWidth: 0 }}>
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          onChange={onPick}
          data-testid="team-logo-input"
          aria-label={t('teams.form.chooseLogo')}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddPhotoAlternateRounded />}
            onClick={() => inputRef.current?.click()}
          >
            {t(shownLogo ? 'teams.form.changeLogo' : 'teams.form.chooseLogo')}
          </Button>
          {logo && (
            <Button size="small" color="inherit" onClick={() => onLogo(null)}>
              {t('teams.form.removeLogo')}
            </Button>
          )}
        </Stack>
        <Typography
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          sx={{ display: 'block', mt: 0.75 }}
          data-testid="team-logo-hint"
        >
          {error ? t(error) : t('teams.form.logoHint')}
        </Typography>
      </Box>
    </Box>
  );
}
