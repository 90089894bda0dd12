import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface ChipListInputProps {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  error?: string;
  chipColor?: 'default' | 'error' | 'warning' | 'info';
  testId?: string;
}

/** A list of short texts edited as chips: Enter, comma or leaving the field adds; the chip's cross removes. */
export function ChipListInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  error,
  chipColor = 'default',
  testId,
}: ChipListInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');

  const add = () => {
    const items = draft
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    setDraft('');
    const next = [...value];
    for (const item of items)
      if (!next.some((v) => v.toLowerCase() === item.toLowerCase())) next.push(item);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box data-testid={testId}>
      <TextField
        id={id}
        label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        placeholder={placeholder ?? t('players.form.chipPlaceholder')}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  onClick={add}
                  disabled={!draft.trim()}
                  aria-label={t('players.form.addItem', { label })}
                >
                  <AddRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {value.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}
          role="list"
          aria-label={label}
        >
          {value.map((item) => (
            <Chip
              key={item}
              role="listitem"
              label={item}
              size="small"
              color={chipColor}
              variant={chipColor === 'default' ? 'filled' : 'outlined'}
              onDelete={() => onChange(value.filter((v) => v !== item))}
              data-testid="chip-item"
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
