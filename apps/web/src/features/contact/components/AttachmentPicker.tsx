import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { CONTACT_FILE_TYPES, CONTACT_LIMITS } from '@futsal/shared/schemas/contact';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { attachmentsError, formatSize } from '../attachment-rules';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  /** Catalog key of the rule the last pick broke; the pick is then left out. */
  error: string | null;
  onError: (key: string | null) => void;
  disabled?: boolean;
}

/** Up to 3 images or PDFs, checked by their content before they are added. */
export function AttachmentPicker({ files, onChange, error, onError, disabled }: Props) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (picked.length === 0) return;
    const next = [...files, ...picked];
    const key = await attachmentsError(next);
    onError(key);
    if (!key) onChange(next);
  };

  return (
    <Box>
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={CONTACT_FILE_TYPES.join(',')}
        onChange={(e) => void onPick(e)}
        data-testid="contact-attachments-input"
        aria-label={t('contact.attach')}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileRounded />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled || files.length >= CONTACT_LIMITS.maxFiles}
      >
        {t('contact.attach')} ({files.length}/{CONTACT_LIMITS.maxFiles})
      </Button>
      <FormHelperText
        error={Boolean(error)}
        data-testid="contact-attachments-help"
        role={error ? 'alert' : undefined}
      >
        {error ? t(error) : t('contact.attachHint')}
      </FormHelperText>
      {files.length > 0 && (
        <List
          dense
          sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 2, py: 0 }}
          data-testid="contact-attachments"
        >
          {files.map((file, i) => (
            <ListItem
              key={`${file.name}-${i}`}
              divider={i < files.length - 1}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('contact.removeFile', { name: file.name })}
                  onClick={() => {
                    onError(null);
                    onChange(files.filter((_, j) => j !== i));
                  }}
                  disabled={disabled}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {file.type === 'application/pdf' ? (
                  <PictureAsPdfOutlined color="error" />
                ) : (
                  <ImageOutlined color="primary" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={formatSize(file.size, currentLanguage())}
                slotProps={{ primary: { noWrap: true, sx: { pr: 4 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
