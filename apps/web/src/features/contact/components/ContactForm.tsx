import SendRounded from '@mui/icons-material/SendRounded';
import {
  CONTACT_CATEGORIES,
  ZContactForm,
  type TContactForm,
  type TContactResponse,
} from '@futsal/shared/schemas/contact';
import type { TUser } from '@futsal/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFieldError, useServerFieldErrors } from '../../../lib/use-form-errors';
import { useSendContactMutation } from '../api/send-contact';
import { attachmentsError } from '../attachment-rules';
import { AttachmentPicker } from './AttachmentPicker';

const FIELDS = ['subject', 'category', 'message'] as const;
/** Sender fields come from the profile: read-only, and shown as such. */
const readOnly = {
  htmlInput: { readOnly: true, 'aria-readonly': true },
  input: {
    endAdornment: (
      <InputAdornment position="end">
        <LockOutlined fontSize="small" color="disabled" />
      </InputAdornment>
    ),
    sx: { bgcolor: 'action.hover' },
  },
} as const;

/** The contact form: the sender comes from the profile, read-only; the rest is the coach's. */
export function ContactForm({
  user,
  onSent,
}: {
  user: TUser;
  onSent: (sent: TContactResponse) => void;
}) {
  const { t } = useTranslation();
  const send = useSendContactMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<TContactForm>({
    resolver: zodResolver(ZContactForm),
    defaultValues: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      subject: '',
      category: 'support',
      message: '',
    },
  });
  const fieldError = useFieldError(formState.errors);
  const { serverError, clearServerError, showServerError } = useServerFieldErrors(setError, FIELDS);

  const onSubmit = handleSubmit(async ({ subject, category, message }) => {
    clearServerError();
    const key = await attachmentsError(files);
    setFilesError(key);
    if (key) return;
    try {
      onSent(await send.mutateAsync({ subject, category, message, attachments: files }));
    } catch (err) {
      showServerError(err, 'contact.error');
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('pages.contact.title')}
      data-testid="contact-form"
    >
      <Stack spacing={2.5}>
        <FormErrorAlert error={serverError} testId="contact-error" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...register('name')}
            id="contact-name"
            label={t('contact.name')}
            fullWidth
            slotProps={readOnly}
            helperText={t('contact.fromProfile')}
          />
          <TextField
            {...register('email')}
            id="contact-email"
            label={t('contact.email')}
            fullWidth
            slotProps={readOnly}
            {...fieldError('email')}
            helperText={fieldError('email').helperText ?? t('contact.fromProfile')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <TextField
                select
                id="contact-category"
                label={t('contact.category')}
                sx={{ minWidth: { sm: 240 } }}
                {...field}
                {...fieldError('category')}
              >
                {CONTACT_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`contact.categories.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...register('subject')}
            id="contact-subject"
            label={t('contact.subject')}
            fullWidth
            required
            {...fieldError('subject')}
          />
        </Stack>
        <TextField
          {...register('message')}
          id="contact-message"
          label={t('contact.message')}
          fullWidth
          required
          multiline
          minRows={6}
          {...fieldError('message')}
        />
        <AttachmentPicker
          files={files}
          onChange={setFiles}
          error={filesError}
          onError={setFilesError}
          disabled={formState.isSubmitting}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton
            pending={formState.isSubmitting}
            label={t('contact.send')}
            pendingLabel={t('contact.sending')}
            endIcon={formState.isSubmitting ? undefined : <SendRounded />}
            data-testid="contact-submit"
          />
        </Box>
      </Stack>
    </Box>
  );
}
