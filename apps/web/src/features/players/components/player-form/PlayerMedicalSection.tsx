import LocalHospitalRounded from '@mui/icons-material/LocalHospitalRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { BLOOD_TYPES } from '@futsal/shared/values/player';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FieldRow,
  FormSection,
  FormSelectField,
  FormTextField,
  useFieldMessage,
} from '../../../../components/form';
import type { TPlayerFormControl } from '../../player-form';
import { ChipListInput } from '../ChipListInput';

type ChipListName =
  'medicalInfo.allergies' | 'medicalInfo.currentInjuries' | 'medicalInfo.injuryHistory';

function ChipListField({
  control,
  name,
  id,
  label,
  color,
}: {
  control: TPlayerFormControl;
  name: ChipListName;
  id: string;
  label: string;
  color: 'default' | 'error' | 'warning' | 'info';
}) {
  const { field, fieldState } = useController({ control, name });
  const message = useFieldMessage(fieldState.error);
  return (
    <ChipListInput
      id={id}
      label={label}
      value={field.value}
      onChange={field.onChange}
      chipColor={color}
      error={message}
      testId={`${id}-chips`}
    />
  );
}

/** The player's medical file: blood type, allergies, conditions, injuries. Confidential. */
export function PlayerMedicalSection({ control }: { control: TPlayerFormControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
      icon={<LocalHospitalRounded />}
      title={t('players.form.medical')}
      subtitle={t('players.form.medicalHint')}
      tone="error"
      testId="player-form-medical"
      badge={
        <Chip
          icon={<LockRounded />}
          label={t('players.confidential')}
          size="small"
          color="error"
          variant="outlined"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      }
    >
      <FieldRow>
        <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
          <FormSelectField
            control={control}
            name="medicalInfo.bloodType"
            id="player-blood-type"
            label={t('players.fields.bloodType')}
            options={BLOOD_TYPES}
            labelOf={(o) => o}
            empty={t('players.form.unknown')}
          />
        </Box>
        <ChipListField
          control={control}
          name="medicalInfo.allergies"
          id="player-allergies"
          label={t('players.fields.allergies')}
          color="warning"
        />
        <FormTextField
          control={control}
          name="medicalInfo.currentMedicalConditions"
          id="player-conditions"
          label={t('players.fields.currentMedicalConditions')}
          fullWidth
          multiline
          minRows={2}
        />
        <ChipListField
          control={control}
          name="medicalInfo.currentInjuries"
          id="player-injuries"
          label={t('players.fields.currentInjuries')}
          color="error"
        />
        <ChipListField
          control={control}
          name="medicalInfo.injuryHistory"
          id="player-injury-history"
          label={t('players.fields.injuryHistory')}
          color="default"
        />
      </FieldRow>
    </FormSection>
  );
}
