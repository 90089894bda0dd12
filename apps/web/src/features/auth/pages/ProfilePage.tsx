import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { LIMITS } from '@futsal/shared/limits';
import type { TUser } from '@futsal/shared/schemas/auth';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@futsal/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/notices';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { useServerFieldErrors } from '../../../lib/use-form-errors';
import { useAuth } from '../AuthContext';
import { useUpdateProfileMutation } from '../api/update-profile';
import { useUploadAvatarMutation } from '../api/upload-avatar';
import { PageHeader } from '../../../components/PageHeader';
import { UserAvatar } from '../components/UserAvatar';

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function AvatarCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatarMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0] ?? null;
    e.target.value = '';
    setError(null);
    if (!picked) return;
    if (!AVATAR_TYPES.includes(picked.type)) {
      setError(t('errors.UNSUPPORTED_FILE_TYPE'));
      return;
    }
    if (picked.size > LIMITS.upload.maxBytes) {
      setError(t('errors.FILE_TOO_LARGE'));
      return;
    }
    setFile(picked);
  };

  const onUpload = async () => {
    if (!file || upload.isPending) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
      setFile(null);
      enqueueSnackbar(t('profile.avatarSuccess'), { variant: 'success' });
    } catch (err) {
      setError(errorMessage(err, t, 'profile.avatarError'));
    }
  };

  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <UserAvatar user={user} size={120} src={preview} />
        </Box>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            {user ? `${user.firstName} ${user.lastName}` : <Skeleton width={160} />}
          </Typography>
          {user?.createdAt && (
            <Typography variant="body2" color="text.secondary">
              {t('profile.memberSince', { date: formatDate(user.createdAt, 'medium') })}
            </Typography>
          )}
        </Box>
        {error && (
          <Alert
            severity="error"
            sx={{ width: '100%', textAlign: 'left' }}
            data-testid="avatar-error"
          >
            {error}
          </Alert>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={onPick}
          data-testid="avatar-input"
          aria-label={t('profile.chooseAvatar')}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraRounded />}
            onClick={() => inputRef.current?.click()}
          >
            {t('profile.chooseAvatar')}
          </Button>
          {file && (
            <Button
              variant="contained"
              startIcon={
                upload.isPending ? (
                  <CircularProgress size={16} color="inherit" />
                ) : (
                  <CloudUploadRounded />
                )
              }
              onClick={() => void onUpload()}
              disabled={upload.isPending}
            >
              {t('profile.uploadAvatar')}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('profile.avatarHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, [
    'firstName',
    'lastName',
  ]);

  const onSubmit = handleSubmit(async (values) => {
    clearServerError();
    try {
      const { user: saved } = await update.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
      });
      reset({ firstName: saved.firstName, lastName: saved.lastName });
      enqueueSnackbar(t('profile.success'), { variant: 'success' });
    } catch (err) {
      showServerError(err, 'profile.error');
    }
  });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('profile.personalInfo')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.personalInfo')}>
          <Stack spacing={2.5}>
            <FormErrorAlert error={serverError} testId="profile-error" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('firstName')}
                id="profile-first-name"
                label={t('profile.firstName')}
                autoComplete="given-name"
                fullWidth
                error={Boolean(errors.firstName)}
                helperText={errors.firstName?.message ? t(errors.firstName.message) : undefined}
              />
              <TextField
                {...register('lastName')}
                id="profile-last-name"
                label={t('profile.lastName')}
                autoComplete="family-name"
                fullWidth
                error={Boolean(errors.lastName)}
                helperText={errors.lastName?.message ? t(errors.lastName.message) : undefined}
              />
            </Stack>
            <TextField
              id="profile-email"
              label={t('profile.email')}
              value={user.email}
              fullWidth
              helperText={t('profile.emailHint')}
              slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
            />
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton
                pending={isSubmitting}
                disabled={!isDirty}
                label={t('common.save')}
                pendingLabel={t('common.saving')}
              />
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Box data-testid="profile-page">
      <PageHeader title={t('pages.profile.title')} subtitle={t('profile.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <AvatarCard />
        {user ? (
          <ProfileForm key={user.id} user={user} />
        ) : (
          <Skeleton variant="rounded" height={320} sx={{ borderRadius: 3 }} />
        )}
      </Box>
    </Box>
  );
}

export default ProfilePage;
